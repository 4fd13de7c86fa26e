// The connected look of <w3m-button> and <w3m-account-button>, kept out of the initial chunk
// (issue 14 part 1): a connection needs the core chunk first, and the buttons load this as soon
// as one starts, so it is here by the time it shows.
import { html, type TemplateResult } from 'lit';
import type { ButtonMessages } from '../core/messages/en-buttons.js';
import type { AccountState } from '../core/stores/chain-store.js';
// Both light and already in the first chunk's reach (the buttons follow $locale): no locale runtime comes with them.
import { $locale } from '../core/messages/locale-store.js';
import { localizeDecimal } from '../core/messages/intl-locale.js';
import { formatBalance } from '../core/utils/format-balance.js';
import { truncateAddress } from '../core/utils/truncate-address.js';
import '../ui/wui-account-button.js';

export interface RenderAccountButtonParameters {
  account: AccountState;
  /** The account's address (set while connected). */
  address: string;
  size: 'sm' | 'md';
  /** 'hide' leaves the balance out. */
  balance: 'show' | 'hide';
  /** Characters of the address kept after `0x` and at its end (Reown AppKit's `charsStart`, `charsEnd`). */
  charsStart: number;
  charsEnd: number;
  disabled: boolean;
  text: ButtonMessages;
  onClick: () => void;
}

/**
 * The account: its balance, and its name with its avatar, or else its truncated address.
 * @example renderAccountButton({ account, address, size: 'md', balance: 'show', charsStart: 4, charsEnd: 6, disabled: false, text, onClick })
 */
export function renderAccountButton({
  account,
  address,
  size,
  balance,
  charsStart,
  charsEnd,
  disabled,
  text,
  onClick,
}: RenderAccountButtonParameters): TemplateResult {
  const showBalance = balance !== 'hide';
  const shownBalance =
    showBalance && account.balance !== undefined
      ? `${localizeDecimal({ value: formatBalance({ value: account.balance }), locale: $locale.get() })} ${account.balanceSymbol ?? ''}`.trim()
      : '';
  const displayAddress = account.profileName || truncateAddress({ address, charsStart, charsEnd });
  return html`<wui-account-button
    .address=${address}
    .displayAddress=${displayAddress}
    .profileImage=${account.profileImage}
    .balance=${shownBalance}
    .balanceLoading=${showBalance && Boolean(account.balanceLoading) && account.balance === undefined}
    .size=${size}
    .accessibleLabel=${text.accountButtonLabel(displayAddress)}
    ?inert=${disabled}
    @click=${onClick}
  ></wui-account-button>`;
}
