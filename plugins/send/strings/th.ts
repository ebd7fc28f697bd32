import type en from './en.js'

/** Thai strings of the send plugin, loaded with `import()` when the modal shows `th`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletSend': 'ส่ง',
  'title.WalletSendPreview': 'ตรวจสอบการส่ง',
  'send.token': 'โทเค็น',
  'send.noTokens': 'ไม่มีโทเค็นให้ส่งบนเครือข่ายนี้',
  'send.amount': 'จำนวน',
  'send.max': 'สูงสุด',
  'send.balance': 'ยอดคงเหลือ: {balance}',
  'send.receiver': 'ที่อยู่ผู้รับ',
  'send.receiverPlaceholder': '0x… หรือชื่อ',
  'send.resolving': 'กำลังค้นหา {name}',
  'send.preview': 'ดูตัวอย่างการส่ง',
  'send.from': 'จาก',
  'send.to': 'ถึง',
  'send.network': 'เครือข่าย',
  'send.send': 'ส่ง',
  'send.retry': 'ลองอีกครั้ง',
  'send.cancel': 'ยกเลิก',
  'send.confirm': 'ยืนยันธุรกรรมในวอลเล็ตของคุณ',
  'send.success': 'ส่งธุรกรรมแล้ว',
  'send.error.unsupportedChain': 'ไม่รองรับเชนนี้',
  'send.error.required': 'ต้องระบุจำนวนและที่อยู่ผู้รับ',
  'send.error.tokenRequired': 'ต้องเลือกโทเค็น',
  'send.error.invalidAmount': 'จำนวนไม่ถูกต้อง',
  'send.error.tooManyDecimals': '{symbol} รองรับทศนิยมได้สูงสุด {decimals} ตำแหน่ง',
  'send.error.insufficientBalance': 'ยอด {symbol} ไม่เพียงพอ',
  'send.error.invalidAddress': 'ที่อยู่ไม่ถูกต้อง',
  'send.error.nameNotFound': 'ไม่พบที่อยู่สำหรับ {name}',
  'send.error.resolveFailed': 'เกิดข้อผิดพลาดในการค้นหาชื่อ',
  'send.error.insufficientFee': '{symbol} ไม่พอสำหรับค่าธรรมเนียมเครือข่าย',
  'send.fee': 'ค่าธรรมเนียมเครือข่าย',
}

export default strings
