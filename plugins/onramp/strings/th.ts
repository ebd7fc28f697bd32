import type en from './en.js'

/** Thai strings of the onramp plugin, loaded with `import()` when the modal shows `th`. */
const strings: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': 'เลือกโทเค็น',
  'title.OnRampFiatSelect': 'เลือกสกุลเงิน',
  'title.BuyInProgress': 'กำลังซื้อ',
  'onramp.youPay': 'คุณจ่าย',
  'onramp.youGet': 'คุณได้รับ',
  'onramp.limits': 'ระหว่าง {min} ถึง {max} {currency} ด้วยบัตร',
  'onramp.outOfLimits': 'กรอกจำนวนเงินระหว่าง {min} ถึง {max} {currency}',
  'onramp.currency': 'สกุลเงิน: {currency}',
  'onramp.token': 'โทเค็น: {symbol}',
  'onramp.quoting': 'กำลังขอใบเสนอราคา',
  'onramp.estimate': 'ราคาประมาณ ผู้ให้บริการไม่สามารถเสนอราคาได้',
  'onramp.providers': 'ผู้ให้บริการ',
  'onramp.fee': 'ค่าธรรมเนียม {range}',
  'onramp.preparing': 'กำลังเตรียม',
  'onramp.unavailable': 'ไม่พร้อมใช้งาน',
  'onramp.noProviders': 'ไม่สามารถซื้อบนเครือข่ายนี้ได้',
  'onramp.currencies': 'สกุลเงิน',
  'onramp.tokens': 'โทเค็น',
  'onramp.inProgress': 'ทำการซื้อให้เสร็จในหน้าต่าง {provider}',
  'onramp.waiting': 'กำลังรอการซื้อของคุณ',
  'onramp.blocked': 'เบราว์เซอร์ของคุณบล็อกหน้าต่าง {provider}',
  'onramp.openAgain': 'เปิด {provider}',
  'onramp.done': 'คุณซื้อ {amount} {symbol} แล้ว',
  'onramp.doneSnack': 'ซื้อสำเร็จ',
  'onramp.backToAccount': 'กลับไปที่บัญชี',
}

export default strings
