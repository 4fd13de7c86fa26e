import type { siwxEmailCaptureEn } from '../../siwx-email-capture-en.js';
import type { Translation } from '../../translation.js';

/** Japanese texts of the sign-in's email step; siwx-email-capture-en.ts is the source. */
export const messages: Translation<typeof siwxEmailCaptureEn> = {
  intro: (dappName) => `${dappName} は、ウォレットでサインインする前にメールアドレスの入力を求めています。`,
  emailLabel: 'メールアドレス',
  emailPlaceholder: 'メールアドレス',
  continue: '続行',
  cancel: 'キャンセル',
  sentTo: (email) => `${email} に送信した 6 桁のコードを入力してください`,
  useAnotherEmail: '別のメールアドレスを使用',
  tryAgain: '再試行',
  errors: {
    INVALID_EMAIL: '有効なメールアドレスを入力してください',
    RATE_LIMITED: 'コードのリクエストが多すぎます。1 分待ってから、もう一度お試しください。',
    SEND_FAILED: 'コードを送信できませんでした。接続を確認して、もう一度お試しください。',
    CODE_INVALID: 'コードが正しくありません。メールを確認して、もう一度入力してください。',
    CODE_EXPIRED: 'このコードは有効期限が切れたか、試行回数の上限に達しました。新しいコードを送信してください。',
    VERIFY_FAILED: 'コードを確認できませんでした。接続を確認して、もう一度お試しください。',
    EMAIL_TOKEN_INVALID: 'メールアドレスの確認の有効期限が切れました。もう一度メールアドレスを確認してください。',
  },
};
