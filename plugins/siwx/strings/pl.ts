import type en from './en.js'

/** Polish strings of the siwx plugin, loaded with `import()` when the modal shows `pl`. */
const strings: Record<keyof typeof en, string> = {
  'siwx.heading': '{app} chce połączyć się z Twoim portfelem',
  'siwx.text': 'Podpisz tę wiadomość, aby potwierdzić, że ten portfel należy do Ciebie, i kontynuować.',
  'siwx.textRequired': 'Podpisz tę wiadomość, aby potwierdzić, że ten portfel należy do Ciebie, i kontynuować. Anulowanie spowoduje rozłączenie.',
  'siwx.sign': 'Podpisz',
  'siwx.cancel': 'Anuluj',
  'siwx.checking': 'Sprawdzanie logowania',
  'siwx.inWallet': 'Kontynuuj w portfelu, aby podpisać wiadomość',
}

export default strings
