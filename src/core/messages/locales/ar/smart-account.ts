import type { smartAccountEn } from '../../smart-account-en.js';
import type { Translation } from '../../translation.js';

/** Modern Standard Arabic texts of the account-kind row; smart-account-en.ts is the source. */
export const messages: Translation<typeof smartAccountEn> = {
  smartAccount: 'الحساب الذكي',
  eoa: 'EOA (حساب بمفتاح)',
  deployed: 'منشور',
  notDeployed: 'لم يُنشر بعد',
  switchToSmartAccount: 'التبديل إلى حسابك الذكي',
  switchToEoa: 'التبديل إلى حساب EOA الخاص بك',
  switchFailed: 'تعذّر تبديل الحساب',
  switchNotAllowed: 'الحساب الذكي غير متاح على هذه الشبكة',
  retry: 'إعادة المحاولة',
};
