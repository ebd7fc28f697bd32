import type en from './en.js'

/** Simplified Chinese strings of the socials plugin, loaded with `import()` when the locale is `zh-CN`. */
const zhCN: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': '社交登录',
  'social.label': '社交登录',
  'social.continueWith': '使用 {provider} 继续',
  'social.more': '更多社交登录',
  'social.list': '社交登录',
  'social.waiting': '请在 {provider} 窗口中继续',
  'social.waitingNote': '在那里登录并允许访问；此窗口会自动继续。',
  'social.connecting': '正在登录…',
  'social.closed': '{provider} 窗口在登录完成前被关闭了。',
  'social.blocked': '浏览器拦截了 {provider} 窗口。请允许此网站的弹出窗口，然后重试。',
  'social.denied': '你没有允许 {provider} 共享你的帐号，因此未登录。',
  'social.providerError': '{provider} 无法让你登录：{message}',
  'social.timeout': '登录响应时间过长。请稍后重试。',
  'social.failed': '登录失败：{message}',
  'social.retry': '重试',
}

export default zhCN
