import type { EmailStrings } from './en.js'

/** Polish strings of the email plugin, loaded with `import()` when the modal shows `pl`. */
const strings: EmailStrings = {
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
  'email.tryAgainAfter.one': 'Spróbuj ponownie za {count} sekundę',
  'email.tryAgainAfter.few': 'Spróbuj ponownie za {count} sekundy',
  'email.tryAgainAfter.many': 'Spróbuj ponownie za {count} sekund',
  'email.tryAgainAfter.other': 'Spróbuj ponownie za {count} sekundy',
  'email.error.invalidCode': 'Nieprawidłowy kod',
  'email.error.expired': 'Kod wygasł',
  'email.error.tooMany': 'Za dużo błędnych kodów: poproś o nowy',
  'email.error.noCode': 'Nie wysłano kodu albo został już użyty',
  'email.error.inUse': 'Ten adres e-mail jest już używany',
  'email.error.deviceTimeout': 'Urządzenie nie zostało zatwierdzone na czas',
}

export default strings
