// The plugin's English strings. They ship with the plugin: English inline, so a view never shows a key, and
// each other locale a chunk of its own (./de.ts), fetched when the kit's locale asks for it.
export const en = {
  'title.NotesSign': 'Signed Notes',
  'title.NotesAbout': 'Signed Notes',
  'notes.action': 'Sign a note',
  'notes.tab': 'Notes',
  'notes.connect': 'Sign notes with your wallet',
  'notes.about': 'Connect a wallet, then sign short notes with it from your account. Each note keeps the signature of the wallet that signed it.',
  'notes.chooseWallet': 'Choose a wallet',
  'notes.note': 'Note',
  'notes.placeholder': 'What are you signing?',
  'notes.sign': 'Sign note',
  'notes.required': 'Write a note to sign',
  'notes.count': '{count} signed',
  'notes.list': 'Signed notes',
  'notes.none': 'No signed notes yet',
  'notes.signature': 'Signature {signature}',
} as const

// Declares the keys, so that `t('notes.sign')` type-checks in the plugin's views and a typo fails tsc.
declare module 'portico/ui' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the plugin's keys
  interface PluginMessages extends Record<keyof typeof en, string> {}
}
