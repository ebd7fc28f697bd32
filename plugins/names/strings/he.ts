import type en from './en.js'

/** Hebrew strings of the names plugin, loaded with `import()` when the locale is `he`. */
const he: Record<keyof typeof en, string> = {
  'names.action': 'בחירת שם לחשבון',
  'names.label': 'שם החשבון',
  'names.rule': 'אותיות, ספרות או מקפים, לפחות 4 תווים',
  'names.invalid': 'יש להשתמש רק באותיות, ספרות או מקפים, לפחות 4 תווים',
  'names.checking': 'בודקים את השם…',
  'names.available': '{name} פנוי',
  'names.taken': '{name} כבר תפוס',
  'names.suggestions': 'שמות מוצעים',
  'names.availableTag': 'פנוי',
  'names.takenTag': 'תפוס',
  'names.register': 'רישום השם',
  'names.success': '{name} הוא שם החשבון שלכם',
  'names.successNote': 'מעכשיו אפשר לשלוח לשם הזה במקום לכתובת שלכם.',
  'names.done': 'סיום',
}

export default he
