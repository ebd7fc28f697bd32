import type { ButtonStrings } from '../../buttons.js'

/** Hindi button strings. */
const strings: ButtonStrings = {
  'connect': 'वॉलेट कनेक्ट करें',
  'connecting': 'कनेक्ट हो रहा है…',
  'selectNetwork': 'नेटवर्क चुनें',
}

export default strings
