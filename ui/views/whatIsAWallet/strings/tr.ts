import type en from './en.js'

/** Turkish strings of the "What is a wallet?" view, loaded with `import()` when the locale is `tr`. */
const tr: Record<keyof typeof en, string> = {
  'help.loginTitle': 'Her uygulama için tek giriş',
  'help.loginText': 'Uygulamalar kim olduğunuzu cüzdanınıza sorar: şifre ve kayıt formu yok.',
  'help.keysTitle': 'Tokenleriniz sizin kalır',
  'help.keysText': 'Cüzdan anahtarlarınızı saklar. Yalnızca siz gönderebilir, alabilir ve onaylayabilirsiniz.',
  'help.getTitle': 'Telefonunuzda veya tarayıcınızda',
  'help.getText': 'Bir cüzdan uygulaması veya tarayıcı uzantısı kurun, ardından buradan bağlayın.',
  'help.get': 'Cüzdan edinin',
}

export default tr
