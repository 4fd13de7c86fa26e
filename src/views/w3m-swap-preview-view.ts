import { LitElement, html, nothing } from 'lit';
import { $network } from '../core/stores/chain-store.js';
import { $locale } from '../core/messages/locale-store.js';
import { $swap } from '../core/stores/swap-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { $swapMessages } from '../core/messages/swap-messages.js';
import { formatUsd } from '../core/utils/format-usd.js';
import { parseDecimalAmount } from '../core/utils/parse-decimal-amount.js';
import { swapDetails } from '../core/utils/swap-details.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { nativeSymbolOf, renderSwapDetails } from './swap-details-rows.js';
import { SwapControllerConsumer } from './swap-controller-consumer.js';
import { swapStyles } from './swap.styles.js';
import { viewStyles } from './view.styles.js';
import '../ui/wui-button.js';

/**
 * The swap's summary (issue 19; AppKit's SwapPreview): what is paid and received, the quote's
 * numbers, then Approve (exact amount) when the allowance is short, else Swap. The quote keeps
 * refreshing; a stale one disables both until it is refreshed. A failure shows here, the form kept.
 */
export class W3mSwapPreviewView extends LitElement {
  private readonly swapTexts = new StoreController(this, $swapMessages);
  static override styles = [baseStyles, viewStyles, swapStyles];

  private readonly state = new StoreController(this, $swap);
  private readonly network = new StoreController(this, $network);
  private readonly swap = new SwapControllerConsumer(this, (swap) => {
    if (!swap.state.step) void swap.loadAllowance();
  });

  override render() {
    const state = this.state.value;
    const { sourceToken, targetToken, sourceAmount, quoteStale, quoteStatus, step, previewError } = state;
    const network = this.network.value;
    const details = swapDetails({ state, nativeDecimals: network?.nativeCurrency.decimals ?? 18 });
    const swap = this.swap.value;
    const amount = sourceToken
      ? parseDecimalAmount({ value: sourceAmount, decimals: sourceToken.decimals })
      : undefined;
    const needsApproval = swap !== undefined && amount !== undefined && swap.needsApproval({ amount });
    const quoteUsable = details !== undefined && !quoteStale && quoteStatus === 'ready';
    return html`<div class="column" data-testid="swap-preview-view">
      <div class="summary"><span>${this.swapTexts.value.pay}</span>
        <span class="amount" data-testid="swap-preview-pay">${sourceAmount} ${sourceToken?.symbol ?? ''}${
          details?.payUsd !== undefined
            ? html` <span class="secondary">${formatUsd({ value: details.payUsd, locale: $locale.get() })}</span>`
            : nothing
        }</span></div>
      <div class="summary ${quoteStale ? 'stale' : ''}"><span>${this.swapTexts.value.receive}</span>
        <span class="amount" data-testid="swap-preview-receive">${details?.receive ?? ''} ${targetToken?.symbol ?? ''}${
          details?.receiveUsd !== undefined
            ? html` <span class="secondary">${formatUsd({ value: details.receiveUsd, locale: $locale.get() })}</span>`
            : nothing
        }</span></div>
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
      ${quoteStale && !step ? html`<p class="secondary" role="status" data-testid="swap-preview-stale">${this.swapTexts.value.quoteStale}</p>` : nothing}
      ${previewError ? html`<p class="secondary error" role="alert" data-testid="swap-preview-error">${previewError}</p>` : nothing}
      ${
        needsApproval && sourceToken
          ? html`<p class="secondary" data-testid="swap-approve-note">${this.swapTexts.value.approveNote(sourceAmount, sourceToken.symbol)}</p>
            <wui-button full-width data-testid="swap-approve" .loading=${step === 'approving'} .disabled=${!quoteUsable || step !== undefined}
              @click=${this.handleApprove}>${step === 'approving' ? this.swapTexts.value.approving : this.swapTexts.value.approveStep(sourceToken.symbol)}</wui-button>`
          : html`<wui-button full-width data-testid="swap-confirm" .loading=${step === 'swapping'} .disabled=${!quoteUsable || step !== undefined}
              @click=${this.handleSwap}>${step === 'swapping' ? this.swapTexts.value.swapping : previewError ? this.swapTexts.value.tryAgain : this.swapTexts.value.confirmSwap}</wui-button>`
      }
      ${
        quoteStale && !step
          ? html`<wui-button full-width variant="neutral" data-testid="swap-refresh" @click=${this.handleRefresh}>${this.swapTexts.value.refreshQuote}</wui-button>`
          : nothing
      }
    </div>`;
  }

  private handleApprove() {
    const swap = this.swap.value;
    if (!swap || swap.state.step) return;
    void swap.approve();
  }

  private handleSwap() {
    const swap = this.swap.value;
    if (!swap || swap.state.step) return;
    void swap.swap();
  }

  private handleRefresh() {
    void this.swap.value?.refreshQuote();
  }
}

defineElement('w3m-swap-preview-view', W3mSwapPreviewView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-swap-preview-view': W3mSwapPreviewView;
  }
}
