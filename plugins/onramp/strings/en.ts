// The on-ramp plugin's English strings, shipped with the plugin (not in the modal's catalogue). Like the other
// locales (`strings/<code>.ts`) they are a chunk of their own: the kit fetches them with the plugin's first view.
const en = {
  'title.OnRampTokenSelect': 'Select Token',
  'title.OnRampFiatSelect': 'Select Currency',
  'title.BuyInProgress': 'Buying',
  'onramp.youPay': 'You pay',
  'onramp.youGet': 'You receive',
  'onramp.limits': 'Between {min} and {max} {currency} by card',
  'onramp.outOfLimits': 'Enter an amount between {min} and {max} {currency}',
  'onramp.currency': 'Currency: {currency}',
  'onramp.token': 'Token: {symbol}',
  'onramp.quoting': 'Getting a quote',
  'onramp.estimate': 'Estimate, the provider could not quote',
  'onramp.providers': 'Providers',
  'onramp.fee': 'Fee {range}',
  'onramp.preparing': 'Preparing',
  'onramp.unavailable': 'Unavailable',
  'onramp.noProviders': 'Buying is not available on this network',
  'onramp.currencies': 'Currencies',
  'onramp.tokens': 'Tokens',
  'onramp.inProgress': 'Complete your purchase in the {provider} window',
  'onramp.waiting': 'Waiting for your purchase',
  'onramp.blocked': 'Your browser blocked the {provider} window.',
  'onramp.openAgain': 'Open {provider}',
  'onramp.done': 'You bought {amount} {symbol}',
  'onramp.doneSnack': 'Purchase complete',
  'onramp.backToAccount': 'Back to account',
} as const

export default en

declare module 'portico/ui' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the plugin's keys
  interface PluginMessages extends Record<keyof typeof en, string> {}
}
