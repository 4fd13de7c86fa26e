import type { Connector } from '../types/connector.js';

export interface WalletIdentity {
  name?: string | null | undefined;
  rdns?: string | null | undefined;
}

/**
 * Whether a connector is the given wallet: same rdns, or the same name ignoring case (SPEC §5).
 * A MULTI_CHAIN entry matches when one of its namespace connectors does.
 * @example isSameWallet({ connector, wallet: { rdns: 'io.metamask', name: 'MetaMask' } })
 */
export function isSameWallet({ connector, wallet }: { connector: Connector; wallet: WalletIdentity }): boolean {
  const rdns = wallet.rdns?.trim();
  const name = wallet.name?.trim().toLowerCase();
  const candidates = [connector, ...(connector.connectors ?? [])];
  return candidates.some(
    (candidate) =>
      (Boolean(rdns) && candidate.info?.rdns === rdns) ||
      (Boolean(name) && candidate.name.trim().toLowerCase() === name),
  );
}

/**
 * The installed connector for a directory wallet, matched by rdns or case-insensitive name, so a
 * wallet is never listed twice and choosing it connects the installed one.
 * @example findInstalledConnector({ wallet: { rdns: 'io.metamask', name: 'MetaMask' }, connectors })
 */
export function findInstalledConnector({
  wallet,
  connectors,
}: {
  wallet: WalletIdentity;
  connectors: readonly Connector[];
}): Connector | undefined {
  return connectors.find((connector) => connector.type !== 'EXTERNAL' && isSameWallet({ connector, wallet }));
}
