import { LitElement, html } from 'lit';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { helpViewStyles } from './help-views.styles.js';
import { viewStyles } from './view.styles.js';

/** Where "Learn more" leads: a neutral explanation of networks, outside the modal. */
const NETWORKS_EXPLAINED_URL = 'https://ethereum.org/en/developers/docs/networks/';

/**
 * What a network is (Reown AppKit's WhatIsANetwork, opened from the Networks view's help link or
 * `open({ view: 'WhatIsANetwork' })`).
 */
export class W3mWhatIsANetworkView extends LitElement {
  static override styles = [baseStyles, viewStyles, helpViewStyles];

  private readonly messages = new StoreController(this, $messages);

  override render() {
    const text = this.messages.value;
    return html`<div class="center" data-testid="what-is-a-network-view">
      <ul>
        <li><h3>${text.networkHelpInfraTitle}</h3><p class="secondary">${text.networkHelpInfraText}</p></li>
        <li><h3>${text.networkHelpUsesTitle}</h3><p class="secondary">${text.networkHelpUsesText}</p></li>
      </ul>
      <a href=${NETWORKS_EXPLAINED_URL} target="_blank" rel="noopener noreferrer" referrerpolicy="no-referrer"
        data-testid="what-is-a-network-learn-more">${text.networkHelpLearnMore}</a>
    </div>`;
  }
}

defineElement('w3m-what-is-a-network-view', W3mWhatIsANetworkView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-what-is-a-network-view': W3mWhatIsANetworkView;
  }
}
