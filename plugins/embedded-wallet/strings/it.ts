import type en from './en.js'

const it: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Caricamento del wallet',
}

export default it
