import type en from './en.js'

/** Thai strings of the socials plugin, loaded with `import()` when the locale is `th`. */
const th: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': 'เข้าสู่ระบบด้วยโซเชียล',
  'social.label': 'เข้าสู่ระบบด้วยโซเชียล',
  'social.continueWith': 'ดำเนินการต่อด้วย {provider}',
  'social.more': 'การเข้าสู่ระบบด้วยโซเชียลอื่นๆ',
  'social.list': 'การเข้าสู่ระบบด้วยโซเชียล',
  'social.waiting': 'ดำเนินการต่อในหน้าต่าง {provider}',
  'social.waitingNote': 'ลงชื่อเข้าใช้ที่นั่นและอนุญาตการเข้าถึง หน้าต่างนี้จะดำเนินการต่อเอง',
  'social.connecting': 'กำลังลงชื่อเข้าใช้…',
  'social.closed': 'หน้าต่าง {provider} ถูกปิดก่อนลงชื่อเข้าใช้เสร็จ',
  'social.blocked': 'เบราว์เซอร์บล็อกหน้าต่าง {provider} อนุญาตป๊อปอัปสำหรับเว็บไซต์นี้ แล้วลองอีกครั้ง',
  'social.denied': 'คุณไม่ได้อนุญาตให้ {provider} แชร์บัญชีของคุณ จึงยังไม่ได้ลงชื่อเข้าใช้',
  'social.providerError': '{provider} ลงชื่อเข้าใช้ให้คุณไม่ได้: {message}',
  'social.timeout': 'การลงชื่อเข้าใช้ใช้เวลาตอบนานเกินไป ลองอีกครั้งภายหลัง',
  'social.failed': 'ลงชื่อเข้าใช้ไม่สำเร็จ: {message}',
  'social.retry': 'ลองอีกครั้ง',
}

export default th
