import { BaseError, type BaseErrorParameters } from '../../core/errors/base-error.js';

/**
 * The relay closed the connection with code 3000: it refuses this client. The message is the
 * relay's reason as it sent it ('Unauthorized: origin not allowed', 'Unauthorized: invalid key',
 * 'JWT validation error: …'), which getAlertForProviderError maps to APKT002, APKT007 or APKT006.
 * Every later call of the same client fails with it too.
 *
 * @example
 * if (error instanceof WalletConnectRelayRefusedError) showAlert(getAlertForProviderError(error));
 */
export class WalletConnectRelayRefusedError extends BaseError {
  override name = 'WalletConnectRelayRefusedError' as const;
  readonly reason: string;
  constructor({ reason, ...parameters }: BaseErrorParameters & { reason: string }) {
    super(reason || 'The relay refused the connection', parameters);
    this.reason = reason;
  }
}

/**
 * The relay could not be reached, or did not answer a call in time.
 *
 * @example
 * throw new WalletConnectRelayUnavailableError({ details: 'irn_publish' });
 */
export class WalletConnectRelayUnavailableError extends BaseError {
  override name = 'WalletConnectRelayUnavailableError' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('WalletConnect relay unavailable', parameters);
  }
}

/**
 * The wallet declined the session proposal; `code` is the wallet's (5000 user rejected, …).
 *
 * @example
 * offer.approval.catch((error) => { if (error instanceof WalletConnectRejectedError) showDeclined(); });
 */
export class WalletConnectRejectedError extends BaseError {
  override name = 'WalletConnectRejectedError' as const;
  readonly code: number | undefined;
  constructor({ code, ...parameters }: BaseErrorParameters & { code?: number } = {}) {
    super('Connection declined', parameters);
    this.code = code;
  }
}

/**
 * The pairing offer was cancelled (a new URI replaced it, the view closed, or the client closed).
 *
 * @example
 * offer.cancel(); // offer.approval rejects with WalletConnectCancelledError
 */
export class WalletConnectCancelledError extends BaseError {
  override name = 'WalletConnectCancelledError' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Connection cancelled', parameters);
  }
}

/**
 * No wallet answered the proposal before it expired (five minutes, the protocol's proposal ttl).
 *
 * @example
 * if (error instanceof WalletConnectProposalExpiredError) offerNewUri();
 */
export class WalletConnectProposalExpiredError extends BaseError {
  override name = 'WalletConnectProposalExpiredError' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Connection proposal expired', parameters);
  }
}

/**
 * The wallet did not answer a session request in time; the modal shows APKT004.
 *
 * @example
 * if (error instanceof WalletConnectRequestTimeoutError) showAlert(error.alertCode);
 */
export class WalletConnectRequestTimeoutError extends BaseError {
  override name = 'WalletConnectRequestTimeoutError' as const;
  readonly alertCode = 'APKT004' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Wallet Request Timeout', parameters);
  }
}
