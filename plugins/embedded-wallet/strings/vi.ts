import type en from './en.js'

const vi: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Đang tải ví',
}

export default vi
