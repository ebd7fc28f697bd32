import type { EmailStrings } from './en.js'

/** Hebrew strings of the email plugin, loaded with `import()` when the modal shows `he`. */
const strings: EmailStrings = {
  'title.EmailVerifyOtp': 'אימות אימייל',
  'title.EmailVerifyDevice': 'רישום מכשיר',
  'title.UpdateEmailWallet': 'עריכת אימייל',
  'title.UpdateEmailPrimaryOtp': 'אימות האימייל הנוכחי',
  'title.UpdateEmailSecondaryOtp': 'אימות האימייל החדש',
  'email.label': 'אימייל',
  'email.placeholder': 'name@example.com',
  'email.continue': 'המשך',
  'email.invalid': 'יש להזין כתובת אימייל תקינה',
  'email.otpSent': 'יש להזין את הקוד בן 6 הספרות ששלחנו אל {email}',
  'email.code': 'קוד',
  'email.resend': 'שליחת הקוד שוב',
  'email.resendIn': 'אפשר לשלוח קוד חדש בעוד {seconds} שנ׳',
  'email.resent': 'הקוד נשלח',
  'email.deviceText': 'יש לאשר את קישור ההתחברות ששלחנו אל {email}',
  'email.deviceWaiting': 'ממתין לאישור',
  'email.edit': 'עריכת אימייל',
  'email.current': 'האימייל הנוכחי: {email}',
  'email.newLabel': 'אימייל חדש',
  'email.changed': 'האימייל שונה ל-{email}',
  'email.tryAgainAfter.one': 'אפשר לנסות שוב בעוד שנייה אחת',
  'email.tryAgainAfter.two': 'אפשר לנסות שוב בעוד שתי שניות',
  'email.tryAgainAfter.other': 'אפשר לנסות שוב בעוד {count} שניות',
  'email.error.invalidCode': 'קוד שגוי',
  'email.error.expired': 'תוקף הקוד פג',
  'email.error.tooMany': 'יותר מדי קודים שגויים: כדאי לבקש קוד חדש',
  'email.error.noCode': 'לא נשלח קוד, או שכבר נעשה בו שימוש',
  'email.error.inUse': 'כתובת האימייל הזו כבר בשימוש',
  'email.error.deviceTimeout': 'המכשיר לא אושר בזמן',
}

export default strings
