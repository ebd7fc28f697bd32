import type en from './en.js'

/** Hindi strings of the socials plugin, loaded with `import()` when the locale is `hi`. */
const hi: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': 'सोशल लॉगिन',
  'social.label': 'सोशल लॉगिन',
  'social.continueWith': '{provider} के साथ जारी रखें',
  'social.more': 'और सोशल लॉगिन',
  'social.list': 'सोशल लॉगिन',
  'social.waiting': '{provider} विंडो में जारी रखें',
  'social.waitingNote': 'वहाँ साइन इन करें और अनुमति दें; यह विंडो अपने आप आगे बढ़ेगी।',
  'social.connecting': 'साइन इन हो रहा है…',
  'social.closed': 'साइन इन पूरा होने से पहले {provider} विंडो बंद कर दी गई।',
  'social.blocked': 'ब्राउज़र ने {provider} विंडो रोक दी। इस साइट के लिए पॉप-अप की अनुमति दें, फिर दोबारा कोशिश करें।',
  'social.denied': 'आपने {provider} को अपना खाता साझा करने की अनुमति नहीं दी, इसलिए आप साइन इन नहीं हैं।',
  'social.providerError': '{provider} आपको साइन इन नहीं कर सका: {message}',
  'social.timeout': 'साइन इन ने जवाब देने में बहुत देर लगाई। बाद में फिर कोशिश करें।',
  'social.failed': 'साइन इन विफल: {message}',
  'social.retry': 'फिर से कोशिश करें',
}

export default hi
