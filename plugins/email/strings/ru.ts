import type en from './en.js'

/** Russian strings of the email plugin, loaded with `import()` when the modal shows `ru`. */
const strings: Record<keyof typeof en, string> = {
  'title.EmailVerifyOtp': 'Подтверждение email',
  'title.EmailVerifyDevice': 'Регистрация устройства',
  'title.UpdateEmailWallet': 'Изменение email',
  'title.UpdateEmailPrimaryOtp': 'Подтверждение текущего email',
  'title.UpdateEmailSecondaryOtp': 'Подтверждение нового email',
  'email.label': 'Email',
  'email.placeholder': 'name@example.com',
  'email.continue': 'Продолжить',
  'email.invalid': 'Введите правильный адрес email',
  'email.otpSent': 'Введите 6-значный код, отправленный на {email}',
  'email.code': 'Код',
  'email.resend': 'Отправить код ещё раз',
  'email.resendIn': 'Новый код можно будет отправить через {seconds} с',
  'email.resent': 'Код отправлен',
  'email.deviceText': 'Подтвердите вход по ссылке, отправленной на {email}',
  'email.deviceWaiting': 'Ожидание подтверждения',
  'email.edit': 'Изменить email',
  'email.current': 'Текущий email: {email}',
  'email.newLabel': 'Новый email',
  'email.changed': 'Email изменён на {email}',
}

export default strings
