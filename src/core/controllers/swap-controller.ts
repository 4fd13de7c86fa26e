import type { MapStore } from 'nanostores';
import { SwapError } from '../errors/swap-error.js';
import { $swapMessages } from '../messages/swap-messages.js';
import type { ConvertToken } from '../protocol/convert-api.js';
import { $tokenBalances } from '../stores/token-balances-store.js';
import { EMPTY_SWAP_STATE, type SwapState } from '../stores/swap-store.js';
import type { Network } from '../types/network.js';
import type { SwapServices } from '../types/swap-services.js';
import { formatUnits } from '../utils/format-units.js';
import { parseDecimalAmount } from '../utils/parse-decimal-amount.js';
import { isNativeSwapToken, swapTokenBalance } from '../utils/swap-token-balance.js';
import type { SwapApi } from './swap-api.js';
import {
  SWAP_DEFAULT_GAS,
  SWAP_QUOTE_DEBOUNCE_MS,
  SWAP_QUOTE_REFRESH_MS,
  SWAP_TOKEN_PRICE_CACHE_MS,
} from './swap-constants.js';
import { runApprove, runSwap, type SwapFlowApp, type SwapTarget } from './swap-transactions.js';

export type { SwapTarget } from './swap-transactions.js';

export interface SwapControllerParameters {
  store: MapStore<SwapState>;
  api: SwapApi;
  /** The app's controllers the swap reads and drives (account, network, wallet, router, events, toast). */
  app: SwapFlowApp;
  /** What sending needs (absent or answering undefined: the form quotes, approve and swap refuse with a clear text). */
  services?: (() => Promise<SwapServices | undefined>) | undefined;
  debounceMs?: number | undefined;
  refreshMs?: number | undefined;
  now?: (() => number) | undefined;
}

/**
 * The swap (issue 19; SPEC §3 "Swap", §4): which chains the server swaps on (cached per chain),
 * the form (tokens, amount, flip, Max), quotes asked for 400 ms after the last change and
 * refreshed every 15 s while a swap view is open (an older answer is dropped; a quote past its time
 * is marked stale until refreshed), token prices, gas price, allowance, then the approve and swap
 * transactions (swap-transactions.ts).
 * @example
 * const swap = new SwapController({ store: swapStore, api: new SwapApi({ api }), app: controllers });
 * await swap.open();
 * swap.setAmount({ value: '0.1' }); // $swap: quoteStatus 'loading', then 'ready' with quotes[0].toAmount
 */
export class SwapController {
  private readonly tokensByChain = new Map<string, Promise<readonly ConvertToken[]>>();
  private sequence = 0;
  private debounceTimer: ReturnType<typeof setTimeout> | undefined;
  private refreshTimer: ReturnType<typeof setInterval> | undefined;
  private watchers = 0;
  private pricesAt: { chainId: string; at: number } | undefined;

  constructor(private readonly parameters: SwapControllerParameters) {}

  get state(): SwapState {
    return this.parameters.store.get();
  }

  /** The account and network a swap is for, or undefined (not connected, or not EVM). */
  target(): SwapTarget | undefined {
    const { chains } = this.parameters.app;
    if (chains.activeNamespace !== 'eip155') return undefined;
    const network = chains.getActiveNetwork('eip155');
    const account = chains.getAccount('eip155');
    if (!network || account.status !== 'connected' || !account.address) return undefined;
    return { network, address: account.address, userAddress: `${network.caipNetworkId}:${account.address}` };
  }

  /**
   * Whether the server swaps on a network: it lists tokens there. Answered once per chain; a
   * NETWORK_NOT_SUPPORTED answer is false, a failed request is asked again next time.
   */
  async checkAvailability({ network }: { network: Network }): Promise<boolean> {
    const chainId = network.caipNetworkId;
    const known = this.state.supportedChains[chainId];
    if (known !== undefined) return known;
    try {
      const tokens = await this.loadTokens({ chainId });
      return tokens.length > 0;
    } catch {
      return this.state.supportedChains[chainId] ?? false;
    }
  }

  /** The Swap view opened: the tokens of the active chain, the native coin to pay, prices and gas price. */
  async open(): Promise<void> {
    const target = this.target();
    if (!target) return this.update({ tokensStatus: 'unsupported' });
    const chainId = target.network.caipNetworkId;
    if (this.state.chainId !== chainId) this.resetForm({ chainId });
    this.update({ tokensStatus: 'loading', error: undefined });
    try {
      const tokens = await this.loadTokens({ chainId });
      if (this.state.chainId !== chainId) return;
      this.update({ tokens, tokensStatus: tokens.length ? 'ready' : 'unsupported' });
      if (!this.state.sourceToken && tokens[0]) this.update({ sourceToken: tokens[0] });
    } catch (error) {
      if (this.state.chainId !== chainId) return;
      const unsupported = error instanceof SwapError && error.reason === 'unsupported';
      this.update({ tokensStatus: unsupported ? 'unsupported' : 'error', error: errorText(error) });
      return;
    }
    void this.loadPrices();
    void this.loadGasPrice();
    if (this.state.sourceAmount) void this.fetchQuote();
  }

  /**
   * Refreshes the quote every 15 s while a swap view shows (each view watches while connected);
   * returns the function that stops watching.
   */
  watch(): () => void {
    this.watchers++;
    this.refreshTimer ??= setInterval(() => this.tick(), this.parameters.refreshMs ?? SWAP_QUOTE_REFRESH_MS);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      if (--this.watchers > 0) return;
      clearInterval(this.refreshTimer);
      this.refreshTimer = undefined;
    };
  }

  /** The amount paid changed: the shown quote no longer stands; a new one is asked after the debounce. */
  setAmount({ value }: { value: string }): void {
    this.update({ sourceAmount: value });
    this.requestQuote();
  }

  /** Picks the token paid (`source`) or received (`target`); picking the other side's token flips them. */
  setToken({ side, token }: { side: 'source' | 'target'; token: ConvertToken }): void {
    const { sourceToken, targetToken } = this.state;
    const other = side === 'source' ? targetToken : sourceToken;
    if (other && sameToken(other, token)) return this.flip();
    this.update(side === 'source' ? { sourceToken: token } : { targetToken: token });
    if (side === 'source') void this.loadAllowance();
    this.requestQuote({ immediately: true });
  }

  /** Swaps paid and received; the amount paid becomes what the quote received. */
  flip(): void {
    const { sourceToken, targetToken, quotes, quoteStale } = this.state;
    const received =
      quotes[0] && !quoteStale && targetToken
        ? formatUnits({ value: BigInt(quotes[0].toAmount), decimals: targetToken.decimals })
        : undefined;
    this.update({
      sourceToken: targetToken,
      targetToken: sourceToken,
      ...(received !== undefined ? { sourceAmount: received } : {}),
    });
    void this.loadAllowance();
    this.requestQuote({ immediately: true });
  }

  /** Max: the whole token balance; for the native coin, the balance less twice the swap's network fee. */
  fillMax(): void {
    const { sourceToken, gasPrice, quotes } = this.state;
    const balance = swapTokenBalance({
      token: sourceToken,
      balances: $tokenBalances.get().balances,
      account: this.target() ? this.parameters.app.chains.getAccount('eip155') : {},
    });
    if (!sourceToken || balance === undefined) return;
    let amount = parseDecimalAmount({ value: balance, decimals: sourceToken.decimals }) ?? 0n;
    if (isNativeSwapToken(sourceToken.address)) {
      const gas = quotes[0]?.gas ? BigInt(quotes[0].gas) : SWAP_DEFAULT_GAS;
      const reserve = 2n * gas * BigInt(gasPrice ?? '0');
      amount = amount > reserve ? amount - reserve : 0n;
    }
    this.setAmount({ value: formatUnits({ value: amount, decimals: sourceToken.decimals }) });
  }

  /** Asks for a quote now (Try again, Refresh quote). */
  refreshQuote(): Promise<void> {
    clearTimeout(this.debounceTimer);
    return this.fetchQuote();
  }

  /** The quote for the form now; an answer that arrives after the form changed again is dropped. */
  async fetchQuote(): Promise<void> {
    const sequence = ++this.sequence;
    const request = this.quoteRequest();
    if (!request) return this.update({ quotes: [], quoteStatus: 'idle', quoteStale: false, noQuoteReason: undefined });
    this.update({ quoteStatus: 'loading', error: undefined });
    try {
      const answer = await this.parameters.api.quotes({ ...request, gasPrice: this.state.gasPrice });
      if (sequence !== this.sequence) return;
      this.update(
        answer.quotes.length
          ? {
              quotes: answer.quotes,
              quoteStatus: 'ready',
              quoteStale: false,
              noQuoteReason: undefined,
              quoteUpdatedAt: this.now(),
            }
          : { quotes: [], quoteStatus: 'no-liquidity', quoteStale: false, noQuoteReason: answer.reason },
      );
    } catch (error) {
      if (sequence !== this.sequence) return;
      // A quote that could not be refreshed stays visible but marked, never as if current.
      this.update({ quoteStatus: 'error', error: errorText(error), quoteStale: this.state.quotes.length > 0 });
    }
  }

  /** Reads what the router may spend of the source token (the native coin needs no allowance). */
  async loadAllowance(): Promise<void> {
    const { sourceToken } = this.state;
    const target = this.target();
    if (!sourceToken || !target) return;
    const key = `${sourceToken.address}|${target.userAddress}`.toLowerCase();
    if (isNativeSwapToken(sourceToken.address)) return this.update({ allowance: undefined, allowanceFor: undefined });
    try {
      const { allowance } = await this.parameters.api.allowance({
        tokenAddress: sourceToken.address,
        userAddress: target.userAddress,
      });
      this.update({ allowance, allowanceFor: key });
    } catch {
      this.update({ allowance: undefined, allowanceFor: undefined });
    }
  }

  /** Whether the source token needs an approval for `amount` (base units) before the swap; unknown counts as yes. */
  needsApproval({ amount }: { amount: bigint }): boolean {
    const { sourceToken, allowance, allowanceFor } = this.state;
    const target = this.target();
    if (!sourceToken || isNativeSwapToken(sourceToken.address)) return false;
    const key = `${sourceToken.address}|${target?.userAddress ?? ''}`.toLowerCase();
    return allowance === undefined || allowanceFor !== key || BigInt(allowance) < amount;
  }

  /** Sends the exact-amount approval and waits for its receipt; the preview then offers the swap. */
  approve(): Promise<boolean> {
    return runApprove({ controller: this, ...this.flowParameters() });
  }

  /** Builds, sends and waits for the swap; on success Account shows with a toast. */
  swap(): Promise<boolean> {
    return runSwap({ controller: this, ...this.flowParameters() });
  }

  /** Patches the state (the flow writes through here). */
  update(patch: Partial<SwapState>): void {
    this.parameters.store.set({ ...this.parameters.store.get(), ...patch });
  }

  /** Empties the form (after a swap, or on another chain); the per-chain availability stays. */
  resetForm({ chainId }: { chainId?: string | undefined } = {}): void {
    this.sequence++;
    clearTimeout(this.debounceTimer);
    const { supportedChains, tokenPrices } = this.state;
    this.parameters.store.set({ ...EMPTY_SWAP_STATE, supportedChains, tokenPrices, ...(chainId ? { chainId } : {}) });
  }

  private flowParameters() {
    return { api: this.parameters.api, app: this.parameters.app, services: this.parameters.services };
  }

  private requestQuote({ immediately = false }: { immediately?: boolean } = {}): void {
    // The shown quote is for the old form from now on: an answer in flight for it is dropped too.
    this.sequence++;
    clearTimeout(this.debounceTimer);
    const pending = this.quoteRequest() !== undefined;
    this.update({
      quoteStale: this.state.quotes.length > 0,
      quoteStatus: pending ? 'loading' : 'idle',
      error: undefined,
    });
    if (!pending) return this.update({ quotes: [], quoteStale: false, noQuoteReason: undefined });
    this.debounceTimer = setTimeout(
      () => void this.fetchQuote(),
      immediately ? 0 : (this.parameters.debounceMs ?? SWAP_QUOTE_DEBOUNCE_MS),
    );
  }

  private quoteRequest() {
    const { sourceToken, targetToken, sourceAmount } = this.state;
    const target = this.target();
    if (!sourceToken || !targetToken || !target) return undefined;
    const amount = parseDecimalAmount({ value: sourceAmount, decimals: sourceToken.decimals });
    if (!amount) return undefined;
    return {
      amount: String(amount),
      userAddress: target.userAddress,
      from: sourceToken.address,
      to: targetToken.address,
    };
  }

  /** Every refresh interval: a quote past its time is marked stale, then asked again. */
  private tick(): void {
    const { quotes, quoteUpdatedAt, step } = this.state;
    if (step) return; // never change the numbers under a transaction in flight
    const refreshMs = this.parameters.refreshMs ?? SWAP_QUOTE_REFRESH_MS;
    if (quotes.length && quoteUpdatedAt !== undefined && this.now() - quoteUpdatedAt >= refreshMs)
      this.update({ quoteStale: true });
    if (this.quoteRequest()) void this.fetchQuote();
    void this.loadPrices();
  }

  private loadTokens({ chainId }: { chainId: string }): Promise<readonly ConvertToken[]> {
    let pending = this.tokensByChain.get(chainId);
    if (!pending) {
      pending = this.parameters.api.tokens({ chainId }).then(
        ({ tokens }) => {
          this.update({ supportedChains: { ...this.state.supportedChains, [chainId]: tokens.length > 0 } });
          return tokens;
        },
        (error: unknown) => {
          if (error instanceof SwapError && error.reason === 'unsupported')
            this.update({ supportedChains: { ...this.state.supportedChains, [chainId]: false } });
          else this.tokensByChain.delete(chainId); // asked again next time
          throw error;
        },
      );
      this.tokensByChain.set(chainId, pending);
    }
    return pending;
  }

  /** USD prices of the chain's tokens (SPEC §9 "token price 15 s"). */
  private async loadPrices(): Promise<void> {
    const { tokens, chainId } = this.state;
    if (!chainId || !tokens.length) return;
    if (this.pricesAt?.chainId === chainId && this.now() - this.pricesAt.at < SWAP_TOKEN_PRICE_CACHE_MS) return;
    this.pricesAt = { chainId, at: this.now() };
    try {
      const { fungibles } = await this.parameters.api.prices({ addresses: tokens.map((token) => token.address) });
      const prices = Object.fromEntries(fungibles.map(({ address, price }) => [address.toLowerCase(), price]));
      this.update({ tokenPrices: { ...this.state.tokenPrices, ...prices } });
    } catch {
      this.pricesAt = undefined; // the dollar values stay unknown until the next try
    }
  }

  private async loadGasPrice(): Promise<void> {
    const chainId = this.state.chainId;
    if (!chainId) return;
    try {
      const { standard } = await this.parameters.api.gasPrice({ chainId });
      if (this.state.chainId === chainId) this.update({ gasPrice: standard });
    } catch {
      // The fee shows as unavailable; the wallet prices the transaction itself.
    }
  }

  private now(): number {
    return (this.parameters.now ?? Date.now)();
  }
}

const sameToken = (a: ConvertToken, b: ConvertToken) => a.address.toLowerCase() === b.address.toLowerCase();

/** The text of a failed request. */
export function errorText(error: unknown): string {
  return error instanceof SwapError ? error.shortMessage : $swapMessages.get().requestFailed;
}
