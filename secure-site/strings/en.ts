// The secure site's words in English: the page's own (the approval card, its window, the passkey panel) and the
// approval's titles, labels and values as the chain packages write them (`chains/*/embedded`), which the card reads
// back by these templates (secure-site/i18n.ts). Every other locale has every key and placeholder of this one
// (strings.test.ts). Plural messages have a form per `Intl.PluralRules` category (`<key>.one`, `<key>.other`, ...).

const en = {
  'page.hidden': 'This request contains hidden or direction-changing characters, shown as ⟦U+…⟧. Read it carefully.',
  'page.busy': 'Approved. One moment…',
  'page.scroll': 'Scroll to read the whole request before approving.',
  'page.reject': 'Reject',
  'page.approve': 'Approve',
  'page.review': 'Review in a secure window',
  'page.requestedBy': 'Requested by',
  'page.network': 'Network',
  'page.details': 'Details',
  'passkey.busy': 'Waiting for your passkey…',
  'passkey.cancel': 'Cancel',
  'passkey.protect.title': 'Protect your wallet with a passkey',
  'passkey.protect.text':
    'Your passkey will be needed to open this wallet on a new device. Then neither the login server nor the recovery service, nor both together, can open it without you. Keep the passkey safe: without it, a new device cannot open your wallet.',
  'passkey.protect.action': 'Create passkey',
  'passkey.unlock.title': 'Open your wallet with your passkey',
  'passkey.unlock.text': 'Your wallet is protected with a passkey. Use it to open your wallet on this device.',
  'passkey.unlock.action': 'Use passkey',
  // Approval titles, as the chain packages write them in English (the templates the card matches).
  'title.signMessage': 'Sign message',
  'title.signTransaction': 'Sign transaction',
  'title.approveTransaction': 'Approve transaction',
  'title.deploy': 'Deploy a contract',
  'title.contractCall': 'Contract call',
  'title.send': 'Send {amount}',
  'title.allow': 'Allow spending of {token}',
  'title.swap': 'Swap {paid} for at least {minimum}',
  'title.signTransactions.one': 'Sign {count} transaction',
  'title.signTransactions.other': 'Sign {count} transactions',
  'title.signTyped': 'Sign {type}',
  // Approval rows' labels.
  'label.to': 'To',
  'label.amount': 'Amount',
  'label.amountBaseUnits': 'Amount (base units)',
  'label.tokenContract': 'Token contract',
  'label.token': 'Token',
  'label.spender': 'Spender',
  'label.upTo': 'Up to',
  'label.youPay': 'You pay',
  'label.youReceive': 'You receive at least',
  'label.recipient': 'Recipient',
  'label.contract': 'Contract',
  'label.program': 'Program',
  'label.call': 'Call',
  'label.app': 'App',
  'label.chainId': 'Chain id',
  'label.message': 'Message',
  'label.fee': 'Network fee',
  // Approval rows' values in words.
  'value.unlimited': 'Unlimited {token}',
  'value.feeUnknown': 'Could not be estimated: the transaction may fail',
  'value.unknownCall': 'A function this wallet cannot read ({selector}). Approve only if you trust the site.',
  'value.unknownToken': 'an unknown token',
} as const

/** A key of the secure site's catalogue. */
export type SecureSiteKey = keyof typeof en

/** The secure site's words in one locale. */
export type SecureSiteMessages = Readonly<Record<string, string>>

export default en as Readonly<Record<SecureSiteKey, string>>
