import type en from './en.js'

/** Persian strings of the activity plugin, loaded with `import()` when the modal shows `fa`. */
const strings: Record<keyof typeof en, string> = {
  'activity.list': 'فعالیت',
  'activity.loading': 'در حال بارگیری فعالیت',
  'activity.loadMore': 'بارگیری بیشتر',
  'activity.loadingMore': 'در حال بارگیری فعالیت‌های بیشتر',
  'activity.retry': 'تلاش دوباره',
  'activity.unsupportedChain': 'زنجیره پشتیبانی نمی‌شود',
  'activity.unsupported': 'فعالیت در این شبکه در دسترس نیست',
  'activity.sent': 'ارسال شد',
  'activity.received': 'دریافت شد',
  'activity.executed': 'اجرا شد',
  'activity.deployed': 'مستقر شد',
  'activity.minted': 'ضرب شد',
  'activity.burned': 'سوزانده شد',
  'activity.swapped': 'سواپ شد',
  'activity.approved': 'تأیید شد',
  'activity.deposited': 'واریز شد',
  'activity.withdrawn': 'برداشت شد',
  'activity.cancelled': 'لغو شد',
  'activity.bought': 'خریداری شد',
  'activity.to': 'به {address}',
  'activity.from': 'از {address}',
  'activity.failed': 'ناموفق',
  'activity.pending': 'در انتظار',
}

export default strings
