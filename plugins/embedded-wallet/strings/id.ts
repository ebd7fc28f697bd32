import type en from './en.js'

const id: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Memuat dompet',
}

export default id
