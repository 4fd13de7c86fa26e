// The sign-in's email step (email capture): one chunk, loaded when DataCapture first shows.
import './w3m-data-capture-view.js';
import './w3m-data-capture-otp-confirm-view.js';
