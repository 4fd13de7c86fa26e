import { alertCodeOf, type AlertCode } from '../errors/alerts.js';
import type { Messages } from './en.js';
import { $messages } from './messages-store.js';

// The error objects keep SPEC §8's English (tests and logs read it); the banner shows the table's text.
const ALERT_TEXT_KEYS = {
  APKT001: 'alertNetworkNotFound',
  APKT002: 'alertInvalidAppConfiguration',
  APKT003: 'alertWalletLoadFailed',
  APKT004: 'alertWalletRequestTimeout',
  APKT005: 'alertUnverifiedDomain',
  APKT006: 'alertSessionExpired',
  APKT007: 'alertInvalidProjectId',
  APKT008: 'alertProjectIdMissing',
  APKT009: 'alertServerError',
  APKT010: 'alertRateLimited',
  MULTI_WALLET_NOT_ENABLED: 'alertMultiWalletNotEnabled',
} as const satisfies Record<AlertCode, keyof Messages>;

/**
 * The alert banner's text in the active language: the table's text for a catalogue alert, else the
 * message as given.
 *
 * @example
 * alertText({ alert: { code: 'APKT004', message: 'Wallet Request Timeout' }, text }); // text.alertWalletRequestTimeout
 */
export function alertText({
  alert,
  text,
}: {
  alert: { code?: AlertCode | undefined; message: string };
  text: Messages;
}) {
  return alert.code ? text[ALERT_TEXT_KEYS[alert.code]] : alert.message;
}

// SPEC §8's exact wording of the auth server's rate limit, which reaches the modal through the frame.
const RETRY_AFTER = /^Please try again after (\d+) seconds$/;

/**
 * An error's short message as a view shows it: a SPEC §8 text (a frame timeout, a refused origin,
 * the server's "Please try again after {n} seconds") in the active language, any other as given.
 *
 * @example
 * shownText({ message: new FrameTimeoutError({ reason: 'iframe_request_timeout' }).shortMessage }); // 'Zeitüberschreitung …' in German
 */
export function shownText({ message, text = $messages.get() }: { message: string; text?: Messages }): string {
  const wait = RETRY_AFTER.exec(message);
  if (wait) return text.retryAfterSeconds(Number(wait[1]));
  return alertText({ alert: { code: alertCodeOf({ message }), message }, text });
}
