import type en from './en.js'

/** Hindi strings of the send plugin, loaded with `import()` when the modal shows `hi`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletSend': 'भेजें',
  'title.WalletSendPreview': 'भेजने की समीक्षा करें',
  'send.token': 'टोकन',
  'send.noTokens': 'इस नेटवर्क पर भेजने के लिए कोई टोकन नहीं है',
  'send.amount': 'राशि',
  'send.max': 'अधिकतम',
  'send.balance': 'बैलेंस: {balance}',
  'send.receiver': 'प्राप्तकर्ता का पता',
  'send.receiverPlaceholder': '0x… या नाम',
  'send.resolving': '{name} खोजा जा रहा है',
  'send.preview': 'भेजने का पूर्वावलोकन',
  'send.from': 'से',
  'send.to': 'को',
  'send.network': 'नेटवर्क',
  'send.send': 'भेजें',
  'send.retry': 'फिर से कोशिश करें',
  'send.cancel': 'रद्द करें',
  'send.confirm': 'अपने वॉलेट में लेनदेन की पुष्टि करें',
  'send.success': 'लेनदेन भेज दिया गया',
  'send.error.unsupportedChain': 'असमर्थित चेन',
  'send.error.required': 'राशि और प्राप्तकर्ता का पता आवश्यक है',
  'send.error.tokenRequired': 'टोकन आवश्यक है',
  'send.error.invalidAmount': 'अमान्य राशि',
  'send.error.tooManyDecimals': '{symbol} में अधिकतम {decimals} दशमलव स्थान हो सकते हैं',
  'send.error.insufficientBalance': '{symbol} बैलेंस अपर्याप्त है',
  'send.error.invalidAddress': 'अमान्य पता',
  'send.error.nameNotFound': '{name} के लिए कोई पता नहीं मिला',
  'send.error.resolveFailed': 'नाम खोजने में त्रुटि',
  'send.error.insufficientFee': 'नेटवर्क शुल्क के लिए पर्याप्त {symbol} नहीं है',
  'send.fee': 'नेटवर्क शुल्क',
}

export default strings
