import type en from './en.js'

/** Arabic strings of the socials plugin, loaded with `import()` when the locale is `ar`. */
const ar: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': 'تسجيل الدخول الاجتماعي',
  'social.label': 'تسجيل الدخول الاجتماعي',
  'social.continueWith': 'المتابعة باستخدام {provider}',
  'social.more': 'المزيد من خيارات تسجيل الدخول الاجتماعي',
  'social.list': 'خيارات تسجيل الدخول الاجتماعي',
  'social.waiting': 'تابع في نافذة {provider}',
  'social.waitingNote': 'سجّل الدخول هناك واسمح بالوصول؛ ستتابع هذه النافذة تلقائيًا.',
  'social.connecting': 'جارٍ تسجيل دخولك…',
  'social.closed': 'أُغلقت نافذة {provider} قبل انتهاء تسجيل الدخول.',
  'social.blocked': 'حظر المتصفح نافذة {provider}. اسمح بالنوافذ المنبثقة لهذا الموقع ثم حاول مرة أخرى.',
  'social.denied': 'لم تسمح لـ {provider} بمشاركة حسابك، لذلك لم يتم تسجيل دخولك.',
  'social.providerError': 'تعذّر على {provider} تسجيل دخولك: {message}',
  'social.timeout': 'استغرق تسجيل الدخول وقتًا طويلًا للرد. حاول لاحقًا.',
  'social.failed': 'فشل تسجيل الدخول: {message}',
  'social.retry': 'حاول مرة أخرى',
}

export default ar
