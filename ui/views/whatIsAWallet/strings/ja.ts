import type en from './en.js'

/** Japanese strings of the "What is a wallet?" view, loaded with `import()` when the locale is `ja`. */
const ja: Record<keyof typeof en, string> = {
  'help.loginTitle': 'すべてのアプリに1つのログイン',
  'help.loginText': 'アプリはウォレットにあなたが誰かを尋ねます。パスワードも登録フォームも不要です。',
  'help.keysTitle': 'トークンはあなたのもの',
  'help.keysText': 'ウォレットはあなたの鍵を保管します。送金、受け取り、承認ができるのはあなただけです。',
  'help.getTitle': 'スマートフォンでもブラウザでも',
  'help.getText': 'ウォレットアプリかブラウザ拡張機能をインストールして、ここで接続してください。',
  'help.get': 'ウォレットを入手',
}

export default ja
