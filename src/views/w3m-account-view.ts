import { LitElement, css, html, nothing } from 'lit';
import { $account, $network } from '../core/stores/chain-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { getAppControllers } from '../core/app-context.js';
import { formatBalance } from '../core/utils/format-balance.js';
import { truncateAddress } from '../core/utils/truncate-address.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { renderIcon } from '../ui/icons.js';
import { viewStyles } from './view.styles.js';
import '../ui/wui-avatar.js';
import '../ui/wui-button.js';
import '../ui/wui-icon-button.js';
import '../ui/wui-spinner.js';

/** The connected account: address with copy, native balance, network, explorer link, disconnect. */
export class W3mAccountView extends LitElement {
  static override styles = [baseStyles, viewStyles, css`
    .address { display: inline-flex; align-items: center; gap: 4px; font-size: var(--wui-text-lg); font-weight: 600; }
    .balance { font-size: var(--wui-text-md); color: var(--wui-text-secondary); min-height: 20px; }
    .network { font-size: var(--wui-text-sm); padding: 4px 10px; border-radius: 999px; background: var(--wui-surface); color: var(--wui-text-secondary); }
    a.explorer {
      display: inline-flex; align-items: center; gap: 6px; color: var(--wui-accent); font-size: var(--wui-text-sm);
      text-decoration: none; padding: 6px 10px; border-radius: var(--wui-radius-lg);
    }
    a.explorer:hover { background: var(--wui-surface); }
    .actions { display: flex; flex-direction: column; gap: 8px; margin-top: 8px; }
    wui-spinner { --wui-spinner-size: 16px; }
  `];

  private readonly account = new StoreController(this, $account);
  private readonly network = new StoreController(this, $network);
  private readonly messages = new StoreController(this, $messages);

  override render() {
    const text = this.messages.value;
    const { address, balance, balanceSymbol, balanceLoading } = this.account.value;
    if (!address) return nothing;
    const network = this.network.value;
    const explorer = network?.blockExplorers?.default.url;
    return html`<div class="center" data-testid="account-view">
      <wui-avatar .address=${address}></wui-avatar>
      <span class="address">
        <span data-testid="account-address" title=${address}>${truncateAddress({ address, charsStart: 4, charsEnd: 6 })}</span>
        <wui-icon-button icon="copy" .label=${text.copyAddress} data-testid="account-copy" @click=${this.handleCopy}></wui-icon-button>
      </span>
      <span class="balance" data-testid="account-balance">
        ${balance !== undefined ? `${formatBalance({ value: balance })} ${balanceSymbol ?? ''}` : balanceLoading ? html`<wui-spinner .label=${text.loading}></wui-spinner>` : text.balanceUnavailable}
      </span>
      <span class="network" data-testid="account-network">${network?.name ?? text.unknownNetwork}</span>
      ${explorer
        ? html`<a class="explorer" data-testid="account-explorer" href=${`${explorer.replace(/\/+$/, '')}/address/${address}`} target="_blank" rel="noopener noreferrer">${text.blockExplorer} ${renderIcon('external')}</a>`
        : nothing}
      <div class="actions" style="align-self: stretch">
        <wui-button variant="danger" full-width data-testid="account-disconnect" @click=${this.handleDisconnect}>${text.disconnect}</wui-button>
      </div>
    </div>`;
  }

  private async handleCopy() {
    const app = getAppControllers();
    const { address } = this.account.value;
    if (!app || !address) return;
    try {
      await navigator.clipboard.writeText(address);
      app.toast.show({ message: this.messages.value.addressCopied, variant: 'success' });
    } catch {
      app.toast.show({ message: this.messages.value.copyFailed, variant: 'error' });
    }
  }

  private handleDisconnect() {
    void getAppControllers()?.connectFlow.disconnect();
  }
}

defineElement('w3m-account-view', W3mAccountView);
declare global { interface HTMLElementTagNameMap { 'w3m-account-view': W3mAccountView } }
