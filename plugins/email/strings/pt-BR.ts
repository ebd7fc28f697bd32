import type en from './en.js'

/** Brazilian Portuguese strings of the email plugin, loaded with `import()` when the modal shows `pt-BR`. */
const strings: Record<keyof typeof en, string> = {
  'title.EmailVerifyOtp': 'Confirmar e-mail',
  'title.EmailVerifyDevice': 'Registrar dispositivo',
  'title.UpdateEmailWallet': 'Editar e-mail',
  'title.UpdateEmailPrimaryOtp': 'Confirmar e-mail atual',
  'title.UpdateEmailSecondaryOtp': 'Confirmar novo e-mail',
  'email.label': 'E-mail',
  'email.placeholder': 'name@example.com',
  'email.continue': 'Continuar',
  'email.invalid': 'Digite um endereço de e-mail válido',
  'email.otpSent': 'Digite o código de 6 dígitos que enviamos para {email}',
  'email.code': 'Código',
  'email.resend': 'Reenviar código',
  'email.resendIn': 'Um novo código pode ser enviado em {seconds} s',
  'email.resent': 'Código enviado',
  'email.deviceText': 'Aprove o link de login que enviamos para {email}',
  'email.deviceWaiting': 'Aguardando a aprovação',
  'email.edit': 'Editar e-mail',
  'email.current': 'E-mail atual: {email}',
  'email.newLabel': 'Novo e-mail',
  'email.changed': 'E-mail alterado para {email}',
}

export default strings
