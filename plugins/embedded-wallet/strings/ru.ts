import type en from './en.js'

const ru: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Загрузка кошелька',
}

export default ru
