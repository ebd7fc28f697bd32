import type en from './en.js'

/** Simplified Chinese strings of the "What is a wallet?" view, loaded with `import()` when the locale is `zh-CN`. */
const zhCN: Record<keyof typeof en, string> = {
  'help.loginTitle': '一个登录，通用所有应用',
  'help.loginText': '应用向你的钱包确认你的身份：无需密码，无需注册。',
  'help.keysTitle': '你的代币始终属于你',
  'help.keysText': '钱包保管你的密钥。只有你能发送、接收和批准。',
  'help.getTitle': '在手机上或浏览器中',
  'help.getText': '安装钱包应用或浏览器扩展，然后在这里连接。',
  'help.get': '获取钱包',
}

export default zhCN
