import type en from './en.js'

/** Thai strings of the walletconnect plugin, loaded with `import()` when the modal shows `th`. */
const strings: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': 'เชื่อมต่อวอลเล็ต',
  'title.ConnectingWalletConnectBasic': 'เชื่อมต่อวอลเล็ต',
  'walletConnect.scan': 'สแกน QR code นี้ด้วยโทรศัพท์ของคุณ',
  'walletConnect.qr': 'QR code สำหรับสแกนด้วยโทรศัพท์',
  'walletConnect.preparing': 'กำลังเตรียมการเชื่อมต่อ',
  'walletConnect.copy': 'คัดลอกลิงก์',
  'walletConnect.copied': 'คัดลอกลิงก์แล้ว',
  'walletConnect.copyFailed': 'ไม่สามารถคัดลอกลิงก์ได้',
  'walletConnect.openBrowser': 'เปิดในเบราว์เซอร์',
}

export default strings
