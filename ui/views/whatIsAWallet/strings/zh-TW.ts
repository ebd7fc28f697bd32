import type en from './en.js'

/** Traditional Chinese strings of the "What is a wallet?" view, loaded with `import()` when the locale is `zh-TW`. */
const zhTW: Record<keyof typeof en, string> = {
  'help.loginTitle': '一個登入，通用所有應用程式',
  'help.loginText': '應用程式向你的錢包確認你的身分：不需密碼，不需註冊。',
  'help.keysTitle': '你的代幣始終屬於你',
  'help.keysText': '錢包保管你的金鑰。只有你能傳送、接收和核准。',
  'help.getTitle': '在手機上或瀏覽器中',
  'help.getText': '安裝錢包應用程式或瀏覽器擴充功能，然後在這裡連線。',
  'help.get': '取得錢包',
}

export default zhTW
