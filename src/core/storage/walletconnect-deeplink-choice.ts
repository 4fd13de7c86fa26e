/**
 * localStorage key of the wallet chosen through a link: the name the WalletConnect SDKs read, so it
 * carries no `@appkit/` prefix (storage.ts keeps the prefixed keys).
 */
const WALLETCONNECT_DEEPLINK_CHOICE_KEY = 'WALLETCONNECT_DEEPLINK_CHOICE';

/** The wallet a visitor opened through a link: its base link (no pairing URI) and its name. */
export interface WalletConnectDeepLinkChoice {
  href: string;
  name: string;
}

/** Where the choice lives: localStorage by default (looked up at each call: reading it can throw in a sandbox). */
export interface DeepLinkChoiceParameters {
  backend?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
}

const backendOf = ({ backend }: DeepLinkChoiceParameters) => backend ?? globalThis.localStorage;

/**
 * The remembered wallet, under the key the WalletConnect SDKs use (`WALLETCONNECT_DEEPLINK_CHOICE`),
 * so a later signing request can bring that wallet back to the front on mobile. Undefined when
 * missing, corrupt or unreadable.
 * @example readDeepLinkChoice()?.href; // 'rainbow://'
 */
export function readDeepLinkChoice(parameters: DeepLinkChoiceParameters = {}): WalletConnectDeepLinkChoice | undefined {
  try {
    const value: unknown = JSON.parse(backendOf(parameters).getItem(WALLETCONNECT_DEEPLINK_CHOICE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { href, name } = value as Record<string, unknown>;
    return typeof href === 'string' && href !== '' && typeof name === 'string' ? { href, name } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Remembers the wallet opened through a link; never throws (unwritable storage forgets it).
 * @example writeDeepLinkChoice({ choice: { href: 'rainbow://', name: 'Rainbow' } });
 */
export function writeDeepLinkChoice({
  choice,
  ...parameters
}: DeepLinkChoiceParameters & { choice: WalletConnectDeepLinkChoice }): void {
  try {
    backendOf(parameters).setItem(WALLETCONNECT_DEEPLINK_CHOICE_KEY, JSON.stringify(choice));
  } catch {
    // A sandboxed frame or a full quota: later requests just do not reopen the wallet.
  }
}

/**
 * Forgets the remembered wallet (its session ended); never throws.
 * @example clearDeepLinkChoice();
 */
export function clearDeepLinkChoice(parameters: DeepLinkChoiceParameters = {}): void {
  try {
    backendOf(parameters).removeItem(WALLETCONNECT_DEEPLINK_CHOICE_KEY);
  } catch {
    // Nothing to do: unreadable storage holds no choice either.
  }
}
