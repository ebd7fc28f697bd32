import type en from './en.js'

const zh_TW: Record<keyof typeof en, string> = {
  'wallet.approveLoading': '正在載入錢包',
}

export default zh_TW
