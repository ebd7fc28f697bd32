import type en from './en.js'

/** Brazilian Portuguese strings of the siwx plugin, loaded with `import()` when the modal shows `pt-BR`. */
const strings: Record<keyof typeof en, string> = {
  'siwx.heading': '{app} precisa se conectar à sua carteira',
  'siwx.text': 'Assine esta mensagem para provar que esta carteira é sua e continuar.',
  'siwx.textRequired': 'Assine esta mensagem para provar que esta carteira é sua e continuar. Se cancelar, você será desconectado.',
  'siwx.sign': 'Assinar',
  'siwx.cancel': 'Cancelar',
  'siwx.checking': 'Verificando seu login',
  'siwx.inWallet': 'Continue na sua carteira para assinar a mensagem',
}

export default strings
