import type en from './en.js'

/** Malay strings of the socials plugin, loaded with `import()` when the locale is `ms`. */
const ms: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': 'Log masuk sosial',
  'social.label': 'Log masuk sosial',
  'social.continueWith': 'Teruskan dengan {provider}',
  'social.more': 'Lagi log masuk sosial',
  'social.list': 'Log masuk sosial',
  'social.waiting': 'Teruskan dalam tetingkap {provider}',
  'social.waitingNote': 'Log masuk di sana dan benarkan akses; tetingkap ini akan diteruskan sendiri.',
  'social.connecting': 'Sedang log masuk…',
  'social.closed': 'Tetingkap {provider} ditutup sebelum log masuk selesai.',
  'social.blocked': 'Pelayar menyekat tetingkap {provider}. Benarkan tetingkap timbul untuk laman ini, kemudian cuba lagi.',
  'social.denied': 'Anda tidak membenarkan {provider} berkongsi akaun anda, jadi anda belum log masuk.',
  'social.providerError': '{provider} tidak dapat log masuk anda: {message}',
  'social.timeout': 'Log masuk mengambil masa terlalu lama untuk menjawab. Cuba lagi kemudian.',
  'social.failed': 'Log masuk gagal: {message}',
  'social.retry': 'Cuba lagi',
}

export default ms
