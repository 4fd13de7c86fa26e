import type { embeddedWalletSecurityEn } from '../../embedded-wallet-security-en.js';
import type { Translation } from '../../translation.js';

/** Modern Standard Arabic texts of the embedded wallet's security views; embedded-wallet-security-en.ts is the source. */
export const messages: Translation<typeof embeddedWalletSecurityEn> = {
  devicesHeading: 'الأجهزة',
  devicesHint: 'كل متصفح وموقع فُتحت فيه محفظتك. أزل ما لا تعرفه منها.',
  thisDevice: 'هذا الجهاز',
  pendingBadge: 'بانتظار الموافقة',
  firstUsed: (date) => `أول استخدام: ${date}`,
  lastUsed: (date) => `آخر استخدام: ${date}`,
  unknownBrowser: 'متصفح ما',
  removeDevice: 'إزالة',
  notMe: 'لم أكن أنا',
  deviceRemoved: 'تمت إزالة الجهاز',
  signOutEverywhere: 'تسجيل الخروج من كل الأجهزة',
  signOutEverywhereHint: 'ينهي كل جلسات هذه المحفظة على كل الأجهزة، بما فيها هذا الجهاز.',
  signedOutEverywhere: 'تم تسجيل الخروج من كل الأجهزة',
  recoveryHeading: 'مفتاح الاسترداد',
  recoveryMethodNames: {
    'server-escrow': 'يحتفظ به خادم هذا التطبيق (حفظ وصائي: يمكن لمشغّله استعادة محفظتك)',
    passphrase: 'عبارة المرور الخاصة بك: أنت وحدك من يمكنه استعادة المحفظة',
    'passkey-prf': 'مفتاح المرور الخاص بك: أنت وحدك من يمكنه استعادة المحفظة',
  },
  changeRecovery: 'تغيير مفتاح الاسترداد',
  recoveryChanged: 'تم تغيير مفتاح الاسترداد',
  securityLoadFailed: 'تعذّر تحميل أجهزتك',
  retry: 'إعادة المحاولة',
  securityButton: 'الأمان: الأجهزة ومفتاح الاسترداد',
  pendingAlert: (name) => `سجّل ${name} الدخول بحساب تواصل اجتماعي وهو بانتظار الموافقة. إن لم يكن ذلك أنت، فأزله.`,
  frameScreenLabel: 'تطلب المحفظة المدمجة مفتاح الاسترداد الخاص بك',
  frameScreenMethodLabel: 'تسألك المحفظة المدمجة عن طريقة حفظ مفتاح الاسترداد الخاص بك',
  devicePendingTitle: 'هذا الجهاز في الانتظار',
  devicePendingText: (date) =>
    `حفاظًا على أمانك، يمكن للجهاز الجديد الذي سجّل الدخول بحساب تواصل اجتماعي فتح هذه المحفظة اعتبارًا من ${date}. حتى ذلك الحين، يمكن لأجهزتك الأخرى رؤيته وإزالته.`,
  devicePendingHint:
    'لتخطي الانتظار، أضف بريدًا إلكترونيًا إلى محفظتك على جهاز تكون مفتوحة فيه، أو عيّن مفتاح الاسترداد الخاص بك.',
  socialDeviceSentTo: (email) => `هذا المتصفح جديد على هذا الحساب. أدخل الرمز الذي أرسلناه إلى ${email} للموافقة عليه`,
  storageUnavailable:
    'يحظر متصفحك تخزين هذه المحفظة على هذا الموقع، لذا لا يمكن لمحفظة البريد الإلكتروني وحسابات التواصل الاجتماعي العمل هنا. اسمح بملفات تعريف الارتباط وبيانات الموقع لهذا الموقع في إعدادات متصفحك، أو اربط محفظة متصفح بدلًا من ذلك.',
  recoveryKeyInvalid: 'مفتاح الاسترداد هذا لا يفتح هذه المحفظة',
};
