import { LitElement, css, html } from 'lit';
import { state } from 'lit/decorators.js';
import { $activeChain, $activeNamespace, $requestedNetworks } from '../core/stores/chain-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { isUserRejection } from '../core/errors/provider-rpc-error.js';
import type { Network } from '../core/types/network.js';
import { networkImageUrl } from '../core/utils/network-image-url.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { moveFocusInList } from '../ui/move-focus-in-list.js';
import { RovingTabindexController } from '../ui/roving-tabindex-controller.js';
import { AppContextConsumer } from './app-context.js';
import { viewStyles } from './view.styles.js';
import '../ui/wui-list-item.js';

/** Every network the dapp requested, searchable by name, the current one marked (SPEC §4). */
export class W3mNetworksView extends LitElement {
  static override styles = [
    baseStyles,
    viewStyles,
    css`
    input {
      width: 100%; font: inherit; font-size: var(--wui-text-md); color: var(--wui-text); padding: 10px 12px;
      border-radius: var(--wui-radius-lg); border: 1px solid var(--wui-border); background: var(--wui-surface);
    }
    .list { max-height: 360px; overflow-y: auto; padding: 2px; }
    .help { align-self: center; color: var(--wui-accent-text); font-size: var(--wui-text-sm); font-weight: 500; padding: 6px 8px; }
  `,
  ];

  @state() private query = '';

  private readonly networks = new StoreController(this, $requestedNetworks);
  private readonly activeChain = new StoreController(this, $activeChain);
  private readonly activeNamespace = new StoreController(this, $activeNamespace);
  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);
  // The list is one Tab stop; the arrow keys move within it.
  private readonly roving = new RovingTabindexController(this, { items: () => this.listItems() });

  override render() {
    const text = this.messages.value;
    const query = this.query.trim().toLowerCase();
    const shown = this.networks.value.filter((network) => network.name.toLowerCase().includes(query));
    const switchDisabled = this.app.value?.options.enableNetworkSwitch === false;
    return html`<div class="column" data-testid="networks-view">
      <input type="search" data-testid="networks-search" .value=${this.query} placeholder=${text.searchNetwork}
        aria-label=${text.searchNetwork} autocomplete="off" @input=${this.handleInput} />
      ${shown.length === 0 ? html`<p class="secondary" data-testid="networks-empty">${text.noNetworkFound}</p>` : null}
      <div class="column list" role="list" @keydown=${this.handleListKeydown}>
        ${shown.map((network) => {
          const current = this.isCurrent(network);
          return html`<wui-list-item role="listitem" data-testid=${`network-${network.caipNetworkId}`}
            aria-current=${current ? 'true' : 'false'} .name=${network.name} .imageSrc=${networkImageUrl({ network, options: this.app.value?.options })}
            .tagLabel=${current ? text.currentNetwork : ''} .disabled=${switchDisabled && !current}
            @click=${() => this.handleSelect(network)}></wui-list-item>`;
        })}
      </div>
      <button type="button" class="help" data-testid="networks-what-is-a-network" @click=${this.handleHelp}>${text.whatIsANetworkTitle}</button>
    </div>`;
  }

  private handleListKeydown(event: KeyboardEvent) {
    moveFocusInList({ event, items: this.listItems() });
  }

  private listItems(): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLElement>('wui-list-item')];
  }

  private isCurrent(network: Network): boolean {
    const chain = this.activeChain.value;
    return network.chainNamespace === this.activeNamespace.value && String(chain?.activeChainId) === String(network.id);
  }

  // Reown AppKit's "What is a network?" link under the list (issue 20 part 1).
  private handleHelp() {
    this.app.controllers.router.push({ view: 'WhatIsANetwork', params: undefined });
  }

  private handleInput(event: Event) {
    this.query = (event.target as HTMLInputElement).value;
  }

  private async handleSelect(network: Network) {
    const app = this.app.controllers;
    if (this.isCurrent(network)) return;
    try {
      await app.network.switchNetwork({ network });
    } catch (error) {
      const text = this.messages.value;
      app.toast.show({ message: isUserRejection(error) ? text.switchDeclined : text.switchFailed, variant: 'error' });
    }
  }
}

defineElement('w3m-networks-view', W3mNetworksView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-networks-view': W3mNetworksView;
  }
}
