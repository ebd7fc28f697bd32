import type en from './en.js'

/** Hebrew strings of the activity plugin, loaded with `import()` when the modal shows `he`. */
const strings: Record<keyof typeof en, string> = {
  'activity.list': 'פעילות',
  'activity.loading': 'טעינת פעילות',
  'activity.loadMore': 'טעינת עוד',
  'activity.loadingMore': 'טעינת פעילות נוספת',
  'activity.retry': 'ניסיון נוסף',
  'activity.unsupportedChain': 'שרשרת לא נתמכת',
  'activity.unsupported': 'הפעילות לא זמינה ברשת הזו',
  'activity.sent': 'נשלח',
  'activity.received': 'התקבל',
  'activity.executed': 'בוצע',
  'activity.deployed': 'נפרס',
  'activity.minted': 'הוטבע',
  'activity.burned': 'נשרף',
  'activity.swapped': 'הוחלף',
  'activity.approved': 'אושר',
  'activity.deposited': 'הופקד',
  'activity.withdrawn': 'נמשך',
  'activity.cancelled': 'בוטל',
  'activity.bought': 'נקנה',
  'activity.to': 'אל {address}',
  'activity.from': 'מאת {address}',
  'activity.failed': 'נכשל',
  'activity.pending': 'ממתין',
}

export default strings
