import type { EmailStrings } from './en.js'

/** German strings of the email plugin, loaded with `import()` when the locale is `de`. */
const de: EmailStrings = {
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
  'email.tryAgainAfter.one': 'Bitte versuche es in {count} Sekunde erneut',
  'email.tryAgainAfter.other': 'Bitte versuche es in {count} Sekunden erneut',
  'email.error.invalidCode': 'Ungültiger Code',
  'email.error.expired': 'Der Code ist abgelaufen',
  'email.error.tooMany': 'Zu viele falsche Codes: Fordere einen neuen an',
  'email.error.noCode': 'Es wurde kein Code gesendet, oder er wurde schon verwendet',
  'email.error.inUse': 'Diese E-Mail-Adresse wird bereits verwendet',
  'email.error.deviceTimeout': 'Das Gerät wurde nicht rechtzeitig bestätigt',
}

export default de
