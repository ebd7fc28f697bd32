// The send plugin's English strings, shipped with the plugin (not in the modal's catalogue). Like the other
// locales (`strings/<code>.ts`) they are a chunk of their own: the kit fetches them with the plugin's first view.
const en = {
  'title.WalletSend': 'Send',
  'title.WalletSendPreview': 'Review Send',
  'send.token': 'Token',
  'send.noTokens': 'No tokens to send on this network',
  'send.amount': 'Amount',
  'send.max': 'Max',
  'send.balance': 'Balance: {balance}',
  'send.receiver': 'Receiver address',
  'send.receiverPlaceholder': '0x… or name',
  'send.resolving': 'Looking up {name}',
  'send.preview': 'Preview send',
  'send.from': 'From',
  'send.to': 'To',
  'send.network': 'Network',
  'send.fee': 'Network fee',
  'send.send': 'Send',
  'send.retry': 'Try again',
  'send.cancel': 'Cancel',
  'send.confirm': 'Confirm the transaction in your wallet',
  'send.success': 'Transaction sent',
  'send.error.unsupportedChain': 'Unsupported chain',
  'send.error.required': 'An amount and receiver address are required',
  'send.error.tokenRequired': 'A token is required',
  'send.error.invalidAmount': 'Invalid amount',
  'send.error.tooManyDecimals': '{symbol} allows at most {decimals} decimals',
  'send.error.insufficientBalance': 'Insufficient {symbol} balance',
  'send.error.invalidAddress': 'Invalid address',
  'send.error.nameNotFound': 'No address found for {name}',
  'send.error.resolveFailed': 'Error resolving name',
  'send.error.insufficientFee': 'Not enough {symbol} for the network fee',
} as const

export default en

declare module 'portico/ui' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the plugin's keys
  interface PluginMessages extends Record<keyof typeof en, string> {}
}
