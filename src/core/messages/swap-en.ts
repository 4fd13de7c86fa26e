import { SWAP_NETWORK_NOT_SUPPORTED_MESSAGE } from '../protocol/convert-api.js';

/**
 * English texts of the swap views (issue 19). A table of its own so it loads with those views, not
 * with the button (DESIGN §11); the titles are en.ts's (the header and the Account button read them).
 */
export const swapEn = {
  // Swap
  pay: 'You pay',
  receive: 'You receive',
  selectToken: 'Select token',
  balance: (amount: string) => `Balance: ${amount}`,
  max: 'Max',
  flip: 'Switch the tokens',
  price: 'Price',
  priceLine: (from: string, price: string, to: string) => `1 ${from} = ${price} ${to}`,
  priceImpact: 'Price impact',
  priceImpactWarning: 'High price impact: you receive much less than the market price',
  networkFee: 'Network fee',
  minimumReceived: 'Minimum received',
  slippageNote: (percent: number) => `after ${percent}% slippage`,
  review: 'Review swap',
  enterAmount: 'Enter an amount',
  selectTokens: 'Select the tokens',
  invalidAmount: 'Invalid amount',
  insufficientBalance: (symbol: string) => `Insufficient ${symbol} balance`,
  noLiquidity: 'Not enough liquidity for this amount',
  noPool: 'No pool trades this pair',
  quoting: 'Getting a quote…',
  quoteStale: 'This quote is out of date',
  refreshQuote: 'Refresh quote',
  loadingTokens: 'Loading tokens…',
  networkNotSupported: SWAP_NETWORK_NOT_SUPPORTED_MESSAGE,
  requestTimeout: 'The swap service did not answer in time',
  requestFailed: 'The swap service could not answer',
  tryAgain: 'Try again',
  // SwapSelectToken
  searchToken: 'Search by name, symbol or address',
  yourTokens: 'Your tokens',
  allTokens: 'All tokens',
  noTokenFound: 'No token found',
  // SwapPreview
  approveStep: (symbol: string) => `Approve ${symbol}`,
  approveNote: (amount: string, symbol: string) => `Allow the exchange to spend ${amount} ${symbol}`,
  approving: 'Approving…',
  confirmSwap: 'Swap',
  swapping: 'Swapping…',
  swapSuccess: (from: string, to: string) => `Swapped ${from} for ${to}`,
  swapRejected: 'You rejected the transaction',
  swapReverted: 'The transaction reverted on chain',
  approveReverted: 'The approval reverted on chain',
  swapFailed: 'The swap failed',
  priceMoved: 'The price moved since this quote, nothing was sent: check the new amounts and swap again',
  walletUnavailable: 'No connected EVM wallet to swap with',
  swapUnavailable: 'Swaps are not available in this app',
};

/** The swap texts' type: a translation is another object of it. */
export type SwapMessages = typeof swapEn;
