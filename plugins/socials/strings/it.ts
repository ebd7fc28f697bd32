import type en from './en.js'

/** Italian strings of the socials plugin, loaded with `import()` when the locale is `it`. */
const it: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': 'Accesso social',
  'social.label': 'Accesso social',
  'social.continueWith': 'Continua con {provider}',
  'social.more': 'Altri accessi social',
  'social.list': 'Accessi social',
  'social.waiting': 'Continua nella finestra di {provider}',
  'social.waitingNote': 'Accedi lì e consenti l’accesso; questa finestra prosegue da sola.',
  'social.connecting': 'Accesso in corso…',
  'social.closed': 'La finestra di {provider} è stata chiusa prima della fine dell’accesso.',
  'social.blocked': 'Il browser ha bloccato la finestra di {provider}. Consenti i pop-up per questo sito e riprova.',
  'social.denied': 'Non hai consentito a {provider} di condividere il tuo account, quindi non hai effettuato l’accesso.',
  'social.providerError': '{provider} non è riuscito a farti accedere: {message}',
  'social.timeout': 'L’accesso ha impiegato troppo tempo a rispondere. Riprova più tardi.',
  'social.failed': 'Accesso non riuscito: {message}',
  'social.retry': 'Riprova',
}

export default it
