import { BaseError, type BaseErrorParameters } from './base-error.js';

/** One entry of the alert catalogue: the banner shows `shortMessage`, logs and tooltips `longMessage`. */
export type Alert = {
  code: string;
  shortMessage: string;
  longMessage: string;
};

/**
 * The alert catalogue of SPEC §8, keyed by code. Short messages are the spec's exact texts.
 *
 * @example
 * ALERTS.APKT002.shortMessage; // 'Invalid App Configuration'
 */
export const ALERTS = {
  APKT001: {
    code: 'APKT001',
    shortMessage: 'Network Not Found',
    longMessage: 'The requested network is not configured: add it to the networks passed to createAppKit.',
  },
  APKT002: {
    code: 'APKT002',
    shortMessage: 'Invalid App Configuration',
    longMessage: "Origin not allowed: add this origin to the project's allowed domains.",
  },
  APKT003: {
    code: 'APKT003',
    shortMessage: 'Network Error: Wallet Load Failed',
    longMessage: 'The embedded wallet did not load: check the network connection and the frame URL, then try again.',
  },
  APKT004: {
    code: 'APKT004',
    shortMessage: 'Wallet Request Timeout',
    longMessage: 'The embedded wallet did not answer in time: try again.',
  },
  APKT005: {
    code: 'APKT005',
    shortMessage: 'Unverified Domain',
    longMessage: "The embedded wallet refused to load: verify this domain in the project's settings.",
  },
  APKT006: {
    code: 'APKT006',
    shortMessage: 'Session Expired',
    longMessage: "The session is not valid yet or has expired: check the device's clock and connect again.",
  },
  APKT007: {
    code: 'APKT007',
    shortMessage: 'Invalid Project ID',
    longMessage: 'The project ID was rejected: check the projectId passed to createAppKit.',
  },
  APKT008: {
    code: 'APKT008',
    shortMessage: 'Project ID Missing',
    longMessage: 'No project ID is configured: pass a projectId to createAppKit.',
  },
  APKT009: {
    code: 'APKT009',
    shortMessage: 'Server Error',
    longMessage: 'The server could not load the app configuration: try again later.',
  },
  APKT010: {
    code: 'APKT010',
    shortMessage: 'Rate Limited',
    longMessage: 'Too many requests for the app configuration: wait a moment and try again.',
  },
  MULTI_WALLET_NOT_ENABLED: {
    code: 'MULTI_WALLET_NOT_ENABLED',
    shortMessage: 'Multi-Wallet Not Enabled',
    longMessage: 'Connecting several wallets at once is not enabled for this project.',
  },
} as const satisfies Record<string, Alert>;

export type AlertCode = keyof typeof ALERTS;

/**
 * Alert codes by what went wrong, so callers read `ALERT_CODES.ORIGIN_NOT_ALLOWED`, not `'APKT002'`.
 *
 * @example
 * new AlertError({ code: ALERT_CODES.IFRAME_REQUEST_TIMEOUT });
 */
export const ALERT_CODES = {
  NETWORK_NOT_FOUND: 'APKT001',
  ORIGIN_NOT_ALLOWED: 'APKT002',
  IFRAME_LOAD_FAILED: 'APKT003',
  IFRAME_REQUEST_TIMEOUT: 'APKT004',
  UNVERIFIED_DOMAIN: 'APKT005',
  JWT_TOKEN_NOT_VALID: 'APKT006',
  INVALID_PROJECT_ID: 'APKT007',
  PROJECT_ID_NOT_CONFIGURED: 'APKT008',
  SERVER_ERROR: 'APKT009',
  RATE_LIMITED: 'APKT010',
  MULTI_WALLET_NOT_ENABLED: 'MULTI_WALLET_NOT_ENABLED',
} as const satisfies Record<string, AlertCode>;

// SPEC §8 "Provider errors mapped: origin not allowed, JWT not yet valid, invalid key".
const PROVIDER_ERROR_ALERTS: readonly (readonly [fragment: string, code: AlertCode])[] = [
  ['origin not allowed', 'APKT002'],
  ['not yet valid', 'APKT006'],
  ['invalid key', 'APKT007'],
];

/**
 * The alert for a provider error message the spec maps (origin not allowed, JWT not yet valid,
 * invalid key), or `undefined`. Matching is by case-insensitive fragment because relays word
 * these messages differently ('Unauthorized: origin not allowed').
 *
 * @example
 * getAlertForProviderError({ message: 'Unauthorized: invalid key' })?.code; // 'APKT007'
 */
export function getAlertForProviderError({ message }: { message: string }): (typeof ALERTS)[AlertCode] | undefined {
  const text = message.toLowerCase();
  const match = PROVIDER_ERROR_ALERTS.find(([fragment]) => text.includes(fragment));
  return match ? ALERTS[match[1]] : undefined;
}

/**
 * The code of the catalogue alert whose English short message `message` is, or `undefined`. Only for
 * an error that reaches a view as its short message (a stored `errorMessage`, shownText in
 * alert-texts.ts); the banner is opened by code (`alert.open({ code })`), never by this lookup.
 *
 * @example
 * alertCodeOf({ message: 'Session Expired' }); // 'APKT006'
 */
export function alertCodeOf({ message }: { message: string }): AlertCode | undefined {
  return Object.values(ALERTS).find((alert) => alert.shortMessage === message)?.code;
}

export type AlertErrorParameters = BaseErrorParameters & { code: AlertCode };

/**
 * An error that the UI shows as an alert banner from the catalogue.
 *
 * @example
 * throw new AlertError({ code: 'APKT004', cause: timeoutError });
 * // error.shortMessage === 'Wallet Request Timeout'; error.alert.longMessage explains
 */
export class AlertError extends BaseError {
  override name = 'AlertError' as const;
  readonly code: AlertCode;
  readonly alert: Alert;

  constructor({ code, metaMessages, ...parameters }: AlertErrorParameters) {
    const alert = ALERTS[code];
    super(alert.shortMessage, { ...parameters, metaMessages: metaMessages ?? [alert.longMessage] });
    this.code = code;
    this.alert = alert;
  }
}
