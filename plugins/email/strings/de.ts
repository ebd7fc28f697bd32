import type en from './en.js'

/** German strings of the email plugin, loaded with `import()` when the locale is `de`. */
const de: Record<keyof typeof en, string> = {
  'title.EmailVerifyOtp': 'E-Mail bestätigen',
  'title.EmailVerifyDevice': 'Gerät registrieren',
  'title.UpdateEmailWallet': 'E-Mail ändern',
  'title.UpdateEmailPrimaryOtp': 'Aktuelle E-Mail bestätigen',
  'title.UpdateEmailSecondaryOtp': 'Neue E-Mail bestätigen',
  'email.label': 'E-Mail',
  'email.placeholder': 'name@beispiel.de',
  'email.continue': 'Weiter',
  'email.invalid': 'Gib eine gültige E-Mail-Adresse ein',
  'email.otpSent': 'Gib den 6-stelligen Code ein, den wir an {email} gesendet haben',
  'email.code': 'Code',
  'email.resend': 'Code erneut senden',
  'email.resent': 'Code gesendet',
  'email.resendIn': 'Ein neuer Code kann in {seconds} s gesendet werden',
  'email.deviceText': 'Bestätige den Anmeldelink, den wir an {email} gesendet haben',
  'email.deviceWaiting': 'Warten auf die Bestätigung',
  'email.edit': 'E-Mail ändern',
  'email.current': 'Aktuelle E-Mail: {email}',
  'email.newLabel': 'Neue E-Mail',
  'email.changed': 'E-Mail geändert in {email}',
}

export default de
