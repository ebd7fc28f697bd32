import type { EmailStrings } from './en.js'

/** Russian strings of the email plugin, loaded with `import()` when the modal shows `ru`. */
const strings: EmailStrings = {
  'title.EmailVerifyOtp': 'Подтверждение email',
  'title.EmailVerifyDevice': 'Регистрация устройства',
  'title.UpdateEmailWallet': 'Изменение email',
  'title.UpdateEmailPrimaryOtp': 'Код с текущего email',
  'title.UpdateEmailSecondaryOtp': 'Код с нового email',
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
  'email.tryAgainAfter.one': 'Повторите попытку через {count} секунду',
  'email.tryAgainAfter.few': 'Повторите попытку через {count} секунды',
  'email.tryAgainAfter.many': 'Повторите попытку через {count} секунд',
  'email.tryAgainAfter.other': 'Повторите попытку через {count} секунды',
  'email.error.invalidCode': 'Неверный код',
  'email.error.expired': 'Срок действия кода истёк',
  'email.error.tooMany': 'Слишком много неверных кодов: запросите новый',
  'email.error.noCode': 'Код не был отправлен или уже использован',
  'email.error.inUse': 'Этот адрес электронной почты уже используется',
  'email.error.deviceTimeout': 'Устройство не подтвердили вовремя',
}

export default strings
