import type { EmailStrings } from './en.js'

/** Italian strings of the email plugin, loaded with `import()` when the modal shows `it`. */
const strings: EmailStrings = {
  'title.EmailVerifyOtp': 'Conferma email',
  'title.EmailVerifyDevice': 'Registra dispositivo',
  'title.UpdateEmailWallet': 'Modifica email',
  'title.UpdateEmailPrimaryOtp': 'Conferma email attuale',
  'title.UpdateEmailSecondaryOtp': 'Conferma nuova email',
  'email.label': 'Email',
  'email.placeholder': 'name@example.com',
  'email.continue': 'Continua',
  'email.invalid': 'Inserisci un indirizzo email valido',
  'email.otpSent': 'Inserisci il codice a 6 cifre che abbiamo inviato a {email}',
  'email.code': 'Codice',
  'email.resend': 'Invia di nuovo il codice',
  'email.resendIn': 'Potrai inviare un nuovo codice tra {seconds} s',
  'email.resent': 'Codice inviato',
  'email.deviceText': 'Approva il link di accesso che abbiamo inviato a {email}',
  'email.deviceWaiting': 'In attesa dell’approvazione',
  'email.edit': 'Modifica email',
  'email.current': 'Email attuale: {email}',
  'email.newLabel': 'Nuova email',
  'email.changed': 'Email cambiata in {email}',
  'email.tryAgainAfter.one': 'Riprova tra {count} secondo',
  'email.tryAgainAfter.many': 'Riprova tra {count} di secondi',
  'email.tryAgainAfter.other': 'Riprova tra {count} secondi',
  'email.error.invalidCode': 'Codice non valido',
  'email.error.expired': 'Il codice è scaduto',
  'email.error.tooMany': 'Troppi codici errati: richiedine uno nuovo',
  'email.error.noCode': 'Nessun codice è stato inviato, oppure è già stato usato',
  'email.error.inUse': 'Questo indirizzo email è già in uso',
  'email.error.deviceTimeout': 'Il dispositivo non è stato approvato in tempo',
}

export default strings
