// The embedded wallet's views: one chunk, loaded when the first of them shows (DESIGN §5).
import './w3m-email-otp-view.js';
import './w3m-update-email-wallet-view.js';
import './w3m-connecting-social-view.js';
import './w3m-approve-transaction-view.js';
import './w3m-frame-screen-view.js';
import './w3m-wallet-security-view.js';
import './w3m-device-pending-view.js';
