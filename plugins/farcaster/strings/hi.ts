import type en from './en.js'

/** Hindi strings of the Farcaster plugin, loaded with `import()` when the locale is `hi`. */
const hi: Record<keyof typeof en, string> = {
  'farcaster.scan': 'अपने फ़ोन से स्कैन करें',
  'farcaster.scanText': 'इस QR कोड को Farcaster ऐप से स्कैन करें, या लिंक को ऐसे डिवाइस पर खोलें जिसमें वह ऐप हो।',
  'farcaster.qr': 'Farcaster से साइन इन करने का QR कोड',
  'farcaster.preparing': 'साइन इन तैयार किया जा रहा है…',
  'farcaster.copy': 'लिंक कॉपी करें',
  'farcaster.copied': 'लिंक कॉपी हो गया',
  'farcaster.copyFailed': 'लिंक कॉपी नहीं हो सका',
  'farcaster.open': 'लिंक खोलें',
  'farcaster.refused': 'Farcaster इस साइन इन की पुष्टि नहीं कर सका: {message}',
  'farcaster.timeout': 'साइन इन का जवाब समय पर नहीं मिला। फिर से कोशिश करें।',
  'farcaster.failed': 'साइन इन विफल रहा: {message}',
  'farcaster.retry': 'फिर से कोशिश करें',
  'farcaster.connecting': 'साइन इन हो रहा है…',
}

export default hi
