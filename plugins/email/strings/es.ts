import type en from './en.js'

/** Spanish strings of the email plugin, loaded with `import()` when the modal shows `es`. */
const strings: Record<keyof typeof en, string> = {
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
}

export default strings
