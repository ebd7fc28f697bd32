import type en from './en.js'

/** Spanish strings of the siwx plugin, loaded with `import()` when the modal shows `es`. */
const strings: Record<keyof typeof en, string> = {
  'siwx.heading': '{app} necesita conectarse a tu billetera',
  'siwx.text': 'Firma este mensaje para demostrar que eres el propietario de esta billetera y continuar.',
  'siwx.textRequired': 'Firma este mensaje para demostrar que eres el propietario de esta billetera y continuar. Si cancelas, se te desconectará.',
  'siwx.sign': 'Firmar',
  'siwx.cancel': 'Cancelar',
  'siwx.checking': 'Comprobando tu inicio de sesión',
  'siwx.inWallet': 'Continúa en tu billetera para firmar el mensaje',
}

export default strings
