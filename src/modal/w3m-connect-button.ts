import { defineElement } from '../ui/define-element.js';
import { W3mButton } from './w3m-button.js';

/**
 * "Connect Wallet" only (Reown AppKit's connect button): it opens the modal, on the Connect view
 * while disconnected. Same attributes as <w3m-button> (`size`, `label`, `loadingLabel`,
 * `disabled`, `namespace`); a subclass, so the initial chunk pays a few bytes for it.
 */
export class W3mConnectButton extends W3mButton {
  protected override readonly looks = 'connect';
}

defineElement('w3m-connect-button', W3mConnectButton);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-connect-button': W3mConnectButton;
  }
}
