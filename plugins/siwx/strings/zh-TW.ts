import type en from './en.js'

/** Traditional Chinese strings of the siwx plugin, loaded with `import()` when the modal shows `zh-TW`. */
const strings: Record<keyof typeof en, string> = {
  'siwx.heading': '{app} 需要連結您的錢包',
  'siwx.text': '請簽署此訊息以證明您擁有此錢包並繼續。',
  'siwx.textRequired': '請簽署此訊息以證明您擁有此錢包並繼續。取消將會中斷連結。',
  'siwx.sign': '簽署',
  'siwx.cancel': '取消',
  'siwx.checking': '正在檢查您的登入',
  'siwx.inWallet': '請在錢包中繼續簽署訊息',
}

export default strings
