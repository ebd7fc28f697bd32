import type en from './en.js'

/** Filipino strings of the siwx plugin, loaded with `import()` when the modal shows `fil`. */
const strings: Record<keyof typeof en, string> = {
  'siwx.heading': 'Kailangang kumonekta ng {app} sa iyong wallet',
  'siwx.text': 'Pirmahan ang mensaheng ito para patunayang sa iyo ang wallet na ito at magpatuloy.',
  'siwx.textRequired': 'Pirmahan ang mensaheng ito para patunayang sa iyo ang wallet na ito at magpatuloy. Madidiskonekta ka kapag kinansela mo.',
  'siwx.sign': 'Pirmahan',
  'siwx.cancel': 'Kanselahin',
  'siwx.checking': 'Sinusuri ang iyong sign-in',
  'siwx.inWallet': 'Magpatuloy sa iyong wallet para pirmahan ang mensahe',
}

export default strings
