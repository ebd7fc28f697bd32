import type en from './en.js'

const ar: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'جارٍ تحميل المحفظة',
  'title.Passkey': 'مفتاح المرور',
  'title.ApproveTransaction': 'الموافقة على المعاملة',
  'wallet.passkeyProtect': 'الحماية بمفتاح مرور',
  'wallet.passkeyOn': 'محمية بمفتاح مرور',
  'wallet.passkeyDone': 'محفظتك محمية بمفتاح مرور. سيطلبه أي جهاز جديد، ولا يستطيع أي خادم فتح محفظتك من دونه.',
  'wallet.passkeyOpened': 'فتح مفتاح المرور محفظتك على هذا الجهاز.',
  'wallet.passkeyTryAgain': 'إعادة المحاولة',
  'title.AccountType': 'نوع الحساب',
  'wallet.accountType': 'نوع الحساب',
  'wallet.accountTypes': 'حساباتك',
  'wallet.smartAccount': 'الحساب الذكي',
  'wallet.eoa': 'EOA',
  'wallet.inUse': 'قيد الاستخدام',
  'wallet.useSmartAccount': 'استخدام الحساب الذكي',
  'wallet.useEoa': 'استخدام EOA',
  'wallet.switchingAccountType': 'جارٍ تبديل الحسابات…',
  'wallet.noSmartAccounts': 'لا توجد حسابات ذكية على هذه الشبكة: حسابك هنا هو EOA.',
  'wallet.passkeyError.PASSKEY_CANCELLED': 'لم يُستخدم مفتاح المرور: أُلغيت العملية، أو لا يوجد على هذا الجهاز مفتاح مرور لهذه المحفظة. لم يتغير شيء.',
  'wallet.passkeyError.PASSKEY_NO_PRF': 'لا يمكن لمفتاح المرور هذا حماية محفظة: أداة المصادقة الخاصة به لا تدعم ذلك. لم يتغير شيء.',
  'wallet.passkeyError.PASSKEY_WRONG': 'مفتاح المرور هذا لا يفتح محفظتك. استخدم مفتاح المرور الذي حميتها به. لم يتغير شيء.',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': 'لا يمكن استخدام مفاتيح المرور في هذا المتصفح. لم يتغير شيء.',
  'wallet.passkeyError.PROTECT_FAILED': 'تعذّرت حماية محفظتك: تعذّر حفظ أجزاء مفتاحها. لا تزال تُفتح على هذا الجهاز؛ حاول مرة أخرى لاحقًا.',
}

export default ar
