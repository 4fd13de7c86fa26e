import { LitElement, html, nothing } from 'lit';
import { $smartAccountMessages } from '../core/messages/smart-account-messages.js';
import { $accountTypeSwitch } from '../core/stores/account-type-store.js';
import { $activeChain } from '../core/stores/chain-store.js';
import { $connectors } from '../core/stores/connectors-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { AppContextConsumer } from './app-context.js';
import { w3mAccountSmartAccountStyles } from './w3m-account-smart-account.styles.js';
import '../ui/wui-button.js';

/**
 * The Account view's account-kind row (issue 17 part 4), only for the embedded wallet's EVM
 * account on a network where it has a smart account: which kind is active (the smart account with
 * a tag saying whether it is deployed there), and "Switch to your smart account" / "Switch to
 * your EOA", busy while the frame switches; a failed switch says so with "Try again".
 */
export class W3mAccountSmartAccount extends LitElement {
  private readonly texts = new StoreController(this, $smartAccountMessages);
  static override styles = [baseStyles, w3mAccountSmartAccountStyles];

  private readonly chain = new StoreController(this, $activeChain);
  private readonly connectors = new StoreController(this, $connectors);
  private readonly switchState = new StoreController(this, $accountTypeSwitch);
  private readonly app = new AppContextConsumer(this);

  override render() {
    const chain = this.chain.value;
    const account = chain?.account;
    if (chain?.namespace !== 'eip155' || account?.status !== 'connected') return nothing;
    if (this.connectors.value.find((candidate) => candidate.id === account.connectorId)?.type !== 'AUTH')
      return nothing;
    const enabled = (chain.smartAccountEnabledNetworks ?? []).some((id) => String(id) === String(chain.activeChainId));
    if (!enabled) return nothing;
    const isSmart = account.preferredAccountType === 'smartAccount';
    const { switching, failed, reason } = this.switchState.value;
    return html`<div class="row" data-testid="account-type-row" data-account-type=${isSmart ? 'smartAccount' : 'eoa'}>
        <span class="kind">
          <span data-testid="account-type">${isSmart ? this.texts.value.smartAccount : this.texts.value.eoa}</span>
          ${isSmart && account.smartAccountDeployed !== undefined ? this.renderTag(account.smartAccountDeployed) : nothing}
        </span>
        <wui-button variant="neutral" size="sm" data-testid="account-type-switch" ?loading=${Boolean(switching)}
          @click=${() => this.handleSwitch(isSmart ? 'eoa' : 'smartAccount')}>${isSmart ? this.texts.value.switchToEoa : this.texts.value.switchToSmartAccount}</wui-button>
      </div>
      ${
        failed && !switching
          ? html`<div class="error" role="alert" data-testid="account-type-error">
          <span>${reason === 'not-allowed' ? this.texts.value.switchNotAllowed : this.texts.value.switchFailed}</span>
          <wui-button variant="neutral" size="sm" data-testid="account-type-retry" @click=${this.handleRetry}>${this.texts.value.retry}</wui-button>
        </div>`
          : nothing
      }`;
  }

  private renderTag(deployed: boolean) {
    return html`<span class=${deployed ? 'tag deployed' : 'tag'} data-testid="account-type-deployed" data-deployed=${String(deployed)}>${
      deployed ? this.texts.value.deployed : this.texts.value.notDeployed
    }</span>`;
  }

  private handleSwitch(type: 'eoa' | 'smartAccount') {
    void this.app.controllers.smartAccount?.switchAccountType({ type });
  }

  private handleRetry() {
    void this.app.controllers.smartAccount?.retry();
  }
}

defineElement('w3m-account-smart-account', W3mAccountSmartAccount);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-account-smart-account': W3mAccountSmartAccount;
  }
}
