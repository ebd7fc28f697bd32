import type en from './en.js'

const hi: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'वॉलेट लोड हो रहा है',
  'title.Passkey': 'पासकी',
  'title.ApproveTransaction': 'लेनदेन स्वीकृत करें',
  'wallet.passkeyProtect': 'पासकी से सुरक्षित करें',
  'wallet.passkeyOn': 'पासकी से सुरक्षित',
  'wallet.passkeyDone': 'आपका वॉलेट पासकी से सुरक्षित है। नया डिवाइस इसे माँगेगा, और कोई भी सर्वर इसके बिना आपका वॉलेट नहीं खोल सकता।',
  'wallet.passkeyOpened': 'आपकी पासकी ने इस डिवाइस पर आपका वॉलेट खोल दिया।',
  'wallet.passkeyTryAgain': 'फिर से कोशिश करें',
  'title.AccountType': 'खाते का प्रकार',
  'wallet.accountType': 'खाते का प्रकार',
  'wallet.accountTypes': 'आपके खाते',
  'wallet.smartAccount': 'स्मार्ट खाता',
  'wallet.eoa': 'EOA',
  'wallet.inUse': 'उपयोग में',
  'wallet.useSmartAccount': 'स्मार्ट खाता इस्तेमाल करें',
  'wallet.useEoa': 'EOA इस्तेमाल करें',
  'wallet.switchingAccountType': 'खाते बदले जा रहे हैं…',
  'wallet.noSmartAccounts': 'इस नेटवर्क पर स्मार्ट खाते नहीं हैं: यहाँ आपका खाता EOA है।',
  'wallet.passkeyError.PASSKEY_CANCELLED': 'पासकी का उपयोग नहीं हुआ: इसे रद्द किया गया, या इस डिवाइस पर इस वॉलेट की कोई पासकी नहीं है। कुछ नहीं बदला गया।',
  'wallet.passkeyError.PASSKEY_NO_PRF': 'यह पासकी वॉलेट को सुरक्षित नहीं कर सकती: इसका ऑथेंटिकेटर इसका समर्थन नहीं करता। कुछ नहीं बदला गया।',
  'wallet.passkeyError.PASSKEY_WRONG': 'यह पासकी आपका वॉलेट नहीं खोलती। वही पासकी इस्तेमाल करें जिससे आपने इसे सुरक्षित किया था। कुछ नहीं बदला गया।',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': 'इस ब्राउज़र में पासकी का उपयोग नहीं किया जा सकता। कुछ नहीं बदला गया।',
  'wallet.passkeyError.PROTECT_FAILED': 'आपका वॉलेट सुरक्षित नहीं किया जा सका: इसके कुंजी अंश सहेजे नहीं जा सके। यह इस डिवाइस पर अब भी खुलता है; बाद में फिर से कोशिश करें।',
}

export default hi
