import type { SiwxEmailErrorReason } from '../siwx/siwx-email-error-reason.js';

/**
 * English texts of the sign-in's email step (SPEC §4 "Sign-in with wallet": DataCapture and
 * DataCaptureOtpConfirm). A table of its own so it loads with those views, not with the button
 * (DESIGN §11); a translation is another object of this type. The header titles are en.ts's.
 */
export const siwxEmailCaptureEn = {
  intro: (dappName: string) => `${dappName} asks for your email address before you sign in with your wallet.`,
  emailLabel: 'Email address',
  emailPlaceholder: 'Email',
  continue: 'Continue',
  cancel: 'Cancel',
  sentTo: (email: string) => `Enter the 6-digit code we sent to ${email}`,
  useAnotherEmail: 'Use another email',
  tryAgain: 'Try again',
  /** Why the last request failed, by the reason the siwx email store holds. */
  errors: {
    INVALID_EMAIL: 'Enter a valid email address',
    RATE_LIMITED: 'Too many codes were requested. Wait a minute, then try again.',
    SEND_FAILED: 'We could not send the code. Check your connection and try again.',
    CODE_INVALID: 'That code is not right. Check the mail and enter it again.',
    CODE_EXPIRED: 'This code has expired or was tried too often. Send a new one.',
    VERIFY_FAILED: 'We could not check the code. Check your connection and try again.',
    EMAIL_TOKEN_INVALID: 'Your email confirmation has expired. Confirm your email again.',
  } satisfies Record<SiwxEmailErrorReason, string>,
} as const;

export type SiwxEmailCaptureMessages = typeof siwxEmailCaptureEn;
