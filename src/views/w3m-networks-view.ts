import { LitElement, css, html } from 'lit';
import { state } from 'lit/decorators.js';
import { $activeChain, $activeNamespace, $requestedNetworks } from '../core/stores/chain-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { isUserRejection } from '../core/errors/provider-rpc-error.js';
import type { Network } from '../core/types/network.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
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
  `,
  ];

  @state() private query = '';

  private readonly networks = new StoreController(this, $requestedNetworks);
  private readonly activeChain = new StoreController(this, $activeChain);
  private readonly activeNamespace = new StoreController(this, $activeNamespace);
  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);

  override render() {
    const text = this.messages.value;
    const query = this.query.trim().toLowerCase();
    const shown = this.networks.value.filter((network) => network.name.toLowerCase().includes(query));
    const switchDisabled = this.app.value?.options.enableNetworkSwitch === false;
    return html`<div class="column" data-testid="networks-view">
      <input type="search" data-testid="networks-search" .value=${this.query} placeholder=${text.searchNetwork}
        aria-label=${text.searchNetwork} autocomplete="off" @input=${this.handleInput} />
      <div class="column list" role="list">
        ${shown.length === 0 ? html`<p class="secondary" data-testid="networks-empty">${text.noNetworkFound}</p>` : null}
        ${shown.map((network) => {
          const current = this.isCurrent(network);
          return html`<wui-list-item role="listitem" data-testid=${`network-${network.caipNetworkId}`}
            aria-current=${current ? 'true' : 'false'} .name=${network.name} .imageSrc=${network.assets?.imageUrl ?? ''}
            .tagLabel=${current ? text.currentNetwork : ''} .disabled=${switchDisabled && !current}
            @click=${() => this.handleSelect(network)}></wui-list-item>`;
        })}
      </div>
    </div>`;
  }

  private isCurrent(network: Network): boolean {
    const chain = this.activeChain.value;
    return network.chainNamespace === this.activeNamespace.value && String(chain?.activeChainId) === String(network.id);
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
