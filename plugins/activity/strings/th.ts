import type en from './en.js'

/** Thai strings of the activity plugin, loaded with `import()` when the modal shows `th`. */
const strings: Record<keyof typeof en, string> = {
  'activity.list': 'กิจกรรม',
  'activity.loading': 'กำลังโหลดกิจกรรม',
  'activity.loadMore': 'โหลดเพิ่มเติม',
  'activity.loadingMore': 'กำลังโหลดกิจกรรมเพิ่มเติม',
  'activity.retry': 'ลองอีกครั้ง',
  'activity.unsupportedChain': 'ไม่รองรับเชนนี้',
  'activity.unsupported': 'ไม่สามารถดูกิจกรรมบนเครือข่ายนี้ได้',
  'activity.sent': 'ส่งแล้ว',
  'activity.received': 'ได้รับแล้ว',
  'activity.executed': 'ดำเนินการแล้ว',
  'activity.deployed': 'ดีพลอยแล้ว',
  'activity.minted': 'มินต์แล้ว',
  'activity.burned': 'เบิร์นแล้ว',
  'activity.swapped': 'สวอปแล้ว',
  'activity.approved': 'อนุมัติแล้ว',
  'activity.deposited': 'ฝากแล้ว',
  'activity.withdrawn': 'ถอนแล้ว',
  'activity.cancelled': 'ยกเลิกแล้ว',
  'activity.bought': 'ซื้อแล้ว',
  'activity.to': 'ถึง {address}',
  'activity.from': 'จาก {address}',
  'activity.failed': 'ล้มเหลว',
  'activity.pending': 'รอดำเนินการ',
}

export default strings
