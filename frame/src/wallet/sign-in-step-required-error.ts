import type { FrameSuccessPayload } from '../../../src/core/protocol/index.js';

/** What a sign-in still needs before the wallet opens here (src/core/protocol signInStepSchema). */
export type SignInStep = Extract<FrameSuccessPayload<'CONNECT_SOCIAL'>, { action: string }>;

/**
 * The wallet cannot open on this device yet: a device code, the user's recovery key or the end of
 * a new device's wait must come first (issue "Hardening" parts 1 and 10). The handlers turn it
 * into the reply's `action`; it is not a failure.
 *
 * @example
 * throw new SignInStepRequiredError({ step: { action: 'VERIFY_RECOVERY_KEY' } });
 */
export class SignInStepRequiredError extends Error {
  override name = 'SignInStepRequiredError' as const;
  readonly step: SignInStep;
  constructor({ step }: { step: SignInStep }) {
    super(`The wallet needs ${step.action} on this device`);
    this.step = step;
  }
}

/**
 * The recovery key the visitor gave does not open this wallet (a wrong passphrase, another
 * passkey): the screen says so and lets them try again.
 *
 * @example
 * throw new RecoveryKeyInvalidError();
 */
export class RecoveryKeyInvalidError extends Error {
  override name = 'RecoveryKeyInvalidError' as const;
  constructor() {
    super('That recovery key does not open this wallet');
  }
}
