import type en from './en.js'

/** Arabic strings of the names plugin, loaded with `import()` when the locale is `ar`. */
const ar: Record<keyof typeof en, string> = {
  'names.action': 'اختر اسم الحساب',
  'names.label': 'اسم الحساب',
  'names.rule': 'حروف أو أرقام أو شرطات، 4 أحرف على الأقل',
  'names.invalid': 'استخدم الحروف أو الأرقام أو الشرطات فقط، 4 أحرف على الأقل',
  'names.checking': 'جارٍ التحقق من الاسم…',
  'names.available': '{name} متاح',
  'names.taken': '{name} مستخدم بالفعل',
  'names.suggestions': 'أسماء مقترحة',
  'names.availableTag': 'متاح',
  'names.takenTag': 'مستخدم',
  'names.register': 'تسجيل الاسم',
  'names.success': '{name} هو اسم حسابك',
  'names.successNote': 'يمكن للآخرين الآن الإرسال إلى هذا الاسم بدلاً من عنوانك.',
  'names.done': 'تم',
}

export default ar
