import type en from './en.js'

const uk: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Завантаження гаманця',
}

export default uk
