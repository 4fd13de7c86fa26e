const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|Opera Mini/i;

/**
 * Whether the page runs on a phone or tablet: a coarse pointer or a mobile user agent. Decides
 * which wallets show (SPEC §5 "Generic Browser Wallet hidden on desktop").
 * @example if (isMobile()) showDeepLinks();
 */
export function isMobile(): boolean {
  if (typeof window === 'undefined') return false;
  return Boolean(window.matchMedia?.('(pointer: coarse)').matches) || MOBILE_USER_AGENT.test(navigator.userAgent);
}
