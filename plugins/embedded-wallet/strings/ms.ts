import type en from './en.js'

const ms: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Memuatkan dompet',
}

export default ms
