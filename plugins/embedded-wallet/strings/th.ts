import type en from './en.js'

const th: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'กำลังโหลดวอลเล็ต',
}

export default th
