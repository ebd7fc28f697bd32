import type en from './en.js'

/** Indonesian strings of the socials plugin, loaded with `import()` when the locale is `id`. */
const id: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': 'Login sosial',
  'social.label': 'Login sosial',
  'social.continueWith': 'Lanjutkan dengan {provider}',
  'social.more': 'Login sosial lainnya',
  'social.list': 'Login sosial',
  'social.waiting': 'Lanjutkan di jendela {provider}',
  'social.waitingNote': 'Masuk di sana dan izinkan akses; jendela ini akan lanjut sendiri.',
  'social.connecting': 'Sedang memasukkan Anda…',
  'social.closed': 'Jendela {provider} ditutup sebelum proses masuk selesai.',
  'social.blocked': 'Browser memblokir jendela {provider}. Izinkan pop-up untuk situs ini, lalu coba lagi.',
  'social.denied': 'Anda tidak mengizinkan {provider} membagikan akun Anda, jadi Anda belum masuk.',
  'social.providerError': '{provider} tidak dapat memasukkan Anda: {message}',
  'social.timeout': 'Proses masuk terlalu lama menjawab. Coba lagi nanti.',
  'social.failed': 'Gagal masuk: {message}',
  'social.retry': 'Coba lagi',
}

export default id
