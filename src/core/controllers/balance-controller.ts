import { NATIVE_BALANCE_CACHE_MS } from '../constants.js';
import type { Network } from '../types/network.js';
import type { ChainNamespace } from '../types/caip.js';
import type { ChainController } from './chain-controller.js';

/** Reads a native balance as a decimal string; the root supplies the chain client lazily. */
export type ReadNativeBalance = (parameters: { network: Network; address: string }) => Promise<string>;

export interface BalanceControllerParameters {
  chains: ChainController;
  readNativeBalance: ReadNativeBalance;
  /** Clock in ms for the cache; tests move it. */
  now?: () => number;
}

export interface RefreshBalanceParameters {
  namespace: ChainNamespace;
  /** Reads the chain even within the cache lifetime: after a send the balance has changed. */
  forceUpdate?: boolean;
}

/**
 * Keeps the active account's native balance in step with its address and network. A read is
 * reused for NATIVE_BALANCE_CACHE_MS per account and network (SPEC §9 "native balance 30 s"), so
 * switching away and back reads the chain once; `forceUpdate` reads it anyway.
 * @example
 * const balances = new BalanceController({ chains, readNativeBalance });
 * await balances.refresh({ namespace: 'eip155', forceUpdate: true }); // after a send
 */
export class BalanceController {
  /** Per namespace: a newer read of the same namespace wins; another namespace's read is not newer. */
  private readonly requestSerials = new Map<ChainNamespace, number>();
  /** The last read per account on a network (`caipNetworkId:address`) and when it answered. */
  private readonly readings = new Map<string, { balance: string; readAt: number }>();
  private readonly now: () => number;

  constructor(private readonly parameters: BalanceControllerParameters) {
    this.now = parameters.now ?? Date.now;
  }

  /** Fetches (or reuses the cached) balance of a namespace's connected account on its active network. */
  async refresh({ namespace, forceUpdate = false }: RefreshBalanceParameters): Promise<void> {
    const { chains, readNativeBalance } = this.parameters;
    const chain = chains.getChain(namespace);
    const address = chain?.account.address;
    const network = chain?.networks.find((candidate) => String(candidate.id) === String(chain.activeChainId));
    if (!chain || chain.account.status !== 'connected' || !address) return;
    if (!network) {
      chains.patchAccount({
        namespace,
        patch: { balance: undefined, balanceSymbol: undefined, balanceLoading: false },
      });
      return;
    }
    const serial = (this.requestSerials.get(namespace) ?? 0) + 1; // a slower earlier read must not overwrite a newer one
    this.requestSerials.set(namespace, serial);
    const isLatest = () => this.requestSerials.get(namespace) === serial;
    const balanceSymbol = network.nativeCurrency.symbol;
    const key = `${network.caipNetworkId}:${address}`;
    const cached = this.readings.get(key);
    if (!forceUpdate && cached && this.now() - cached.readAt < NATIVE_BALANCE_CACHE_MS) {
      chains.patchAccount({ namespace, patch: { balance: cached.balance, balanceSymbol, balanceLoading: false } });
      return;
    }
    chains.patchAccount({ namespace, patch: { balanceLoading: true } });
    try {
      const balance = await readNativeBalance({ network, address });
      if (!isLatest()) return;
      this.readings.set(key, { balance, readAt: this.now() });
      chains.patchAccount({ namespace, patch: { balance, balanceSymbol, balanceLoading: false } });
    } catch {
      if (!isLatest()) return;
      this.readings.delete(key);
      chains.patchAccount({ namespace, patch: { balance: undefined, balanceSymbol, balanceLoading: false } });
    }
  }
}
