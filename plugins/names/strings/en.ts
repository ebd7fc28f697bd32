// The names plugin's English strings, shipped with the plugin (not in the modal's catalogue), a chunk of their
// own like the other locales (`strings/<code>.ts`).
const en = {
  'names.action': 'Choose name',
  'names.label': 'Account name',
  'names.rule': 'Letters, digits or hyphens, at least 4 characters',
  'names.invalid': 'Use only letters, digits or hyphens, at least 4 characters',
  'names.checking': 'Checking the name…',
  'names.available': '{name} is available',
  'names.taken': '{name} is already taken',
  'names.suggestions': 'Suggested names',
  'names.availableTag': 'Available',
  'names.takenTag': 'Taken',
  'names.register': 'Register name',
  'names.success': '{name} is your account name',
  'names.successNote': 'People can now send to this name instead of your address.',
  'names.done': 'Done',
} as const

export default en

declare module 'portico/ui' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the plugin's keys
  interface PluginMessages extends Record<keyof typeof en, string> {}
}
