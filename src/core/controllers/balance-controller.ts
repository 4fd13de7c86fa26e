import type { Network } from '../types/network.js';
import type { ChainNamespace } from '../types/caip.js';
import type { ChainController } from './chain-controller.js';

/** Reads a native balance as a decimal string; the root supplies the chain client lazily. */
export type ReadNativeBalance = (parameters: { network: Network; address: string }) => Promise<string>;

/** Keeps the active account's native balance in step with its address and network. */
export class BalanceController {
  /** Per namespace: a newer read of the same namespace wins; another namespace's read is not newer. */
  private readonly requestSerials = new Map<ChainNamespace, number>();

  constructor(private readonly parameters: { chains: ChainController; readNativeBalance: ReadNativeBalance }) {}

  /** Fetches the balance of a namespace's connected account on its active network. */
  async refresh({ namespace }: { namespace: ChainNamespace }): Promise<void> {
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
    chains.patchAccount({ namespace, patch: { balanceLoading: true } });
    try {
      const balance = await readNativeBalance({ network, address });
      if (!isLatest()) return;
      chains.patchAccount({
        namespace,
        patch: { balance, balanceSymbol: network.nativeCurrency.symbol, balanceLoading: false },
      });
    } catch {
      if (!isLatest()) return;
      chains.patchAccount({
        namespace,
        patch: { balance: undefined, balanceSymbol: network.nativeCurrency.symbol, balanceLoading: false },
      });
    }
  }
}
