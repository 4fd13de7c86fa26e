// The send chunk's views (issue 6 part 7): one import() brings the form, the token list and the preview.
import './w3m-wallet-send-view.js';
import './w3m-wallet-send-select-token-view.js';
import './w3m-wallet-send-preview-view.js';
