import type en from './en.js'

const tr: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Cüzdan yükleniyor',
}

export default tr
