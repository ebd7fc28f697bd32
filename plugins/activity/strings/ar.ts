import type en from './en.js'

/** Arabic strings of the activity plugin, loaded with `import()` when the modal shows `ar`. */
const strings: Record<keyof typeof en, string> = {
  'activity.list': 'النشاط',
  'activity.loading': 'جارٍ تحميل النشاط',
  'activity.loadMore': 'تحميل المزيد',
  'activity.loadingMore': 'جارٍ تحميل مزيد من النشاط',
  'activity.retry': 'حاول مرة أخرى',
  'activity.unsupportedChain': 'سلسلة غير مدعومة',
  'activity.unsupported': 'النشاط غير متاح على هذه الشبكة',
  'activity.sent': 'تم الإرسال',
  'activity.received': 'تم الاستلام',
  'activity.executed': 'تم التنفيذ',
  'activity.deployed': 'تم النشر',
  'activity.minted': 'تم السكّ',
  'activity.burned': 'تم الحرق',
  'activity.swapped': 'تمت المبادلة',
  'activity.approved': 'تمت الموافقة',
  'activity.deposited': 'تم الإيداع',
  'activity.withdrawn': 'تم السحب',
  'activity.cancelled': 'تم الإلغاء',
  'activity.bought': 'تم الشراء',
  'activity.to': 'إلى {address}',
  'activity.from': 'من {address}',
  'activity.failed': 'فشلت',
  'activity.pending': 'قيد الانتظار',
}

export default strings
