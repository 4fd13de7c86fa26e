import { isEip1193Provider, type Eip1193Provider } from './eip1193.js';

/** The wallet at `window.ethereum`, for wallets that predate EIP-6963. */
export function findLegacyInjectedProvider({ target = window }: { target?: Window } = {}): Eip1193Provider | undefined {
  const candidate = (target as Window & { ethereum?: unknown }).ethereum;
  return isEip1193Provider(candidate) ? candidate : undefined;
}
