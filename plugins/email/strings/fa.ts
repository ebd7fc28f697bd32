import type en from './en.js'

/** Persian strings of the email plugin, loaded with `import()` when the modal shows `fa`. */
const strings: Record<keyof typeof en, string> = {
  'title.EmailVerifyOtp': 'تأیید ایمیل',
  'title.EmailVerifyDevice': 'ثبت دستگاه',
  'title.UpdateEmailWallet': 'ویرایش ایمیل',
  'title.UpdateEmailPrimaryOtp': 'تأیید ایمیل فعلی',
  'title.UpdateEmailSecondaryOtp': 'تأیید ایمیل جدید',
  'email.label': 'ایمیل',
  'email.placeholder': 'name@example.com',
  'email.continue': 'ادامه',
  'email.invalid': 'یک نشانی ایمیل معتبر وارد کنید',
  'email.otpSent': 'کد ۶ رقمی ارسال‌شده به {email} را وارد کنید',
  'email.code': 'کد',
  'email.resend': 'ارسال دوباره کد',
  'email.resendIn': 'کد جدید تا {seconds} ثانیه دیگر قابل ارسال است',
  'email.resent': 'کد ارسال شد',
  'email.deviceText': 'پیوند ورودی را که به {email} فرستادیم تأیید کنید',
  'email.deviceWaiting': 'در انتظار تأیید',
  'email.edit': 'ویرایش ایمیل',
  'email.current': 'ایمیل فعلی: {email}',
  'email.newLabel': 'ایمیل جدید',
  'email.changed': 'ایمیل به {email} تغییر کرد',
}

export default strings
