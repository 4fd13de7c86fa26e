import type { namesEn } from '../../names-en.js';
import type { Translation } from '../../translation.js';

/** Modern Standard Arabic texts of names (register a name, send to a name); names-en.ts is the source. */
export const messages: Translation<typeof namesEn> = {
  nameLabel: 'الاسم',
  namePlaceholder: 'ابحث عن اسم',
  nameRule: 'أحرف وأرقام وشرطات فقط، 4 أحرف على الأقل',
  checking: 'جارٍ التحقق…',
  available: 'متاح',
  registered: 'مسجَّل',
  suggestions: 'اقتراحات',
  register: 'تسجيل',
  registering: 'بانتظار توقيعك…',
  noAuthConnector: 'لم يتم العثور على العنوان أو موصّل المصادقة',
  suggestionsError: 'خطأ في جلب اقتراحات الأسماء',
  namesForAddressError: 'خطأ في جلب أسماء العنوان',
  registerError: (name) => `خطأ في تسجيل الاسم ${name}`,
  serviceUnavailable: 'لم تستجب خدمة الأسماء',
  retry: 'إعادة المحاولة',
  successHeading: (name) => `أصبح ${name} لك`,
  successText: 'تعرض التطبيقات التي تستخدم هذه النافذة الآن اسمك بدلًا من عنوانك.',
  backToAccount: 'العودة إلى الحساب',
  receiverPlaceholder: 'العنوان أو الاسم (alice.reown.id، vitalik.eth)',
  resolving: 'جارٍ تحليل الاسم…',
  resolveError: 'خطأ في تحليل الاسم',
  resolvesTo: (address) => `يُرسَل إلى ${address}`,
  namesUnavailable: 'الأسماء غير متاحة على هذه الشبكة',
  invalidChainId: 'قيمة chainId غير صالحة',
};
