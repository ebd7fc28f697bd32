import type en from './en.js'

const th: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'กำลังโหลดวอลเล็ต',
  'title.Passkey': 'พาสคีย์',
  'title.ApproveTransaction': 'อนุมัติธุรกรรม',
  'wallet.passkeyProtect': 'ป้องกันด้วยพาสคีย์',
  'wallet.passkeyOn': 'ป้องกันด้วยพาสคีย์แล้ว',
  'wallet.passkeyDone': 'วอลเล็ตของคุณได้รับการป้องกันด้วยพาสคีย์ อุปกรณ์ใหม่จะขอพาสคีย์นี้ และไม่มีเซิร์ฟเวอร์ใดเปิดวอลเล็ตของคุณได้หากไม่มีพาสคีย์',
  'wallet.passkeyOpened': 'พาสคีย์ของคุณเปิดวอลเล็ตบนอุปกรณ์นี้แล้ว',
  'wallet.passkeyTryAgain': 'ลองอีกครั้ง',
  'title.AccountType': 'ประเภทบัญชี',
  'wallet.accountType': 'ประเภทบัญชี',
  'wallet.accountTypes': 'บัญชีของคุณ',
  'wallet.smartAccount': 'บัญชีอัจฉริยะ',
  'wallet.eoa': 'EOA',
  'wallet.inUse': 'กำลังใช้',
  'wallet.useSmartAccount': 'ใช้บัญชีอัจฉริยะ',
  'wallet.useEoa': 'ใช้ EOA',
  'wallet.switchingAccountType': 'กำลังสลับบัญชี…',
  'wallet.noSmartAccounts': 'เครือข่ายนี้ไม่มีบัญชีอัจฉริยะ: บัญชีของคุณที่นี่คือ EOA',
  'wallet.passkeyError.PASSKEY_CANCELLED': 'ไม่ได้ใช้พาสคีย์: มีการยกเลิก หรือไม่มีพาสคีย์ของวอลเล็ตนี้บนอุปกรณ์นี้ ไม่มีการเปลี่ยนแปลงใด ๆ',
  'wallet.passkeyError.PASSKEY_NO_PRF': 'พาสคีย์นี้ป้องกันวอลเล็ตไม่ได้: ตัวยืนยันตัวตนของพาสคีย์ไม่รองรับ ไม่มีการเปลี่ยนแปลงใด ๆ',
  'wallet.passkeyError.PASSKEY_WRONG': 'พาสคีย์นี้เปิดวอลเล็ตของคุณไม่ได้ ใช้พาสคีย์ที่คุณใช้ป้องกันวอลเล็ต ไม่มีการเปลี่ยนแปลงใด ๆ',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': 'ใช้พาสคีย์ในเบราว์เซอร์นี้ไม่ได้ ไม่มีการเปลี่ยนแปลงใด ๆ',
  'wallet.passkeyError.PROTECT_FAILED': 'ป้องกันวอลเล็ตของคุณไม่ได้: บันทึกส่วนของคีย์ไม่ได้ วอลเล็ตยังเปิดได้บนอุปกรณ์นี้ โปรดลองอีกครั้งภายหลัง',
}

export default th
