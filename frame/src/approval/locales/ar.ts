import type { approvalMessages as englishApprovalMessages } from '../approval-messages.js';
import type { Translation } from '../../screens/translation.js';

/** "N calls" with Arabic number agreement: one and two have their own words, 3–10 the plural, 11–99 the singular accusative. */
function callsText(count: number): string {
  switch (new Intl.PluralRules('ar').select(count)) {
    case 'one':
      return 'استدعاء واحد';
    case 'two':
      return 'استدعاءان';
    case 'few':
      return `${count} استدعاءات`;
    case 'many':
      return `${count} استدعاءً`;
    default:
      return `${count} استدعاء`;
  }
}

/** Modern Standard Arabic texts of the approval screen; approval-messages.ts is the source. */
export const approvalMessages: Translation<typeof englishApprovalMessages> = {
  approve: 'موافقة',
  reject: 'رفض',
  secureReview: 'المراجعة في نافذة آمنة',
  custodyNote: 'محفظة مدمجة: يحتفظ خادم هذا التطبيق بمفتاح استردادها (حفظ وصائي).',
  selfCustodyNote: 'محفظة مدمجة: مفتاح استردادها بحوزتك وحدك (عبارة المرور أو مفتاح المرور الخاص بك).',
  waitVisible: 'يُفعَّل زر «موافقة» بعد أن تظهر هذه الشاشة كاملةً لبرهة.',
  obscured: 'قد تكون هذه الشاشة مخفية أو مغطاة من قِبل الصفحة. راجع الطلب في نافذة آمنة.',
  unverifiable: 'لا يستطيع هذا المتصفح التأكد من أن الصفحة تعرض هذه الشاشة كما هي. راجع الطلب في نافذة آمنة.',
  refused: 'خذ لحظة لقراءة الطلب، ثم انقر على «موافقة» مرة أخرى.',
  reviewing: 'بانتظار ردّك في النافذة الآمنة.',
  popupBlocked: 'حظر المتصفح النافذة الآمنة. اسمح بالنوافذ المنبثقة لهذه المحفظة، أو ارفض الطلب.',
  signatureRequest: 'طلب توقيع',
  transactionRequest: 'طلب معاملة',
  message: 'الرسالة',
  network: 'الشبكة',
  anyChain: 'أي سلسلة',
  chain: (chainId) => `السلسلة ${chainId}`,
  type: 'النوع',
  domain: 'النطاق',
  contract: 'العقد',
  data: 'البيانات',
  to: 'إلى',
  newContract: 'عقد جديد',
  value: 'القيمة',
  native: (amount) => `${amount} (العملة الأصلية)`,
  gasLimit: 'حد الغاز',
  maxFeePerGas: 'الحد الأقصى للرسوم لكل وحدة غاز',
  gasPrice: 'سعر الغاز',
  maxNetworkFee: 'الحد الأقصى لرسوم الشبكة',
  nonce: 'الرقم التسلسلي (Nonce)',
  setBySite: (value) => `${value} (حدّده الموقع)`,
  allowOperator: 'المشغّل المسموح له',
  revokeOperator: 'المشغّل الملغاة صلاحيته',
  tokenTransferTo: 'تحويل الرمز المميز إلى',
  allowSpender: 'المُنفِق المسموح له',
  tokenAmountRaw: 'كمية الرمز المميز (القيمة الخام)',
  unlimited: 'غير محدود',
  hashWarning: 'يبدو هذا تجزئة (hash): قد يؤدي توقيعها إلى تفويض أي شيء. لا توقّع إلا إذا كنت تثق بهذا الموقع.',
  unreadableWarning: 'هذه الرسالة ليست نصًا مقروءًا. لا توقّع إلا إذا كنت تثق بهذا الموقع.',
  permitWarning: 'قد يتيح هذا التوقيع لشخص ما إنفاق رموزك المميزة. لا توقّع إلا إذا كنت تثق بهذا الموقع.',
  anyChainWarning: 'لا يحدد هذا التوقيع أي شبكة: فهو صالح على كل السلاسل. لا توقّع إلا إذا كنت تثق بهذا الموقع.',
  highFeeWarning: 'الحد الأقصى لرسوم الشبكة مرتفع على نحو غير معتاد. تحقّق منه قبل الموافقة.',
  feeAboveValueWarning: 'الحد الأقصى لرسوم الشبكة أكبر من المبلغ المُرسَل.',
  operatorWarning: 'يمنح هذا المشغّلَ التحكم في كل رموزك المميزة في هذه المجموعة.',
  unlimitedSpenderWarning: 'يمنح هذا المُنفِقَ وصولًا غير محدود إلى هذا الرمز المميز.',
  spenderWarning: 'يتيح هذا للمُنفِق نقل هذا الرمز المميز نيابةً عنك.',
  batchRequest: (count) => `طلب مجمّع (${callsText(count)})`,
  smartAccount: 'الحساب الذكي',
  deploysAccount: 'ينشر الحساب',
  deploysAccountYes: 'نعم: تُنشئ هذه العملية الأولى أيضًا حسابك الذكي على هذه الشبكة',
  callPrefix: (position) => `الاستدعاء ${position}: `,
  instruction: (position) => `التعليمة ${position}`,
  solTransfer: (amount, to) => `تحويل ${amount} SOL إلى ${to}`,
  program: (program) => `البرنامج ${program}`,
  programWrites: (program, accounts) => `البرنامج ${program}، يكتب إلى ${accounts}`,
  addressTableEntry: (index) => `إدخال جدول العناوين رقم ${index}`,
  tokenSend: (amount, mint, destination) =>
    `إرسال ${amount} من الرمز المميز ${mint} إلى حساب الرمز المميز ${destination}`,
  tokenSendBaseUnits: (amount, source, destination) =>
    `إرسال ${amount} من الوحدات الأساسية من حساب الرمز المميز ${source} إلى حساب الرمز المميز ${destination}`,
  tokenAccountOpen: (account, wallet, mint) =>
    `فتح حساب الرمز المميز ${account} الخاص بـ ${wallet} للرمز المميز ${mint}`,
  applicationDomain: 'نطاق التطبيق',
  signers: 'الموقّعون',
  signInRequest: 'طلب تسجيل الدخول',
  account: 'الحساب',
  statement: 'البيان',
  secureWindowNote: 'نافذة آمنة للمحفظة المدمجة: لا تستطيع الصفحة التي أرسلت الطلب رؤيتها أو تغييرها.',
  nothingToReview: 'تُفتح هذه النافذة من المحفظة المدمجة لمراجعة طلب. لا يوجد ما تجب مراجعته هنا.',
  loadingRequest: 'جارٍ تحميل الطلب…',
};
