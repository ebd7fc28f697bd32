import type en from './en.js'

/** Hindi strings of the "What is a wallet?" view, loaded with `import()` when the locale is `hi`. */
const hi: Record<keyof typeof en, string> = {
  'help.loginTitle': 'हर ऐप के लिए एक लॉगिन',
  'help.loginText': 'ऐप आपके वॉलेट से पूछते हैं कि आप कौन हैं: न पासवर्ड, न साइन-अप फ़ॉर्म।',
  'help.keysTitle': 'आपके टोकन आपके ही रहते हैं',
  'help.keysText': 'वॉलेट आपकी कुंजियाँ रखता है। केवल आप भेज, पा और मंज़ूरी दे सकते हैं।',
  'help.getTitle': 'फ़ोन पर या ब्राउज़र में',
  'help.getText': 'कोई वॉलेट ऐप या ब्राउज़र एक्सटेंशन इंस्टॉल करें, फिर उसे यहाँ कनेक्ट करें।',
  'help.get': 'वॉलेट पाएं',
}

export default hi
