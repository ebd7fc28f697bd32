import type en from './en.js'

/** Hindi strings of the activity plugin, loaded with `import()` when the modal shows `hi`. */
const strings: Record<keyof typeof en, string> = {
  'activity.list': 'गतिविधि',
  'activity.loading': 'गतिविधि लोड हो रही है',
  'activity.loadMore': 'और लोड करें',
  'activity.loadingMore': 'और गतिविधि लोड हो रही है',
  'activity.retry': 'फिर से कोशिश करें',
  'activity.unsupportedChain': 'असमर्थित चेन',
  'activity.unsupported': 'इस नेटवर्क पर गतिविधि उपलब्ध नहीं है',
  'activity.sent': 'भेजा गया',
  'activity.received': 'प्राप्त हुआ',
  'activity.executed': 'निष्पादित',
  'activity.deployed': 'डिप्लॉय किया गया',
  'activity.minted': 'मिंट किया गया',
  'activity.burned': 'बर्न किया गया',
  'activity.swapped': 'स्वैप किया गया',
  'activity.approved': 'स्वीकृत',
  'activity.deposited': 'जमा किया गया',
  'activity.withdrawn': 'निकाला गया',
  'activity.cancelled': 'रद्द किया गया',
  'activity.bought': 'खरीदा गया',
  'activity.to': '{address} को',
  'activity.from': '{address} से',
  'activity.failed': 'विफल',
  'activity.pending': 'लंबित',
}

export default strings
