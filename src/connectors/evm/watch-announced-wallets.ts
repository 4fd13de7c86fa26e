import { isEip1193Provider, type Eip1193Provider } from './eip1193.js';

/** An EIP-6963 announcement, checked: wallet data is untrusted input. */
export interface AnnouncedWallet {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: Eip1193Provider;
}

const ANNOUNCE_EVENT = 'eip6963:announceProvider';
const REQUEST_EVENT = 'eip6963:requestProvider';

/**
 * Listens for EIP-6963 wallet announcements and asks installed wallets to announce themselves.
 * Returns the function that stops listening.
 * @example const stop = watchAnnouncedWallets({ onWallet: (wallet) => console.log(wallet.info.name) })
 */
export function watchAnnouncedWallets({
  onWallet,
  target = window,
}: {
  onWallet: (wallet: AnnouncedWallet) => void;
  target?: Window;
}): () => void {
  const handle = (event: Event) => {
    const wallet = parseAnnouncement((event as CustomEvent<unknown>).detail);
    if (wallet) onWallet(wallet);
  };
  target.addEventListener(ANNOUNCE_EVENT, handle);
  target.dispatchEvent(new Event(REQUEST_EVENT));
  return () => target.removeEventListener(ANNOUNCE_EVENT, handle);
}

function parseAnnouncement(detail: unknown): AnnouncedWallet | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined;
  const { info, provider } = detail as { info?: Record<string, unknown>; provider?: unknown };
  if (!info || !isEip1193Provider(provider)) return undefined;
  const { uuid, name, icon, rdns } = info;
  if (typeof uuid !== 'string' || typeof name !== 'string' || typeof rdns !== 'string' || !rdns || !name.trim())
    return undefined;
  return { info: { uuid, name: name.trim(), icon: typeof icon === 'string' ? icon : '', rdns }, provider };
}
