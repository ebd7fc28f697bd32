import type en from './en.js'

/** Hebrew strings of the socials plugin, loaded with `import()` when the locale is `he`. */
const he: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': 'התחברות חברתית',
  'social.label': 'התחברות חברתית',
  'social.continueWith': 'המשך עם {provider}',
  'social.more': 'עוד אפשרויות התחברות חברתית',
  'social.list': 'אפשרויות התחברות חברתית',
  'social.waiting': 'המשיכו בחלון של {provider}',
  'social.waitingNote': 'התחברו שם ואשרו גישה; החלון הזה ימשיך מעצמו.',
  'social.connecting': 'מתחברים…',
  'social.closed': 'החלון של {provider} נסגר לפני שההתחברות הסתיימה.',
  'social.blocked': 'הדפדפן חסם את החלון של {provider}. אפשרו חלונות קופצים לאתר הזה ונסו שוב.',
  'social.denied': 'לא אישרתם ל-{provider} לשתף את החשבון, ולכן לא התחברתם.',
  'social.providerError': '{provider} לא הצליח לחבר אתכם: {message}',
  'social.timeout': 'ההתחברות לא ענתה זמן רב מדי. נסו שוב מאוחר יותר.',
  'social.failed': 'ההתחברות נכשלה: {message}',
  'social.retry': 'נסו שוב',
}

export default he
