import type { EmailStrings } from './en.js'

/** Spanish strings of the email plugin, loaded with `import()` when the modal shows `es`. */
const strings: EmailStrings = {
  'title.EmailVerifyOtp': 'Confirmar correo',
  'title.EmailVerifyDevice': 'Registrar dispositivo',
  'title.UpdateEmailWallet': 'Editar correo',
  'title.UpdateEmailPrimaryOtp': 'Confirmar correo actual',
  'title.UpdateEmailSecondaryOtp': 'Confirmar correo nuevo',
  'email.label': 'Correo electrónico',
  'email.placeholder': 'name@example.com',
  'email.continue': 'Continuar',
  'email.invalid': 'Introduce un correo electrónico válido',
  'email.otpSent': 'Introduce el código de 6 dígitos que enviamos a {email}',
  'email.code': 'Código',
  'email.resend': 'Reenviar código',
  'email.resendIn': 'Podrás enviar un nuevo código en {seconds} s',
  'email.resent': 'Código enviado',
  'email.deviceText': 'Aprueba el enlace de inicio de sesión que enviamos a {email}',
  'email.deviceWaiting': 'Esperando la aprobación',
  'email.edit': 'Editar correo',
  'email.current': 'Correo actual: {email}',
  'email.newLabel': 'Correo nuevo',
  'email.changed': 'Correo cambiado a {email}',
  'email.tryAgainAfter.one': 'Vuelve a intentarlo en {count} segundo',
  'email.tryAgainAfter.many': 'Vuelve a intentarlo en {count} de segundos',
  'email.tryAgainAfter.other': 'Vuelve a intentarlo en {count} segundos',
  'email.error.invalidCode': 'Código no válido',
  'email.error.expired': 'El código ha caducado',
  'email.error.tooMany': 'Demasiados códigos incorrectos: pide uno nuevo',
  'email.error.noCode': 'No se envió ningún código, o ya se usó',
  'email.error.inUse': 'Esta dirección de correo ya está en uso',
  'email.error.deviceTimeout': 'El dispositivo no se aprobó a tiempo',
}

export default strings
