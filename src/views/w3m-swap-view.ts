import { LitElement, html, nothing } from 'lit';
import { $account, $network } from '../core/stores/chain-store.js';
import { $locale } from '../core/messages/locale-store.js';
import { $swap } from '../core/stores/swap-store.js';
import { $tokenBalances } from '../core/stores/token-balances-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { $swapMessages } from '../core/messages/swap-messages.js';
import { ConvertNoQuoteReason, type ConvertToken } from '../core/protocol/convert-api.js';
import { formatUsd } from '../core/utils/format-usd.js';
import { swapDetails } from '../core/utils/swap-details.js';
import { swapFormStatus, type SwapFormStatus } from '../core/utils/swap-form-status.js';
import { swapTokenBalance } from '../core/utils/swap-token-balance.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { nativeSymbolOf, renderSwapDetails } from './swap-details-rows.js';
import { SwapControllerConsumer } from './swap-controller-consumer.js';
import { swapStyles } from './swap.styles.js';
import { viewStyles } from './view.styles.js';
import '../ui/wui-button.js';
import '../ui/wui-icon-button.js';

/**
 * The swap form (issue 19; AppKit's Swap): what to pay and what to receive, each with its token
 * button and balance, Max and flip; the quote's numbers under them; Review when the quote stands.
 * An unsupported network shows SPEC §8's text instead.
 */
export class W3mSwapView extends LitElement {
  private readonly swapTexts = new StoreController(this, $swapMessages);
  static override styles = [baseStyles, viewStyles, swapStyles];

  private readonly state = new StoreController(this, $swap);
  private readonly account = new StoreController(this, $account);
  private readonly network = new StoreController(this, $network);
  private readonly tokenBalances = new StoreController(this, $tokenBalances);
  private readonly swap = new SwapControllerConsumer(this, (swap) => this.open(swap));
  /** The network the form was last opened for: another one (a switch while open) opens it again. */
  private openedFor: string | undefined;

  override willUpdate() {
    const swap = this.swap.value;
    if (swap && this.isConnected && this.openedFor !== this.network.value?.caipNetworkId) this.open(swap);
  }

  private open(swap: NonNullable<SwapControllerConsumer['value']>) {
    this.openedFor = this.network.value?.caipNetworkId;
    void swap.open();
  }

  override render() {
    const state = this.state.value;
    if (state.tokensStatus === 'unsupported')
      return html`<div class="column" data-testid="swap-view">
        <p class="secondary error" role="alert" data-testid="swap-error">${this.swapTexts.value.networkNotSupported}</p>
      </div>`;
    const { sourceToken, targetToken, sourceAmount, quoteStale } = state;
    const balances = this.tokenBalances.value.balances;
    const sourceBalance = swapTokenBalance({ token: sourceToken, balances, account: this.account.value });
    const targetBalance = swapTokenBalance({ token: targetToken, balances, account: this.account.value });
    const status = swapFormStatus({ state, sourceBalance });
    const network = this.network.value;
    const details = swapDetails({ state, nativeDecimals: network?.nativeCurrency.decimals ?? 18 });
    return html`<form class="column" data-testid="swap-view" @submit=${this.handleReview}>
      <div class="field">
        <label for="swap-from">${this.swapTexts.value.pay}</label>
        <div class="row">
          <input id="swap-from" data-testid="swap-amount-from" inputmode="decimal" autocomplete="off" placeholder="0"
            .value=${sourceAmount} @input=${this.handleAmount}
            aria-invalid=${status === 'invalid-amount' || status === 'insufficient-balance' ? 'true' : 'false'} />
          ${this.renderTokenButton({ token: sourceToken, side: 'source' })}
        </div>
        <div class="row secondary">
          <span>${details?.payUsd !== undefined && !quoteStale ? formatUsd({ value: details.payUsd, locale: $locale.get() }) : ''}</span>
          <span style="flex:1"></span>
          ${
            sourceBalance !== undefined
              ? html`<span data-testid="swap-balance-from">${this.swapTexts.value.balance(sourceBalance)}</span>
            <wui-button variant="neutral" size="sm" data-testid="swap-max" @click=${this.handleMax}>${this.swapTexts.value.max}</wui-button>`
              : nothing
          }
        </div>
      </div>
      <wui-icon-button class="flip" icon="forward" .label=${this.swapTexts.value.flip} data-testid="swap-flip" @click=${this.handleFlip}></wui-icon-button>
      <div class="field ${quoteStale ? 'stale' : ''}">
        <label for="swap-to">${this.swapTexts.value.receive}</label>
        <div class="row">
          <input id="swap-to" data-testid="swap-amount-to" readonly placeholder="0" .value=${details?.receive ?? ''}
            aria-busy=${status === 'quoting' ? 'true' : 'false'} />
          ${this.renderTokenButton({ token: targetToken, side: 'target' })}
        </div>
        <div class="row secondary">
          <span>${details?.receiveUsd !== undefined && !quoteStale ? formatUsd({ value: details.receiveUsd, locale: $locale.get() }) : ''}</span>
          <span style="flex:1"></span>
          ${targetBalance !== undefined ? html`<span data-testid="swap-balance-to">${this.swapTexts.value.balance(targetBalance)}</span>` : nothing}
        </div>
      </div>
      ${
        details && sourceToken && targetToken
          ? renderSwapDetails({
              details,
              source: sourceToken,
              target: targetToken,
              nativeSymbol: nativeSymbolOf({ network, tokens: state.tokens }),
              stale: quoteStale,
            })
          : nothing
      }
      ${this.renderProblem(status)}
      ${
        status === 'error' || status === 'stale'
          ? html`<wui-button full-width variant="neutral" data-testid="swap-refresh" @click=${this.handleRefresh}>${status === 'error' ? this.swapTexts.value.tryAgain : this.swapTexts.value.refreshQuote}</wui-button>`
          : nothing
      }
      <wui-button full-width data-testid="swap-review" .disabled=${status !== 'ready'} .loading=${status === 'quoting'}
        @click=${this.handleReview}>${this.reviewLabel(status)}</wui-button>
    </form>`;
  }

  private renderTokenButton({ token, side }: { token: ConvertToken | undefined; side: 'source' | 'target' }) {
    return html`<wui-button variant="neutral" size="sm" data-testid=${side === 'source' ? 'swap-token-from' : 'swap-token-to'}
      @click=${() => this.handleToken(side)}>${token?.symbol ?? this.swapTexts.value.selectToken}</wui-button>`;
  }

  /** The states with their own text (the button names the first missing step instead). */
  private renderProblem(status: SwapFormStatus) {
    const state = this.state.value;
    const text =
      status === 'insufficient-balance'
        ? this.swapTexts.value.insufficientBalance(state.sourceToken?.symbol ?? '')
        : status === 'invalid-amount'
          ? this.swapTexts.value.invalidAmount
          : status === 'no-liquidity'
            ? state.noQuoteReason === ConvertNoQuoteReason.noPool
              ? this.swapTexts.value.noPool
              : this.swapTexts.value.noLiquidity
            : status === 'error'
              ? (state.error ?? this.swapTexts.value.requestFailed)
              : status === 'stale'
                ? this.swapTexts.value.quoteStale
                : state.tokensStatus === 'error'
                  ? (state.error ?? this.swapTexts.value.requestFailed)
                  : undefined;
    if (!text) return nothing;
    return html`<p class="secondary error" role="alert" data-testid="swap-error" data-status=${status}>${text}</p>`;
  }

  private reviewLabel(status: SwapFormStatus): string {
    if (status === 'select-tokens') return this.swapTexts.value.selectTokens;
    if (status === 'enter-amount') return this.swapTexts.value.enterAmount;
    if (status === 'quoting') return this.swapTexts.value.quoting;
    return this.swapTexts.value.review;
  }

  private handleAmount(event: Event) {
    this.swap.value?.setAmount({ value: (event.target as HTMLInputElement).value });
  }

  private handleMax() {
    this.swap.value?.fillMax();
  }

  private handleFlip() {
    this.swap.value?.flip();
  }

  private handleRefresh() {
    const swap = this.swap.value;
    if (!swap) return;
    if (swap.state.tokensStatus === 'error') void swap.open();
    else void swap.refreshQuote();
  }

  private handleToken(side: 'source' | 'target') {
    this.swap.app.controllers.router.push({ view: 'SwapSelectToken', params: { target: side } });
  }

  private handleReview(event: Event) {
    event.preventDefault();
    const swap = this.swap.value;
    if (!swap) return;
    const balance = swapTokenBalance({
      token: swap.state.sourceToken,
      balances: this.tokenBalances.value.balances,
      account: this.account.value,
    });
    if (swapFormStatus({ state: swap.state, sourceBalance: balance }) !== 'ready') return;
    this.swap.app.controllers.router.push({ view: 'SwapPreview', params: undefined });
  }
}

defineElement('w3m-swap-view', W3mSwapView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-swap-view': W3mSwapView;
  }
}
