import type { BalanceController } from '../core/controllers/balance-controller.js';
import { $chains } from '../core/stores/chain-store.js';
import type { ChainNamespace } from '../core/types/caip.js';

/** Refreshes a namespace's balance whenever its account, address or network changes. */
export function watchBalances({ balances }: { balances: BalanceController }): () => void {
  const lastKeys = new Map<ChainNamespace, string>();
  return $chains.subscribe((chains) => {
    for (const chain of Object.values(chains)) {
      if (!chain) continue;
      const { status, address } = chain.account;
      const key = status === 'connected' ? `${address}|${chain.activeChainId}` : '';
      if (lastKeys.get(chain.namespace) === key) continue;
      lastKeys.set(chain.namespace, key);
      if (key) void balances.refresh({ namespace: chain.namespace });
    }
  });
}
