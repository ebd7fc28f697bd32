import type en from './en.js'

/** Hindi strings of the onramp plugin, loaded with `import()` when the modal shows `hi`. */
const strings: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': 'टोकन चुनें',
  'title.OnRampFiatSelect': 'मुद्रा चुनें',
  'title.BuyInProgress': 'खरीदारी जारी है',
  'onramp.youPay': 'आप भुगतान करेंगे',
  'onramp.youGet': 'आपको मिलेगा',
  'onramp.limits': 'कार्ड से {min} से {max} {currency} तक',
  'onramp.outOfLimits': '{min} और {max} {currency} के बीच राशि दर्ज करें',
  'onramp.currency': 'मुद्रा: {currency}',
  'onramp.token': 'टोकन: {symbol}',
  'onramp.quoting': 'कोटेशन लिया जा रहा है',
  'onramp.estimate': 'अनुमान, प्रदाता कोटेशन नहीं दे सका',
  'onramp.providers': 'प्रदाता',
  'onramp.fee': 'शुल्क {range}',
  'onramp.preparing': 'तैयारी हो रही है',
  'onramp.unavailable': 'उपलब्ध नहीं',
  'onramp.noProviders': 'इस नेटवर्क पर खरीदारी उपलब्ध नहीं है',
  'onramp.currencies': 'मुद्राएं',
  'onramp.tokens': 'टोकन',
  'onramp.inProgress': '{provider} विंडो में अपनी खरीदारी पूरी करें',
  'onramp.waiting': 'आपकी खरीदारी की प्रतीक्षा है',
  'onramp.blocked': 'आपके ब्राउज़र ने {provider} विंडो को ब्लॉक कर दिया।',
  'onramp.openAgain': '{provider} खोलें',
  'onramp.done': 'आपने {amount} {symbol} खरीदे',
  'onramp.doneSnack': 'खरीदारी पूरी हुई',
  'onramp.backToAccount': 'खाते पर वापस जाएं',
}

export default strings
