import type { EmailStrings } from './en.js'

/** Brazilian Portuguese strings of the email plugin, loaded with `import()` when the modal shows `pt-BR`. */
const strings: EmailStrings = {
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
  'email.tryAgainAfter.one': 'Tente de novo em {count} segundo',
  'email.tryAgainAfter.many': 'Tente de novo em {count} de segundos',
  'email.tryAgainAfter.other': 'Tente de novo em {count} segundos',
  'email.error.invalidCode': 'Código inválido',
  'email.error.expired': 'O código expirou',
  'email.error.tooMany': 'Muitos códigos errados: peça um novo',
  'email.error.noCode': 'Nenhum código foi enviado, ou ele já foi usado',
  'email.error.inUse': 'Este endereço de e-mail já está em uso',
  'email.error.deviceTimeout': 'O dispositivo não foi aprovado a tempo',
}

export default strings
