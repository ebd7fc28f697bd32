import type en from './en.js'

/** Filipino strings of the activity plugin, loaded with `import()` when the modal shows `fil`. */
const strings: Record<keyof typeof en, string> = {
  'activity.list': 'Aktibidad',
  'activity.loading': 'Nilo-load ang aktibidad',
  'activity.loadMore': 'Mag-load pa',
  'activity.loadingMore': 'Nilo-load ang iba pang aktibidad',
  'activity.retry': 'Subukan ulit',
  'activity.unsupportedChain': 'Hindi suportadong chain',
  'activity.unsupported': 'Hindi available ang aktibidad sa network na ito',
  'activity.sent': 'Naipadala',
  'activity.received': 'Natanggap',
  'activity.executed': 'Naisagawa',
  'activity.deployed': 'Na-deploy',
  'activity.minted': 'Na-mint',
  'activity.burned': 'Na-burn',
  'activity.swapped': 'Na-swap',
  'activity.approved': 'Naaprubahan',
  'activity.deposited': 'Nai-deposit',
  'activity.withdrawn': 'Na-withdraw',
  'activity.cancelled': 'Kinansela',
  'activity.bought': 'Nabili',
  'activity.to': 'papunta sa {address}',
  'activity.from': 'mula sa {address}',
  'activity.failed': 'Nabigo',
  'activity.pending': 'Nakabinbin',
}

export default strings
