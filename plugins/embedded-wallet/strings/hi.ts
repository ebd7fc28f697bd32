import type en from './en.js'

const hi: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'वॉलेट लोड हो रहा है',
}

export default hi
