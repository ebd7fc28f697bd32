import type en from './en.js'

const pl: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Ładowanie portfela',
}

export default pl
