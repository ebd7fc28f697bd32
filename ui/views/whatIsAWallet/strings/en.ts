// The "What is a wallet?" view's English strings, shipped with the view (not in the modal's catalogue, whose
// locale chunks have no room left); the other locales (`<code>.ts`) are chunks of their own.
const en = {
  'help.loginTitle': 'One login for every app',
  'help.loginText': 'Apps ask your wallet who you are: no password, no sign-up form.',
  'help.keysTitle': 'Your tokens stay yours',
  'help.keysText': 'A wallet holds your keys. Only you can send, receive and approve.',
  'help.getTitle': 'On your phone or in your browser',
  'help.getText': 'Install a wallet app or a browser extension, then connect it here.',
  'help.get': 'Get a wallet',
} as const

export default en
