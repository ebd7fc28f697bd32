import type en from './en.js'

/** Japanese strings of the socials plugin, loaded with `import()` when the locale is `ja`. */
const ja: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': 'ソーシャルログイン',
  'social.label': 'ソーシャルログイン',
  'social.continueWith': '{provider}で続ける',
  'social.more': 'その他のソーシャルログイン',
  'social.list': 'ソーシャルログイン',
  'social.waiting': '{provider}のウィンドウで続けてください',
  'social.waitingNote': 'そこでサインインしてアクセスを許可してください。このウィンドウは自動で続きます。',
  'social.connecting': 'サインインしています…',
  'social.closed': 'サインインが終わる前に{provider}のウィンドウが閉じられました。',
  'social.blocked': 'ブラウザが{provider}のウィンドウをブロックしました。このサイトのポップアップを許可してから、もう一度お試しください。',
  'social.denied': '{provider}によるアカウントの共有を許可しなかったため、サインインしていません。',
  'social.providerError': '{provider}でサインインできませんでした: {message}',
  'social.timeout': 'サインインの応答に時間がかかりすぎました。後でもう一度お試しください。',
  'social.failed': 'サインインに失敗しました: {message}',
  'social.retry': 'もう一度試す',
}

export default ja
