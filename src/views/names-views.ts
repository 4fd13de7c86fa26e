// The names chunk's views (issue 18): one import() brings RegisterAccountName and its success view.
import './w3m-register-account-name-view.js';
import './w3m-register-account-name-success-view.js';
