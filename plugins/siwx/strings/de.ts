import type en from './en.js'

/** German strings of the siwx plugin, loaded with `import()` when the locale is `de`. */
const de: Record<keyof typeof en, string> = {
  'siwx.heading': '{app} möchte sich mit deiner Wallet verbinden',
  'siwx.text': 'Signiere diese Nachricht, um zu zeigen, dass dir diese Wallet gehört, und fortzufahren.',
  'siwx.textRequired':
    'Signiere diese Nachricht, um zu zeigen, dass dir diese Wallet gehört, und fortzufahren. Abbrechen trennt die Verbindung.',
  'siwx.sign': 'Signieren',
  'siwx.cancel': 'Abbrechen',
  'siwx.checking': 'Deine Anmeldung wird geprüft',
  'siwx.inWallet': 'Fahre in deiner Wallet fort, um die Nachricht zu signieren',
}

export default de
