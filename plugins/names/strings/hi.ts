import type en from './en.js'

/** Hindi strings of the names plugin, loaded with `import()` when the locale is `hi`. */
const hi: Record<keyof typeof en, string> = {
  'names.action': 'खाते का नाम चुनें',
  'names.label': 'खाते का नाम',
  'names.rule': 'अक्षर, अंक या हाइफ़न, कम से कम 4 वर्ण',
  'names.invalid': 'केवल अक्षर, अंक या हाइफ़न इस्तेमाल करें, कम से कम 4 वर्ण',
  'names.checking': 'नाम जाँचा जा रहा है…',
  'names.available': '{name} उपलब्ध है',
  'names.taken': '{name} पहले से लिया जा चुका है',
  'names.suggestions': 'सुझाए गए नाम',
  'names.availableTag': 'उपलब्ध',
  'names.takenTag': 'लिया जा चुका',
  'names.register': 'नाम पंजीकृत करें',
  'names.success': '{name} आपके खाते का नाम है',
  'names.successNote': 'अब लोग आपके पते के बजाय इस नाम पर भेज सकते हैं।',
  'names.done': 'हो गया',
}

export default hi
