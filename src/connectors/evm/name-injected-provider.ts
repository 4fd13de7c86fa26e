import { GENERIC_BROWSER_WALLET_NAME } from '../../core/utils/filter-connectors.js';
import type { Eip1193Provider } from './eip1193.js';

// Flags well-known wallets set on `window.ethereum`, most specific first (several wallets also set
// isMetaMask for compatibility, so it comes last).
const KNOWN_FLAGS: ReadonlyArray<readonly [flag: string, name: string]> = [
  ['isBraveWallet', 'Brave Wallet'],
  ['isRabby', 'Rabby Wallet'],
  ['isCoinbaseWallet', 'Coinbase Wallet'],
  ['isTrust', 'Trust Wallet'],
  ['isTrustWallet', 'Trust Wallet'],
  ['isOkxWallet', 'OKX Wallet'],
  ['isBitKeep', 'Bitget Wallet'],
  ['isTokenPocket', 'TokenPocket'],
  ['isZerion', 'Zerion'],
  ['isRainbow', 'Rainbow'],
  ['isFrame', 'Frame'],
  ['isExodus', 'Exodus'],
  ['isPhantom', 'Phantom'],
  ['isMetaMask', 'MetaMask'],
];

/**
 * The name a legacy `window.ethereum` wallet goes by: a known flag's wallet name, else the name
 * spelled by its own `isSomeWallet` flag, else the generic "Browser Wallet".
 * @example nameInjectedProvider({ provider: { isRabby: true, request } }) // 'Rabby Wallet'
 */
export function nameInjectedProvider({ provider }: { provider: Eip1193Provider }): string {
  const flags = provider as unknown as Record<string, unknown>;
  const known = KNOWN_FLAGS.find(([flag]) => flags[flag] === true);
  if (known) return known[1];
  const own = Object.keys(flags).find((key) => /^is[A-Z][A-Za-z0-9]+$/.test(key) && flags[key] === true);
  return own ? own.slice(2).replace(/([a-z0-9])([A-Z])/g, '$1 $2') : GENERIC_BROWSER_WALLET_NAME;
}
