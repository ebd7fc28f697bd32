import type en from './en.js'

/** Thai strings of the email plugin, loaded with `import()` when the modal shows `th`. */
const strings: Record<keyof typeof en, string> = {
  'title.EmailVerifyOtp': 'ยืนยันอีเมล',
  'title.EmailVerifyDevice': 'ลงทะเบียนอุปกรณ์',
  'title.UpdateEmailWallet': 'แก้ไขอีเมล',
  'title.UpdateEmailPrimaryOtp': 'ยืนยันอีเมลปัจจุบัน',
  'title.UpdateEmailSecondaryOtp': 'ยืนยันอีเมลใหม่',
  'email.label': 'อีเมล',
  'email.placeholder': 'name@example.com',
  'email.continue': 'ดำเนินการต่อ',
  'email.invalid': 'กรอกอีเมลที่ถูกต้อง',
  'email.otpSent': 'กรอกรหัส 6 หลักที่เราส่งไปยัง {email}',
  'email.code': 'รหัส',
  'email.resend': 'ส่งรหัสอีกครั้ง',
  'email.resendIn': 'ส่งรหัสใหม่ได้ในอีก {seconds} วินาที',
  'email.resent': 'ส่งรหัสแล้ว',
  'email.deviceText': 'อนุมัติลิงก์เข้าสู่ระบบที่เราส่งไปยัง {email}',
  'email.deviceWaiting': 'กำลังรอการอนุมัติ',
  'email.edit': 'แก้ไขอีเมล',
  'email.current': 'อีเมลปัจจุบัน: {email}',
  'email.newLabel': 'อีเมลใหม่',
  'email.changed': 'เปลี่ยนอีเมลเป็น {email} แล้ว',
}

export default strings
