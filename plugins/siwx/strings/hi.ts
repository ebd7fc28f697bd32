import type en from './en.js'

/** Hindi strings of the siwx plugin, loaded with `import()` when the modal shows `hi`. */
const strings: Record<keyof typeof en, string> = {
  'siwx.heading': '{app} को आपके वॉलेट से कनेक्ट होना है',
  'siwx.text': 'यह साबित करने के लिए कि यह वॉलेट आपका है और आगे बढ़ने के लिए इस संदेश पर हस्ताक्षर करें।',
  'siwx.textRequired': 'यह साबित करने के लिए कि यह वॉलेट आपका है और आगे बढ़ने के लिए इस संदेश पर हस्ताक्षर करें। रद्द करने पर आपका कनेक्शन कट जाएगा।',
  'siwx.sign': 'हस्ताक्षर करें',
  'siwx.cancel': 'रद्द करें',
  'siwx.checking': 'आपके साइन-इन की जांच हो रही है',
  'siwx.inWallet': 'संदेश पर हस्ताक्षर करने के लिए अपने वॉलेट में जारी रखें',
}

export default strings
