import type en from './en.js'

const fil: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Nilo-load ang wallet',
}

export default fil
