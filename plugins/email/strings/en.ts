// The email plugin's English strings, shipped with the plugin (not in the modal's catalogue).
const en = {
  'title.EmailVerifyOtp': 'Confirm Email',
  'title.EmailVerifyDevice': 'Register Device',
  'title.UpdateEmailWallet': 'Edit Email',
  'title.UpdateEmailPrimaryOtp': 'Confirm Current Email',
  'title.UpdateEmailSecondaryOtp': 'Confirm New Email',
  'email.label': 'Email',
  'email.placeholder': 'you@example.com',
  'email.continue': 'Continue',
  'email.invalid': 'Enter a valid email address',
  'email.otpSent': 'Enter the 6-digit code we sent to {email}',
  'email.code': 'Code',
  'email.resend': 'Resend code',
  'email.resent': 'Code sent',
  'email.resendIn': 'A new code can be sent in {seconds} s',
  'email.deviceText': 'Approve the login link we sent to {email}',
  'email.deviceWaiting': 'Waiting for the approval',
  'email.edit': 'Edit email',
  'email.current': 'Current email: {email}',
  'email.newLabel': 'New email',
  'email.changed': 'Email changed to {email}',
  'email.tryAgainAfter.other': 'Please try again after {count} seconds',
  'email.error.invalidCode': 'Invalid code',
  'email.error.expired': 'The code has expired',
  'email.error.tooMany': 'Too many wrong codes: ask for a new one',
  'email.error.noCode': 'No code was sent, or it was already used',
  'email.error.inUse': 'This email address is already in use',
  'email.error.deviceTimeout': 'The device was not approved in time',
} as const

export default en

type PluralStem<key> = key extends `${infer stem}.other` ? stem : never
type Stem = PluralStem<keyof typeof en>

/** A locale's strings: every key of English, each plural message in the forms of the locale (`Intl.PluralRules`). */
export type EmailStrings = Record<Exclude<keyof typeof en, `${Stem}.other`>, string> & Partial<Record<`${Stem}.${Intl.LDMLPluralRule}`, string>>

declare module 'portico/ui' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the plugin's keys
  interface PluginMessages extends Record<keyof typeof en, string> {}
}
