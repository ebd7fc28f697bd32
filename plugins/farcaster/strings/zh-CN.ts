import type en from './en.js'

/** None strings of the Farcaster plugin, loaded with `import()` when the locale is `zh-CN`. */
const zhCN: Record<keyof typeof en, string> = {
  'farcaster.scan': '用手机扫描',
  'farcaster.scanText': '用 Farcaster 应用扫描此二维码，或在装有该应用的设备上打开链接。',
  'farcaster.qr': '使用 Farcaster 登录的二维码',
  'farcaster.preparing': '正在准备登录…',
  'farcaster.copy': '复制链接',
  'farcaster.copied': '链接已复制',
  'farcaster.copyFailed': '无法复制链接',
  'farcaster.open': '打开链接',
  'farcaster.refused': 'Farcaster 无法验证此次登录：{message}',
  'farcaster.timeout': '登录未能及时得到回应。请重试。',
  'farcaster.failed': '登录失败：{message}',
  'farcaster.retry': '重试',
  'farcaster.connecting': '正在登录…',
}

export default zhCN
