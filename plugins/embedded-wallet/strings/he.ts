import type en from './en.js'

const he: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'טעינת הארנק',
  'title.Passkey': 'מפתח גישה',
  'title.ApproveTransaction': 'אישור עסקה',
  'wallet.passkeyProtect': 'הגנה באמצעות מפתח גישה',
  'wallet.passkeyOn': 'מוגן באמצעות מפתח גישה',
  'wallet.passkeyDone': 'הארנק שלך מוגן באמצעות מפתח גישה. מכשיר חדש יבקש אותו, ואף שרת לא יכול לפתוח את הארנק בלעדיו.',
  'wallet.passkeyOpened': 'מפתח הגישה שלך פתח את הארנק במכשיר הזה.',
  'wallet.passkeyTryAgain': 'ניסיון נוסף',
  'title.AccountType': 'סוג חשבון',
  'wallet.accountType': 'סוג חשבון',
  'wallet.accountTypes': 'החשבונות שלך',
  'wallet.smartAccount': 'חשבון חכם',
  'wallet.eoa': 'EOA',
  'wallet.inUse': 'בשימוש',
  'wallet.useSmartAccount': 'שימוש בחשבון החכם',
  'wallet.useEoa': 'שימוש ב-EOA',
  'wallet.switchingAccountType': 'מחליף חשבונות…',
  'wallet.noSmartAccounts': 'ברשת הזו אין חשבונות חכמים: החשבון שלך כאן הוא ה-EOA.',
  'wallet.passkeyError.PASSKEY_CANCELLED': 'לא נעשה שימוש במפתח הגישה: הפעולה בוטלה, או שאין במכשיר הזה מפתח גישה של הארנק הזה. שום דבר לא השתנה.',
  'wallet.passkeyError.PASSKEY_NO_PRF': 'מפתח הגישה הזה לא יכול להגן על ארנק: המאמת שלו לא תומך בכך. שום דבר לא השתנה.',
  'wallet.passkeyError.PASSKEY_WRONG': 'מפתח הגישה הזה לא פותח את הארנק שלך. השתמשו במפתח הגישה שבו הגנתם עליו. שום דבר לא השתנה.',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': 'אי אפשר להשתמש במפתחות גישה בדפדפן הזה. שום דבר לא השתנה.',
  'wallet.passkeyError.PROTECT_FAILED': 'לא ניתן היה להגן על הארנק: לא ניתן היה לשמור את חלקי המפתח שלו. הוא עדיין נפתח במכשיר הזה; נסו שוב מאוחר יותר.',
}

export default he
