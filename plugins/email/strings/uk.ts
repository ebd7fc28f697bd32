import type { EmailStrings } from './en.js'

/** Ukrainian strings of the email plugin, loaded with `import()` when the modal shows `uk`. */
const strings: EmailStrings = {
  'title.EmailVerifyOtp': 'Підтвердження email',
  'title.EmailVerifyDevice': 'Реєстрація пристрою',
  'title.UpdateEmailWallet': 'Зміна email',
  'title.UpdateEmailPrimaryOtp': 'Код з поточного email',
  'title.UpdateEmailSecondaryOtp': 'Код з нового email',
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
  'email.tryAgainAfter.one': 'Спробуйте ще раз через {count} секунду',
  'email.tryAgainAfter.few': 'Спробуйте ще раз через {count} секунди',
  'email.tryAgainAfter.many': 'Спробуйте ще раз через {count} секунд',
  'email.tryAgainAfter.other': 'Спробуйте ще раз через {count} секунди',
  'email.error.invalidCode': 'Неправильний код',
  'email.error.expired': 'Термін дії коду минув',
  'email.error.tooMany': 'Забагато неправильних кодів: запросіть новий',
  'email.error.noCode': 'Код не надіслано або його вже використано',
  'email.error.inUse': 'Ця адреса електронної пошти вже використовується',
  'email.error.deviceTimeout': 'Пристрій не підтвердили вчасно',
}

export default strings
