import type en from './en.js'

/** Filipino strings of the socials plugin, loaded with `import()` when the locale is `fil`. */
const fil: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': 'Social login',
  'social.label': 'Social login',
  'social.continueWith': 'Magpatuloy gamit ang {provider}',
  'social.more': 'Iba pang social login',
  'social.list': 'Mga social login',
  'social.waiting': 'Magpatuloy sa window ng {provider}',
  'social.waitingNote': 'Mag-sign in doon at payagan ang access; kusang magpapatuloy ang window na ito.',
  'social.connecting': 'Sina-sign in ka…',
  'social.closed': 'Naisara ang window ng {provider} bago natapos ang pag-sign in.',
  'social.blocked': 'Hinarangan ng browser ang window ng {provider}. Payagan ang mga pop-up para sa site na ito, saka subukang muli.',
  'social.denied': 'Hindi mo pinayagan ang {provider} na ibahagi ang account mo, kaya hindi ka naka-sign in.',
  'social.providerError': 'Hindi ka na-sign in ng {provider}: {message}',
  'social.timeout': 'Masyadong natagalan ang pag-sign in bago sumagot. Subukang muli mamaya.',
  'social.failed': 'Nabigo ang pag-sign in: {message}',
  'social.retry': 'Subukang muli',
}

export default fil
