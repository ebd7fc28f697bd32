// The activity plugin's English strings, shipped with the plugin (not in the modal's catalogue). Like the other
// locales (`strings/<code>.ts`) they are a chunk of their own: the kit fetches them with the plugin's first view.
const en = {
  'activity.list': 'Activity',
  'activity.loading': 'Loading activity',
  'activity.loadMore': 'Load more',
  'activity.loadingMore': 'Loading more activity',
  'activity.retry': 'Try again',
  'activity.unsupportedChain': 'Unsupported chain',
  'activity.unsupported': 'Activity is not available on this network',
  'activity.sent': 'Sent',
  'activity.received': 'Received',
  'activity.executed': 'Executed',
  'activity.deployed': 'Deployed',
  'activity.minted': 'Minted',
  'activity.burned': 'Burned',
  'activity.swapped': 'Swapped',
  'activity.approved': 'Approved',
  'activity.deposited': 'Deposited',
  'activity.withdrawn': 'Withdrawn',
  'activity.cancelled': 'Cancelled',
  'activity.bought': 'Bought',
  'activity.to': 'to {address}',
  'activity.from': 'from {address}',
  'activity.failed': 'Failed',
  'activity.pending': 'Pending',
} as const

export default en

declare module 'portico/ui' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the plugin's keys
  interface PluginMessages extends Record<keyof typeof en, string> {}
}
