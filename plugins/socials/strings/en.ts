// The socials plugin's English strings, shipped with the plugin (not in the modal's catalogue).
const en = {
  'title.ConnectingSocial': 'Social Login',
  'social.label': 'Social login',
  'social.continueWith': 'Continue with {provider}',
  'social.more': 'More social logins',
  'social.list': 'Social logins',
  'social.waiting': 'Continue in the {provider} window',
  'social.waitingNote': 'Sign in there and allow access; this window continues by itself.',
  'social.connecting': 'Signing you in…',
  'social.closed': 'The {provider} window was closed before the sign-in finished.',
  'social.blocked': 'The browser blocked the {provider} window. Allow pop-ups for this site, then try again.',
  'social.denied': 'You did not allow {provider} to share your account, so you are not signed in.',
  'social.providerError': '{provider} could not sign you in: {message}',
  'social.timeout': 'The sign-in took too long to answer. Try again later.',
  'social.failed': 'The sign-in failed: {message}',
  'social.retry': 'Try again',
} as const

export default en

declare module 'portico/ui' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the plugin's keys
  interface PluginMessages extends Record<keyof typeof en, string> {}
}
