import type en from './en.js'

/** Polish strings of the socials plugin, loaded with `import()` when the locale is `pl`. */
const pl: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': 'Logowanie społecznościowe',
  'social.label': 'Logowanie społecznościowe',
  'social.continueWith': 'Kontynuuj z {provider}',
  'social.more': 'Więcej logowań społecznościowych',
  'social.list': 'Logowania społecznościowe',
  'social.waiting': 'Kontynuuj w oknie {provider}',
  'social.waitingNote': 'Zaloguj się tam i zezwól na dostęp; to okno przejdzie dalej samo.',
  'social.connecting': 'Logowanie…',
  'social.closed': 'Okno {provider} zostało zamknięte przed zakończeniem logowania.',
  'social.blocked': 'Przeglądarka zablokowała okno {provider}. Zezwól na wyskakujące okna dla tej witryny i spróbuj ponownie.',
  'social.denied': 'Nie zezwolono {provider} na udostępnienie konta, więc nie jesteś zalogowany.',
  'social.providerError': '{provider} nie może cię zalogować: {message}',
  'social.timeout': 'Logowanie trwało zbyt długo. Spróbuj ponownie później.',
  'social.failed': 'Logowanie nie powiodło się: {message}',
  'social.retry': 'Spróbuj ponownie',
}

export default pl
