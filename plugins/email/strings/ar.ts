import type { EmailStrings } from './en.js'

/** Arabic strings of the email plugin, loaded with `import()` when the modal shows `ar`. */
const strings: EmailStrings = {
  'title.EmailVerifyOtp': 'تأكيد البريد الإلكتروني',
  'title.EmailVerifyDevice': 'تسجيل الجهاز',
  'title.UpdateEmailWallet': 'تعديل البريد الإلكتروني',
  'title.UpdateEmailPrimaryOtp': 'تأكيد البريد الإلكتروني الحالي',
  'title.UpdateEmailSecondaryOtp': 'تأكيد البريد الإلكتروني الجديد',
  'email.label': 'البريد الإلكتروني',
  'email.placeholder': 'name@example.com',
  'email.continue': 'متابعة',
  'email.invalid': 'أدخل عنوان بريد إلكتروني صالحًا',
  'email.otpSent': 'أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى {email}',
  'email.code': 'الرمز',
  'email.resend': 'إعادة إرسال الرمز',
  'email.resendIn': 'يمكن إرسال رمز جديد بعد {seconds} ث',
  'email.resent': 'تم إرسال الرمز',
  'email.deviceText': 'وافق على رابط تسجيل الدخول الذي أرسلناه إلى {email}',
  'email.deviceWaiting': 'في انتظار الموافقة',
  'email.edit': 'تعديل البريد الإلكتروني',
  'email.current': 'البريد الإلكتروني الحالي: {email}',
  'email.newLabel': 'البريد الإلكتروني الجديد',
  'email.changed': 'تم تغيير البريد الإلكتروني إلى {email}',
  'email.tryAgainAfter.zero': 'يُرجى المحاولة مجددًا بعد {count} ثانية',
  'email.tryAgainAfter.one': 'يُرجى المحاولة مجددًا بعد ثانية واحدة',
  'email.tryAgainAfter.two': 'يُرجى المحاولة مجددًا بعد ثانيتين',
  'email.tryAgainAfter.few': 'يُرجى المحاولة مجددًا بعد {count} ثوانٍ',
  'email.tryAgainAfter.many': 'يُرجى المحاولة مجددًا بعد {count} ثانية',
  'email.tryAgainAfter.other': 'يُرجى المحاولة مجددًا بعد {count} ثانية',
  'email.error.invalidCode': 'رمز غير صالح',
  'email.error.expired': 'انتهت صلاحية الرمز',
  'email.error.tooMany': 'رموز خاطئة كثيرة: اطلب رمزًا جديدًا',
  'email.error.noCode': 'لم يُرسَل أي رمز، أو سبق استخدامه',
  'email.error.inUse': 'عنوان البريد الإلكتروني هذا مستخدم بالفعل',
  'email.error.deviceTimeout': 'لم تتم الموافقة على الجهاز في الوقت المحدد',
}

export default strings
