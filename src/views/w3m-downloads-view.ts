import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { $directory } from '../core/stores/directory-store.js';
import { $messages } from '../core/messages/messages-store.js';
import type { Messages } from '../core/messages/en.js';
import { StoreController } from '../core/stores/store-controller.js';
import type { WalletListEntry } from '../core/types/wallet.js';
import { isSafeImageUrl } from '../core/utils/is-safe-image-url.js';
import { toHttpsUrl } from '../core/utils/to-https-url.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { renderIcon } from '../ui/icons.js';
import { viewStyles } from './view.styles.js';
import '../ui/wui-wallet-image.js';

type LinkLabel = { [K in keyof Messages]: Messages[K] extends string ? K : never }[keyof Messages];

/** The directory fields offered as links, in the order shown; custom-scheme deep links are skipped. */
const LINKS: ReadonlyArray<readonly [LinkLabel, (wallet: WalletListEntry) => string | null | undefined]> = [
  ['walletLinkHomepage', (wallet) => wallet.homepage],
  ['walletLinkChrome', (wallet) => wallet.chrome_store],
  ['walletLinkFirefox', (wallet) => wallet.firefox_store],
  ['walletLinkEdge', (wallet) => wallet.edge_store],
  ['walletLinkSafari', (wallet) => wallet.safari_store],
  ['walletLinkDownload', (wallet) => wallet.download_url],
  ['walletLinkAppStore', (wallet) => wallet.app_store],
  ['walletLinkPlayStore', (wallet) => wallet.play_store],
  ['walletLinkDesktop', (wallet) => wallet.desktop_universal_link ?? wallet.desktop_link],
  ['walletLinkWebapp', (wallet) => wallet.webapp_link],
  ['walletLinkMobile', (wallet) => wallet.mobile_universal_link ?? wallet.mobile_link],
];

/**
 * Where to get a directory wallet that is not installed: its website and stores as plain links
 * (https only, opened without referrer or opener).
 */
export class W3mDownloadsView extends LitElement {
  static override styles = [
    baseStyles,
    viewStyles,
    css`
    wui-wallet-image { --wui-wallet-image-size: 72px; }
    ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; width: 100%; }
    a {
      display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 12px 14px;
      border-radius: var(--wui-radius-lg); background: var(--wui-surface); color: var(--wui-text); text-decoration: none;
      font-size: var(--wui-text-md); font-weight: 500;
    }
    a:hover { background: var(--wui-surface-hover); }
    a svg { color: var(--wui-text-secondary); flex: none; }
  `,
  ];

  @property({ attribute: false }) wallet?: WalletListEntry;

  private readonly directory = new StoreController(this, $directory);
  private readonly messages = new StoreController(this, $messages);

  override render() {
    const wallet = this.wallet;
    if (!wallet) return null;
    const text = this.messages.value;
    const image = wallet.image_id ? this.directory.value.images[wallet.image_id] : undefined;
    const links = uniqueLinks(wallet);
    return html`<div class="center" data-testid="downloads-view">
      <wui-wallet-image .src=${isSafeImageUrl(image) ? image : ''} .name=${wallet.name}></wui-wallet-image>
      <p class="title">${text.notInstalled(wallet.name)}</p>
      <p class="secondary">${links.length ? text.getWalletHint : text.noWalletLinks}</p>
      <ul>
        ${links.map(
          ([label, href]) => html`<li><a href=${href} target="_blank" rel="noopener noreferrer"
          referrerpolicy="no-referrer" data-testid=${`downloads-${label}`}>${text[label]}${renderIcon('external')}</a></li>`,
        )}
      </ul>
    </div>`;
  }
}

/** The wallet's https links, each URL once. */
function uniqueLinks(wallet: WalletListEntry): Array<readonly [LinkLabel, string]> {
  const seen = new Set<string>();
  const links: Array<readonly [LinkLabel, string]> = [];
  for (const [label, read] of LINKS) {
    const href = toHttpsUrl(read(wallet));
    if (!href || seen.has(href)) continue;
    seen.add(href);
    links.push([label, href]);
  }
  return links;
}

defineElement('w3m-downloads-view', W3mDownloadsView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-downloads-view': W3mDownloadsView;
  }
}
