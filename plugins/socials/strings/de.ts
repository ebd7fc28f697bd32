import type en from './en.js'

/** German strings of the socials plugin, loaded with `import()` when the locale is `de`. */
const de: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': 'Social Login',
  'social.label': 'Social Login',
  'social.continueWith': 'Weiter mit {provider}',
  'social.more': 'Weitere Social Logins',
  'social.list': 'Social Logins',
  'social.waiting': 'Weiter im {provider}-Fenster',
  'social.waitingNote': 'Melde dich dort an und erlaube den Zugriff; dieses Fenster macht von selbst weiter.',
  'social.connecting': 'Du wirst angemeldet…',
  'social.closed': 'Das {provider}-Fenster wurde geschlossen, bevor die Anmeldung fertig war.',
  'social.blocked': 'Der Browser hat das {provider}-Fenster blockiert. Erlaube Pop-ups für diese Seite und versuche es erneut.',
  'social.denied': 'Du hast {provider} nicht erlaubt, dein Konto zu teilen, daher bist du nicht angemeldet.',
  'social.providerError': '{provider} konnte dich nicht anmelden: {message}',
  'social.timeout': 'Die Anmeldung hat zu lange nicht geantwortet. Versuche es später erneut.',
  'social.failed': 'Die Anmeldung ist fehlgeschlagen: {message}',
  'social.retry': 'Erneut versuchen',
}

export default de
