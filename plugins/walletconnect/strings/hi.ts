import type en from './en.js'

/** Hindi strings of the walletconnect plugin, loaded with `import()` when the modal shows `hi`. */
const strings: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': 'वॉलेट कनेक्ट करें',
  'title.ConnectingWalletConnectBasic': 'वॉलेट कनेक्ट करें',
  'walletConnect.scan': 'अपने फ़ोन से यह QR कोड स्कैन करें',
  'walletConnect.qr': 'फ़ोन से स्कैन करने के लिए QR कोड',
  'walletConnect.preparing': 'कनेक्शन तैयार हो रहा है',
  'walletConnect.copy': 'लिंक कॉपी करें',
  'walletConnect.copied': 'लिंक कॉपी हो गया',
  'walletConnect.copyFailed': 'लिंक कॉपी नहीं हो सका',
  'walletConnect.openBrowser': 'ब्राउज़र में खोलें',
}

export default strings
