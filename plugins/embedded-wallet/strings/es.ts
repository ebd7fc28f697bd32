import type en from './en.js'

const es: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Cargando la billetera',
}

export default es
