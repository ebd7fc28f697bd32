import type en from './en.js'

/** Arabic strings of the email plugin, loaded with `import()` when the modal shows `ar`. */
const strings: Record<keyof typeof en, string> = {
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
}

export default strings
