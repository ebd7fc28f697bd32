import type en from './en.js'

/** Spanish strings of the names plugin, loaded with `import()` when the locale is `es`. */
const es: Record<keyof typeof en, string> = {
  'names.action': 'Elegir nombre de cuenta',
  'names.label': 'Nombre de cuenta',
  'names.rule': 'Letras, números o guiones, al menos 4 caracteres',
  'names.invalid': 'Usa solo letras, números o guiones, al menos 4 caracteres',
  'names.checking': 'Comprobando el nombre…',
  'names.available': '{name} está disponible',
  'names.taken': '{name} ya está en uso',
  'names.suggestions': 'Nombres sugeridos',
  'names.availableTag': 'Disponible',
  'names.takenTag': 'En uso',
  'names.register': 'Registrar nombre',
  'names.success': '{name} es el nombre de tu cuenta',
  'names.successNote': 'Ahora pueden enviar a este nombre en lugar de a tu dirección.',
  'names.done': 'Listo',
}

export default es
