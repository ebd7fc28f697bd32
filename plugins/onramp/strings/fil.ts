import type en from './en.js'

/** Filipino strings of the onramp plugin, loaded with `import()` when the modal shows `fil`. */
const strings: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': 'Pumili ng Token',
  'title.OnRampFiatSelect': 'Pumili ng Currency',
  'title.BuyInProgress': 'Bumibili',
  'onramp.youPay': 'Babayaran mo',
  'onramp.youGet': 'Matatanggap mo',
  'onramp.limits': 'Mula {min} hanggang {max} {currency} gamit ang card',
  'onramp.outOfLimits': 'Maglagay ng halagang mula {min} hanggang {max} {currency}',
  'onramp.currency': 'Currency: {currency}',
  'onramp.token': 'Token: {symbol}',
  'onramp.quoting': 'Kumukuha ng quote',
  'onramp.estimate': 'Tantya, hindi makapagbigay ng quote ang provider',
  'onramp.providers': 'Mga provider',
  'onramp.fee': 'Bayad {range}',
  'onramp.preparing': 'Inihahanda',
  'onramp.unavailable': 'Hindi available',
  'onramp.noProviders': 'Hindi available ang pagbili sa network na ito',
  'onramp.currencies': 'Mga currency',
  'onramp.tokens': 'Mga token',
  'onramp.inProgress': 'Tapusin ang iyong pagbili sa window ng {provider}',
  'onramp.waiting': 'Hinihintay ang iyong pagbili',
  'onramp.blocked': 'Na-block ng iyong browser ang window ng {provider}.',
  'onramp.openAgain': 'Buksan ang {provider}',
  'onramp.done': 'Nakabili ka ng {amount} {symbol}',
  'onramp.doneSnack': 'Kumpleto na ang pagbili',
  'onramp.backToAccount': 'Bumalik sa account',
}

export default strings
