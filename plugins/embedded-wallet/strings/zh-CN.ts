import type en from './en.js'

const zh_CN: Record<keyof typeof en, string> = {
  'wallet.approveLoading': '正在加载钱包',
}

export default zh_CN
