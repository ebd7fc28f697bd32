import type en from './en.js'

/** Ukrainian strings of the email plugin, loaded with `import()` when the modal shows `uk`. */
const strings: Record<keyof typeof en, string> = {
  'title.EmailVerifyOtp': 'Підтвердження email',
  'title.EmailVerifyDevice': 'Реєстрація пристрою',
  'title.UpdateEmailWallet': 'Зміна email',
  'title.UpdateEmailPrimaryOtp': 'Підтвердження поточного email',
  'title.UpdateEmailSecondaryOtp': 'Підтвердження нового email',
  'email.label': 'Email',
  'email.placeholder': 'name@example.com',
  'email.continue': 'Продовжити',
  'email.invalid': 'Введіть правильну адресу email',
  'email.otpSent': 'Введіть 6-значний код, надісланий на {email}',
  'email.code': 'Код',
  'email.resend': 'Надіслати код ще раз',
  'email.resendIn': 'Новий код можна буде надіслати через {seconds} с',
  'email.resent': 'Код надіслано',
  'email.deviceText': 'Підтвердьте вхід за посиланням, надісланим на {email}',
  'email.deviceWaiting': 'Очікування підтвердження',
  'email.edit': 'Змінити email',
  'email.current': 'Поточний email: {email}',
  'email.newLabel': 'Новий email',
  'email.changed': 'Email змінено на {email}',
}

export default strings
