import type en from './en.js'

const fa: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'در حال بارگیری کیف پول',
}

export default fa
