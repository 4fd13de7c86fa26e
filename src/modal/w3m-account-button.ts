import { defineElement } from '../ui/define-element.js';
import { W3mButton } from './w3m-button.js';

/**
 * The connected account only (Reown AppKit's account button): balance, and its name with its avatar
 * or else the truncated address; nothing while disconnected. A click opens the Account view. Same
 * attributes as <w3m-button> (`balance`, `charsStart`, `charsEnd`, `size`, `disabled`, `namespace`);
 * its look loads with the first connection, like <w3m-button>'s.
 */
export class W3mAccountButton extends W3mButton {
  protected override readonly looks = 'account';
}

defineElement('w3m-account-button', W3mAccountButton);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-account-button': W3mAccountButton;
  }
}
