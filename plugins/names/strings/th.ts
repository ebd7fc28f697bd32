import type en from './en.js'

/** Thai strings of the names plugin, loaded with `import()` when the locale is `th`. */
const th: Record<keyof typeof en, string> = {
  'names.action': 'เลือกชื่อบัญชี',
  'names.label': 'ชื่อบัญชี',
  'names.rule': 'ตัวอักษร ตัวเลข หรือขีดกลาง อย่างน้อย 4 ตัว',
  'names.invalid': 'ใช้เฉพาะตัวอักษร ตัวเลข หรือขีดกลาง อย่างน้อย 4 ตัว',
  'names.checking': 'กำลังตรวจสอบชื่อ…',
  'names.available': '{name} ใช้ได้',
  'names.taken': '{name} ถูกใช้แล้ว',
  'names.suggestions': 'ชื่อที่แนะนำ',
  'names.availableTag': 'ใช้ได้',
  'names.takenTag': 'ถูกใช้แล้ว',
  'names.register': 'ลงทะเบียนชื่อ',
  'names.success': '{name} คือชื่อบัญชีของคุณ',
  'names.successNote': 'ตอนนี้ผู้อื่นส่งถึงชื่อนี้แทนที่อยู่ของคุณได้แล้ว',
  'names.done': 'เสร็จสิ้น',
}

export default th
