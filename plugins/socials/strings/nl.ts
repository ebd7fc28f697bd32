import type en from './en.js'

/** Dutch strings of the socials plugin, loaded with `import()` when the locale is `nl`. */
const nl: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': 'Sociaal inloggen',
  'social.label': 'Sociaal inloggen',
  'social.continueWith': 'Doorgaan met {provider}',
  'social.more': 'Meer sociale logins',
  'social.list': 'Sociale logins',
  'social.waiting': 'Ga verder in het {provider}-venster',
  'social.waitingNote': 'Log daar in en geef toegang; dit venster gaat vanzelf verder.',
  'social.connecting': 'Je wordt ingelogd…',
  'social.closed': 'Het {provider}-venster is gesloten voordat het inloggen klaar was.',
  'social.blocked': 'De browser heeft het {provider}-venster geblokkeerd. Sta pop-ups toe voor deze site en probeer het opnieuw.',
  'social.denied': 'Je hebt {provider} niet toegestaan je account te delen, dus je bent niet ingelogd.',
  'social.providerError': '{provider} kon je niet inloggen: {message}',
  'social.timeout': 'Het inloggen duurde te lang. Probeer het later opnieuw.',
  'social.failed': 'Inloggen mislukt: {message}',
  'social.retry': 'Opnieuw proberen',
}

export default nl
