import type { EmailStrings } from './en.js'

/** Persian strings of the email plugin, loaded with `import()` when the modal shows `fa`. */
const strings: EmailStrings = {
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
  'email.tryAgainAfter.one': 'لطفاً {count} ثانیهٔ دیگر دوباره امتحان کنید',
  'email.tryAgainAfter.other': 'لطفاً {count} ثانیهٔ دیگر دوباره امتحان کنید',
  'email.error.invalidCode': 'کد نامعتبر است',
  'email.error.expired': 'مهلت کد تمام شده است',
  'email.error.tooMany': 'کدهای نادرست زیادی وارد شد: کد جدیدی درخواست کنید',
  'email.error.noCode': 'کدی ارسال نشده یا قبلاً استفاده شده است',
  'email.error.inUse': 'این نشانی ایمیل قبلاً استفاده شده است',
  'email.error.deviceTimeout': 'دستگاه به‌موقع تأیید نشد',
}

export default strings
