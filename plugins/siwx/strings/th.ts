import type en from './en.js'

/** Thai strings of the siwx plugin, loaded with `import()` when the modal shows `th`. */
const strings: Record<keyof typeof en, string> = {
  'siwx.heading': '{app} ต้องการเชื่อมต่อกับวอลเล็ตของคุณ',
  'siwx.text': 'ลงนามข้อความนี้เพื่อพิสูจน์ว่าคุณเป็นเจ้าของวอลเล็ตนี้และดำเนินการต่อ',
  'siwx.textRequired': 'ลงนามข้อความนี้เพื่อพิสูจน์ว่าคุณเป็นเจ้าของวอลเล็ตนี้และดำเนินการต่อ หากยกเลิก การเชื่อมต่อจะถูกตัด',
  'siwx.sign': 'ลงนาม',
  'siwx.cancel': 'ยกเลิก',
  'siwx.checking': 'กำลังตรวจสอบการลงชื่อเข้าใช้',
  'siwx.inWallet': 'ดำเนินการต่อในวอลเล็ตของคุณเพื่อลงนามข้อความ',
}

export default strings
