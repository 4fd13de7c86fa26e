// The swap chunk's views (issue 19): one import() brings the form, the token list and the preview.
import './w3m-swap-view.js';
import './w3m-swap-select-token-view.js';
import './w3m-swap-preview-view.js';
