import type en from './en.js'

/** Filipino strings of the "What is a wallet?" view, loaded with `import()` when the locale is `fil`. */
const fil: Record<keyof typeof en, string> = {
  'help.loginTitle': 'Isang login para sa bawat app',
  'help.loginText': 'Itinatanong ng mga app sa iyong wallet kung sino ka: walang password, walang sign-up form.',
  'help.keysTitle': 'Sa iyo pa rin ang iyong mga token',
  'help.keysText': 'Hawak ng wallet ang iyong mga key. Ikaw lang ang makakapagpadala, makakatanggap at makakapag-apruba.',
  'help.getTitle': 'Sa iyong phone o sa iyong browser',
  'help.getText': 'Mag-install ng wallet app o browser extension, saka ikonekta ito rito.',
  'help.get': 'Kumuha ng wallet',
}

export default fil
