import type en from './en.js'

const fr: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Chargement du wallet',
}

export default fr
