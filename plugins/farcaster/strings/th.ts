import type en from './en.js'

/** Thai strings of the Farcaster plugin, loaded with `import()` when the locale is `th`. */
const th: Record<keyof typeof en, string> = {
  'farcaster.scan': 'สแกนด้วยโทรศัพท์ของคุณ',
  'farcaster.scanText': 'สแกนคิวอาร์โค้ดนี้ด้วยแอป Farcaster หรือเปิดลิงก์บนอุปกรณ์ที่มีแอปนั้น',
  'farcaster.qr': 'คิวอาร์โค้ดสำหรับลงชื่อเข้าใช้ด้วย Farcaster',
  'farcaster.preparing': 'กำลังเตรียมการลงชื่อเข้าใช้…',
  'farcaster.copy': 'คัดลอกลิงก์',
  'farcaster.copied': 'คัดลอกลิงก์แล้ว',
  'farcaster.copyFailed': 'คัดลอกลิงก์ไม่ได้',
  'farcaster.open': 'เปิดลิงก์',
  'farcaster.refused': 'Farcaster ยืนยันการลงชื่อเข้าใช้นี้ไม่ได้: {message}',
  'farcaster.timeout': 'ไม่มีการตอบการลงชื่อเข้าใช้ทันเวลา ลองอีกครั้ง',
  'farcaster.failed': 'ลงชื่อเข้าใช้ไม่สำเร็จ: {message}',
  'farcaster.retry': 'ลองอีกครั้ง',
  'farcaster.connecting': 'กำลังลงชื่อเข้าใช้…',
}

export default th
