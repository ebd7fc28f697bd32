import type { EmailStrings } from './en.js'

/** Dutch strings of the email plugin, loaded with `import()` when the modal shows `nl`. */
const strings: EmailStrings = {
  'title.EmailVerifyOtp': 'E-mail bevestigen',
  'title.EmailVerifyDevice': 'Apparaat registreren',
  'title.UpdateEmailWallet': 'E-mail wijzigen',
  'title.UpdateEmailPrimaryOtp': 'Huidige e-mail bevestigen',
  'title.UpdateEmailSecondaryOtp': 'Nieuwe e-mail bevestigen',
  'email.label': 'E-mail',
  'email.placeholder': 'name@example.com',
  'email.continue': 'Doorgaan',
  'email.invalid': 'Voer een geldig e-mailadres in',
  'email.otpSent': 'Voer de 6-cijferige code in die we naar {email} hebben gestuurd',
  'email.code': 'Code',
  'email.resend': 'Code opnieuw sturen',
  'email.resendIn': 'Je kunt over {seconds} s een nieuwe code laten sturen',
  'email.resent': 'Code verstuurd',
  'email.deviceText': 'Keur de inloglink goed die we naar {email} hebben gestuurd',
  'email.deviceWaiting': 'Wachten op goedkeuring',
  'email.edit': 'E-mail wijzigen',
  'email.current': 'Huidig e-mailadres: {email}',
  'email.newLabel': 'Nieuw e-mailadres',
  'email.changed': 'E-mailadres gewijzigd in {email}',
  'email.tryAgainAfter.one': 'Probeer het over {count} seconde opnieuw',
  'email.tryAgainAfter.other': 'Probeer het over {count} seconden opnieuw',
  'email.error.invalidCode': 'Ongeldige code',
  'email.error.expired': 'De code is verlopen',
  'email.error.tooMany': 'Te veel foute codes: vraag een nieuwe aan',
  'email.error.noCode': 'Er is geen code verstuurd, of hij is al gebruikt',
  'email.error.inUse': 'Dit e-mailadres is al in gebruik',
  'email.error.deviceTimeout': 'Het apparaat is niet op tijd goedgekeurd',
}

export default strings
