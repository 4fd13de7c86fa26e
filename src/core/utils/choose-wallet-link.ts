import type { WalletListEntry } from '../types/wallet.js';
import { formatNativeUrl, formatUniversalUrl, type WalletLink } from './format-wallet-link.js';

export interface ChooseWalletLinkParameters {
  wallet: Pick<
    WalletListEntry,
    'mobile_link' | 'mobile_universal_link' | 'desktop_link' | 'desktop_universal_link' | 'webapp_link'
  >;
  wcUri: string;
  /** A phone or tablet: the wallet's mobile app; otherwise its desktop app or web app. */
  mobile: boolean;
}

/**
 * The link that opens this wallet with the pairing URI (SPEC §3 "mobile_link, desktop_link,
 * webapp_link"): on mobile its app (`mobile_link`, else its universal link), else its web app;
 * on desktop its desktop app, else its web app. Undefined when it has none that is safe to open.
 *
 * @example
 * chooseWalletLink({ wallet: { webapp_link: 'https://wallet.example' }, wcUri, mobile: false })?.href;
 * // 'https://wallet.example/wc?uri=…'
 */
export function chooseWalletLink({ wallet, wcUri, mobile }: ChooseWalletLinkParameters): WalletLink | undefined {
  const candidates = mobile
    ? [
        formatNativeUrl({ appUrl: wallet.mobile_link, wcUri }),
        formatUniversalUrl({ appUrl: wallet.mobile_universal_link, wcUri }),
      ]
    : [
        formatNativeUrl({ appUrl: wallet.desktop_link, wcUri }),
        formatUniversalUrl({ appUrl: wallet.desktop_universal_link, wcUri }),
      ];
  candidates.push(formatUniversalUrl({ appUrl: wallet.webapp_link, wcUri }));
  return candidates.find((link) => link !== undefined);
}
