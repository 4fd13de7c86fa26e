import { BaseError, type BaseErrorParameters } from '../../../src/core/errors/base-error.js';
import type { FrameSuccessPayload } from '../../../src/core/protocol/index.js';

/** What a sign-in still needs before the wallet opens here (src/core/protocol signInStepSchema). */
export type SignInStep = Extract<FrameSuccessPayload<'CONNECT_SOCIAL'>, { action: string }>;

export type SignInStepRequiredErrorParameters = BaseErrorParameters & { step: SignInStep };

/**
 * The wallet cannot open on this device yet: a device code, the user's recovery key or the end of
 * a new device's wait must come first (issue "Hardening" parts 1 and 10). The handlers turn it
 * into the reply's `action`; it is not a failure, and never reaches toErrorReply.
 *
 * @example
 * throw new SignInStepRequiredError({ step: { action: 'VERIFY_RECOVERY_KEY' } });
 */
export class SignInStepRequiredError extends BaseError {
  override name = 'SignInStepRequiredError' as const;
  readonly step: SignInStep;

  constructor({ step, ...parameters }: SignInStepRequiredErrorParameters) {
    super(`The wallet needs ${step.action} on this device`, parameters);
    this.step = step;
  }
}
