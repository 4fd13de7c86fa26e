import type { SessionNamespace } from './walletconnect-types.js';

type Namespaces = Record<string, SessionNamespace>;

/** The entries of one namespace: its own key and inline chain keys such as `eip155:1`. */
function entriesOf(namespaces: Namespaces, namespace: string): SessionNamespace[] {
  return Object.entries(namespaces)
    .filter(([key]) => key === namespace || key.startsWith(`${namespace}:`))
    .map(([key, entry]) => (key.includes(':') ? { ...entry, chains: [key, ...(entry.chains ?? [])] } : entry));
}

const chainOfAccount = (account: string) => account.split(':').slice(0, 2).join(':');
const unique = (values: string[]) => [...new Set(values)];

/**
 * The CAIP-2 chains a session grants in a namespace, in the wallet's order: its `chains` list,
 * else the chains of its accounts.
 *
 * @example
 * sessionChains({ namespaces, namespace: 'eip155' }); // ['eip155:1', 'eip155:10']
 */
export function sessionChains({ namespaces, namespace }: { namespaces: Namespaces; namespace: string }): string[] {
  return unique(
    entriesOf(namespaces, namespace).flatMap((entry) =>
      entry.chains?.length ? entry.chains : entry.accounts.map(chainOfAccount),
    ),
  );
}

/**
 * The addresses a session grants on a chain (CAIP-10 accounts `chain:address` of that chain);
 * when the wallet listed none for it, the namespace's addresses on any chain.
 *
 * @example
 * sessionAddresses({ namespaces, chainId: 'eip155:1' }); // ['0xabc…']
 */
export function sessionAddresses({ namespaces, chainId }: { namespaces: Namespaces; chainId: string }): string[] {
  const accounts = entriesOf(namespaces, chainId.split(':')[0] ?? '').flatMap((entry) => entry.accounts);
  const onChain = accounts.filter((account) => chainOfAccount(account) === chainId);
  return unique((onChain.length ? onChain : accounts).map((account) => account.split(':').slice(2).join(':')));
}

/**
 * Whether the session lets the dapp call `method` on `chainId` (both granted in the namespace).
 *
 * @example
 * if (!isRequestApproved({ namespaces, chainId: 'eip155:1', method: 'personal_sign' })) throw …;
 */
export function isRequestApproved({
  namespaces,
  chainId,
  method,
}: {
  namespaces: Namespaces;
  chainId: string;
  method: string;
}): boolean {
  const namespace = chainId.split(':')[0] ?? '';
  return (
    sessionChains({ namespaces, namespace }).includes(chainId) &&
    entriesOf(namespaces, namespace).some((entry) => (entry.methods ?? []).includes(method))
  );
}
