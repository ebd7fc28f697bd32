import type en from './en.js'

/** Thai strings of the "What is a wallet?" view, loaded with `import()` when the locale is `th`. */
const th: Record<keyof typeof en, string> = {
  'help.loginTitle': 'ล็อกอินเดียวสำหรับทุกแอป',
  'help.loginText': 'แอปจะถามวอลเล็ตว่าคุณเป็นใคร ไม่ต้องใช้รหัสผ่านหรือสมัครสมาชิก',
  'help.keysTitle': 'โทเค็นยังเป็นของคุณ',
  'help.keysText': 'วอลเล็ตเก็บคีย์ของคุณ มีเพียงคุณที่ส่ง รับ และอนุมัติได้',
  'help.getTitle': 'บนโทรศัพท์หรือในเบราว์เซอร์',
  'help.getText': 'ติดตั้งแอปวอลเล็ตหรือส่วนขยายเบราว์เซอร์ แล้วเชื่อมต่อที่นี่',
  'help.get': 'ดาวน์โหลดวอลเล็ต',
}

export default th
