import type en from './en.js'

const ko: Record<keyof typeof en, string> = {
  'wallet.approveLoading': '지갑 불러오는 중',
}

export default ko
