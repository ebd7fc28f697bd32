import type en from './en.js'

/** Hebrew strings of the siwx plugin, loaded with `import()` when the modal shows `he`. */
const strings: Record<keyof typeof en, string> = {
  'siwx.heading': '{app} צריכה להתחבר לארנק',
  'siwx.text': 'יש לחתום על ההודעה כדי להוכיח בעלות על הארנק ולהמשיך.',
  'siwx.textRequired': 'יש לחתום על ההודעה כדי להוכיח בעלות על הארנק ולהמשיך. ביטול ינתק את החיבור.',
  'siwx.sign': 'חתימה',
  'siwx.cancel': 'ביטול',
  'siwx.checking': 'בודק את ההתחברות',
  'siwx.inWallet': 'יש להמשיך בארנק כדי לחתום על ההודעה',
}

export default strings
