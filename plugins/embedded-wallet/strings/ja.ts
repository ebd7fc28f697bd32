import type en from './en.js'

const ja: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'ウォレットを読み込み中',
}

export default ja
