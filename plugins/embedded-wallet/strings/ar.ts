import type en from './en.js'

const ar: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'جارٍ تحميل المحفظة',
}

export default ar
