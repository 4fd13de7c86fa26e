import type { frameMessages as englishFrameMessages } from '../frame-messages.js';
import type { Translation } from '../translation.js';

/** Modern Standard Arabic texts of the frame's own screens (recovery key); frame-messages.ts is the source. */
export const frameMessages: Translation<typeof englishFrameMessages> = {
  cancel: 'إلغاء',
  working: 'جارٍ المعالجة…',
  recoveryTitle: 'مفتاح الاسترداد',
  recoveryIntro: 'إذا فقد هذا المتصفح بيانات المحفظة، أو فتحتها على موقع أو جهاز آخر، فإن مفتاح الاسترداد يعيدها إليك.',
  recoveryNow: (name) => `الحالي: ${name}.`,
  methodNames: {
    'server-escrow': 'يحتفظ به خادم هذا التطبيق (حفظ وصائي: يمكن لمشغّله استعادة محفظتك)',
    passphrase: 'عبارة المرور الخاصة بك (أنت وحدك من يمكنه استعادة محفظتك)',
    'passkey-prf': 'مفتاح المرور الخاص بك (أنت وحدك من يمكنه استعادة محفظتك)',
  },
  usePasskey: 'استخدام مفتاح مرور',
  usePasskeyDetail:
    'أنت وحدك من يمكنه استعادة المحفظة باستخدام مفتاح المرور هذا. إذا فقدته، فلن يتمكن أحد من استعادة المحفظة.',
  usePassphrase: 'استخدام عبارة مرور',
  usePassphraseDetail:
    'أنت وحدك من يمكنه استعادة المحفظة باستخدام عبارة مرور من 12 حرفًا على الأقل. لا يمكن لأحد إعادة تعيينها: دوّنها.',
  useServer: 'السماح لخادم التطبيق بالاحتفاظ به',
  useServerDetail: 'حفظ وصائي: لن تفقد الوصول أبدًا، لكن مشغّل هذا التطبيق يمكنه استعادة محفظتك.',
  passphraseLabel: 'عبارة المرور (12 حرفًا على الأقل)',
  passphraseRepeatLabel: 'عبارة المرور نفسها مرة أخرى',
  passphraseMismatch: 'عبارتا المرور مختلفتان',
  passphraseTooShort: 'استخدم 12 حرفًا على الأقل',
  savePassphrase: 'حفظ عبارة المرور',
  saved: 'تم الحفظ',
  unlockTitle: 'أدخل مفتاح الاسترداد',
  unlockIntro: 'مفتاح استرداد هذه المحفظة بحوزتك وحدك. أدخله لفتح المحفظة على هذا الجهاز.',
  unlockPassphrase: 'فتح القفل',
  unlockPasskey: 'استخدام مفتاح المرور الخاص بي',
  wrongKey: 'مفتاح الاسترداد هذا لا يفتح هذه المحفظة. أعد المحاولة.',
  passkeyUnavailable: 'تعذّر استخدام مفتاح المرور. أعد المحاولة، أو استخدم جهازًا آخر يتوفر عليه.',
  failed: 'حدث خطأ ما. أعد المحاولة.',
};
