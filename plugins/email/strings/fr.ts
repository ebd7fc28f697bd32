import type { EmailStrings } from './en.js'

/** French strings of the email plugin, loaded with `import()` when the modal shows `fr`. */
const strings: EmailStrings = {
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
  'email.tryAgainAfter.one': 'Veuillez réessayer dans {count} seconde',
  'email.tryAgainAfter.many': 'Veuillez réessayer dans {count} de secondes',
  'email.tryAgainAfter.other': 'Veuillez réessayer dans {count} secondes',
  'email.error.invalidCode': 'Code incorrect',
  'email.error.expired': 'Le code a expiré',
  'email.error.tooMany': 'Trop de codes incorrects : demandez-en un nouveau',
  'email.error.noCode': 'Aucun code n’a été envoyé, ou il a déjà été utilisé',
  'email.error.inUse': 'Cette adresse e-mail est déjà utilisée',
  'email.error.deviceTimeout': 'L’appareil n’a pas été approuvé à temps',
}

export default strings
