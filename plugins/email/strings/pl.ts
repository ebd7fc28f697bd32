import type en from './en.js'

/** Polish strings of the email plugin, loaded with `import()` when the modal shows `pl`. */
const strings: Record<keyof typeof en, string> = {
  'title.EmailVerifyOtp': 'Potwierdź e-mail',
  'title.EmailVerifyDevice': 'Zarejestruj urządzenie',
  'title.UpdateEmailWallet': 'Zmień e-mail',
  'title.UpdateEmailPrimaryOtp': 'Potwierdź obecny e-mail',
  'title.UpdateEmailSecondaryOtp': 'Potwierdź nowy e-mail',
  'email.label': 'E-mail',
  'email.placeholder': 'name@example.com',
  'email.continue': 'Dalej',
  'email.invalid': 'Wpisz prawidłowy adres e-mail',
  'email.otpSent': 'Wpisz 6-cyfrowy kod, który wysłaliśmy na {email}',
  'email.code': 'Kod',
  'email.resend': 'Wyślij kod ponownie',
  'email.resendIn': 'Nowy kod można wysłać za {seconds} s',
  'email.resent': 'Kod wysłany',
  'email.deviceText': 'Zatwierdź link logowania, który wysłaliśmy na {email}',
  'email.deviceWaiting': 'Czekamy na zatwierdzenie',
  'email.edit': 'Zmień e-mail',
  'email.current': 'Obecny e-mail: {email}',
  'email.newLabel': 'Nowy e-mail',
  'email.changed': 'E-mail zmieniony na {email}',
}

export default strings
