import type en from './en.js'

/** French strings of the email plugin, loaded with `import()` when the modal shows `fr`. */
const strings: Record<keyof typeof en, string> = {
  'title.EmailVerifyOtp': 'Confirmer l’e-mail',
  'title.EmailVerifyDevice': 'Enregistrer l’appareil',
  'title.UpdateEmailWallet': 'Modifier l’e-mail',
  'title.UpdateEmailPrimaryOtp': 'Confirmer l’e-mail actuel',
  'title.UpdateEmailSecondaryOtp': 'Confirmer le nouvel e-mail',
  'email.label': 'E-mail',
  'email.placeholder': 'name@example.com',
  'email.continue': 'Continuer',
  'email.invalid': 'Saisissez une adresse e-mail valide',
  'email.otpSent': 'Saisissez le code à 6 chiffres envoyé à {email}',
  'email.code': 'Code',
  'email.resend': 'Renvoyer le code',
  'email.resendIn': 'Un nouveau code pourra être envoyé dans {seconds} s',
  'email.resent': 'Code envoyé',
  'email.deviceText': 'Approuvez le lien de connexion envoyé à {email}',
  'email.deviceWaiting': 'En attente de l’approbation',
  'email.edit': 'Modifier l’e-mail',
  'email.current': 'E-mail actuel : {email}',
  'email.newLabel': 'Nouvel e-mail',
  'email.changed': 'E-mail modifié en {email}',
}

export default strings
