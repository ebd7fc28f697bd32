import type en from './en.js'

const nl: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Wallet laden',
}

export default nl
