import type en from './en.js'

/** Persian strings of the names plugin, loaded with `import()` when the locale is `fa`. */
const fa: Record<keyof typeof en, string> = {
  'names.action': 'انتخاب نام حساب',
  'names.label': 'نام حساب',
  'names.rule': 'حروف، ارقام یا خط تیره، دست‌کم ۴ نویسه',
  'names.invalid': 'فقط از حروف، ارقام یا خط تیره استفاده کنید، دست‌کم ۴ نویسه',
  'names.checking': 'در حال بررسی نام…',
  'names.available': '{name} در دسترس است',
  'names.taken': '{name} قبلاً گرفته شده است',
  'names.suggestions': 'نام‌های پیشنهادی',
  'names.availableTag': 'در دسترس',
  'names.takenTag': 'گرفته شده',
  'names.register': 'ثبت نام',
  'names.success': '{name} نام حساب شماست',
  'names.successNote': 'اکنون دیگران می‌توانند به جای نشانی شما به این نام ارسال کنند.',
  'names.done': 'تمام',
}

export default fa
