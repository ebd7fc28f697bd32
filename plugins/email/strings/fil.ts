import type { EmailStrings } from './en.js'

/** Filipino strings of the email plugin, loaded with `import()` when the modal shows `fil`. */
const strings: EmailStrings = {
  'title.EmailVerifyOtp': 'Kumpirmahin ang Email',
  'title.EmailVerifyDevice': 'Irehistro ang Device',
  'title.UpdateEmailWallet': 'I-edit ang Email',
  'title.UpdateEmailPrimaryOtp': 'Code sa Lumang Email',
  'title.UpdateEmailSecondaryOtp': 'Code sa Bagong Email',
  'email.label': 'Email',
  'email.placeholder': 'name@example.com',
  'email.continue': 'Magpatuloy',
  'email.invalid': 'Maglagay ng wastong email address',
  'email.otpSent': 'Ilagay ang 6-digit na code na ipinadala namin sa {email}',
  'email.code': 'Code',
  'email.resend': 'Ipadala ulit ang code',
  'email.resendIn': 'Puwedeng magpadala ng bagong code sa loob ng {seconds} s',
  'email.resent': 'Naipadala ang code',
  'email.deviceText': 'Aprubahan ang login link na ipinadala namin sa {email}',
  'email.deviceWaiting': 'Hinihintay ang pag-apruba',
  'email.edit': 'I-edit ang email',
  'email.current': 'Kasalukuyang email: {email}',
  'email.newLabel': 'Bagong email',
  'email.changed': 'Napalitan ang email ng {email}',
  'email.tryAgainAfter.one': 'Subukan ulit pagkalipas ng {count} segundo',
  'email.tryAgainAfter.other': 'Subukan ulit pagkalipas ng {count} na segundo',
  'email.error.invalidCode': 'Hindi valid ang code',
  'email.error.expired': 'Nag-expire na ang code',
  'email.error.tooMany': 'Masyadong maraming maling code: humingi ng bago',
  'email.error.noCode': 'Walang code na naipadala, o nagamit na ito',
  'email.error.inUse': 'Ginagamit na ang email address na ito',
  'email.error.deviceTimeout': 'Hindi naaprubahan sa oras ang device',
}

export default strings
