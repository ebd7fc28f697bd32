import type en from './en.js'

/** Hebrew strings of the "What is a wallet?" view, loaded with `import()` when the locale is `he`. */
const he: Record<keyof typeof en, string> = {
  'help.loginTitle': 'כניסה אחת לכל האפליקציות',
  'help.loginText': 'אפליקציות שואלות את הארנק מי אתם: בלי סיסמה ובלי טופס הרשמה.',
  'help.keysTitle': 'הטוקנים שלכם נשארים שלכם',
  'help.keysText': 'הארנק שומר את המפתחות שלכם. רק אתם יכולים לשלוח, לקבל ולאשר.',
  'help.getTitle': 'בטלפון או בדפדפן',
  'help.getText': 'התקינו אפליקציית ארנק או תוסף לדפדפן, ואז חברו אותו כאן.',
  'help.get': 'להורדת ארנק',
}

export default he
