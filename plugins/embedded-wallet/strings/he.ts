import type en from './en.js'

const he: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'טעינת הארנק',
}

export default he
