import type { ErrorType } from '../../../src/core/errors/error-type.js';
import type { AppRequestPayload, FrameSuccessPayload } from '../../../src/core/protocol/index.js';
import { AuthApiError } from '../api/auth-api-error.js';
import type { FrameContext } from './frame-context.js';
import { provenCall as authorized } from './proven-call.js';

const requestCodeFirst = () =>
  new AuthApiError({ status: 400, code: 'NO_EMAIL_CHANGE', message: 'Request a code first' });

/** What the email-change handlers throw: the auth API's refusals ('Request a code first' for a code out of turn), or a platform error. */
export type UpdateEmailHandlersErrorType = AuthApiError | ErrorType;

/**
 * Changing the signed-in user's email (SPEC §4 "Email update reply is VERIFY_PRIMARY_OTP or
 * VERIFY_SECONDARY_OTP", §7 "update email (primary and secondary otp)"): the current address
 * confirms with a code, then the new one; a user without an email has only the second step. The
 * challenge stays here, in the frame; codes go to the server and nowhere else.
 *
 * @example
 * const { action } = await updateEmailHandlers.UPDATE_EMAIL(context, { email: 'ada@new.example' });
 */
export const updateEmailHandlers = {
  async UPDATE_EMAIL(
    context: FrameContext,
    { email }: AppRequestPayload<'UPDATE_EMAIL'>,
  ): Promise<FrameSuccessPayload<'UPDATE_EMAIL'>> {
    // A new start replaces the change under way, here as on the server.
    context.pendingEmailChange = undefined;
    const { action, challengeId } = await authorized(context, (auth) =>
      context.api.startEmailChange({ ...auth, newEmail: email }),
    );
    context.pendingEmailChange = { step: action === 'VERIFY_PRIMARY_OTP' ? 'primary' : 'secondary', challengeId };
    return { action };
  },

  async UPDATE_EMAIL_PRIMARY_OTP(
    context: FrameContext,
    { otp }: AppRequestPayload<'UPDATE_EMAIL_PRIMARY_OTP'>,
  ): Promise<FrameSuccessPayload<'UPDATE_EMAIL_PRIMARY_OTP'>> {
    const pending = context.pendingEmailChange;
    if (pending?.step !== 'primary') throw requestCodeFirst();
    const { challengeId } = await authorized(context, (auth) =>
      context.api.verifyEmailChangePrimary({ ...auth, challengeId: pending.challengeId, otp }),
    );
    context.pendingEmailChange = { step: 'secondary', challengeId };
    return {};
  },

  async UPDATE_EMAIL_SECONDARY_OTP(
    context: FrameContext,
    { otp }: AppRequestPayload<'UPDATE_EMAIL_SECONDARY_OTP'>,
  ): Promise<FrameSuccessPayload<'UPDATE_EMAIL_SECONDARY_OTP'>> {
    const pending = context.pendingEmailChange;
    if (pending?.step !== 'secondary') throw requestCodeFirst();
    const { newEmail } = await authorized(context, (auth) =>
      context.api.verifyEmailChangeSecondary({ ...auth, challengeId: pending.challengeId, otp }),
    );
    context.pendingEmailChange = undefined;
    context.session.setEmail({ email: newEmail });
    context.log.info('[frame] email changed');
    return { newEmail };
  },
};
