import type en from './en.js'

const pt_BR: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Carregando a carteira',
}

export default pt_BR
