import type { siwxEmailCaptureEn } from '../../siwx-email-capture-en.js';
import type { Translation } from '../../translation.js';

/** Modern Standard Arabic texts of the sign-in's email step; siwx-email-capture-en.ts is the source. */
export const messages: Translation<typeof siwxEmailCaptureEn> = {
  intro: (dappName) => `يطلب ${dappName} عنوان بريدك الإلكتروني قبل تسجيل الدخول بمحفظتك.`,
  emailLabel: 'عنوان البريد الإلكتروني',
  emailPlaceholder: 'البريد الإلكتروني',
  continue: 'متابعة',
  cancel: 'إلغاء',
  sentTo: (email) => `أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى ${email}`,
  useAnotherEmail: 'استخدام بريد إلكتروني آخر',
  tryAgain: 'إعادة المحاولة',
  errors: {
    INVALID_EMAIL: 'أدخل عنوان بريد إلكتروني صالحًا',
    RATE_LIMITED: 'تم طلب عدد كبير جدًا من الرموز. انتظر دقيقة، ثم أعد المحاولة.',
    SEND_FAILED: 'تعذّر علينا إرسال الرمز. تحقّق من اتصالك وأعد المحاولة.',
    CODE_INVALID: 'هذا الرمز غير صحيح. راجع الرسالة وأدخله مرة أخرى.',
    CODE_EXPIRED: 'انتهت صلاحية هذا الرمز أو جُرّب مرات كثيرة جدًا. أرسل رمزًا جديدًا.',
    VERIFY_FAILED: 'تعذّر علينا التحقق من الرمز. تحقّق من اتصالك وأعد المحاولة.',
    EMAIL_TOKEN_INVALID: 'انتهت صلاحية تأكيد بريدك الإلكتروني. أكّد بريدك الإلكتروني مرة أخرى.',
  },
};
