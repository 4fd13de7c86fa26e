import { html, nothing } from 'lit';
import { $swapMessages } from '../core/messages/swap-messages.js';
import { $locale } from '../core/messages/locale-store.js';
import { SLIPPAGE_TOLERANCE } from '../core/protocol/convert-api.js';
import type { ConvertToken } from '../core/protocol/convert-api.js';
import type { Network } from '../core/types/network.js';
import { formatUsd } from '../core/utils/format-usd.js';
import { isNativeSwapToken } from '../core/utils/swap-token-balance.js';
import type { SwapDetails } from '../core/utils/swap-details.js';
import { formatPercent } from '../core/utils/swap-math.js';

/**
 * The quote's rows, shared by the form and the preview: price, price impact (warned above 5 %),
 * network fee in the native coin and dollars, minimum received after slippage.
 */
export function renderSwapDetails({
  details,
  source,
  target,
  nativeSymbol,
  stale,
}: {
  details: SwapDetails;
  source: ConvertToken;
  target: ConvertToken;
  nativeSymbol: string;
  stale: boolean;
}) {
  // Read at render time: the views that call this follow $swapMessages, so they re-render on a switch.
  const text = $swapMessages.get();
  const { price, priceImpact, highPriceImpact, networkFee, networkFeeUsd, minimumReceived } = details;
  return html`<div class="details ${stale ? 'stale' : ''}" data-testid="swap-details" aria-live="polite">
    <div class="detail"><span>${text.price}</span>
      <span data-testid="swap-price">${text.priceLine(source.symbol, price, target.symbol)}</span></div>
    ${
      priceImpact !== undefined
        ? html`<div class="detail ${highPriceImpact ? 'warning' : ''}"><span>${text.priceImpact}</span>
          <span data-testid="swap-price-impact" data-high=${highPriceImpact ? 'true' : 'false'}>${formatPercent(priceImpact)}</span></div>`
        : nothing
    }
    <div class="detail"><span>${text.networkFee}</span>
      <span data-testid="swap-network-fee">${
        networkFee !== undefined
          ? `${networkFee} ${nativeSymbol}${networkFeeUsd !== undefined ? ` (${formatUsd({ value: networkFeeUsd, locale: $locale.get() })})` : ''}`
          : '—'
      }</span></div>
    <div class="detail"><span>${text.minimumReceived} <span class="label">${text.slippageNote(SLIPPAGE_TOLERANCE)}</span></span>
      <span data-testid="swap-min-received">${minimumReceived} ${target.symbol}</span></div>
    ${highPriceImpact ? html`<p class="secondary warning" role="alert" data-testid="swap-impact-warning">${text.priceImpactWarning}</p>` : nothing}
  </div>`;
}

/** The native coin's symbol: the network's, else the swap list's native entry. */
export function nativeSymbolOf({
  network,
  tokens,
}: {
  network: Network | undefined;
  tokens: readonly ConvertToken[];
}): string {
  return network?.nativeCurrency.symbol ?? tokens.find((token) => isNativeSwapToken(token.address))?.symbol ?? '';
}
