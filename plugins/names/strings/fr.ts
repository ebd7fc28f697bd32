import type en from './en.js'

/** French strings of the names plugin, loaded with `import()` when the locale is `fr`. */
const fr: Record<keyof typeof en, string> = {
  'names.action': 'Choisir un nom de compte',
  'names.label': 'Nom du compte',
  'names.rule': 'Lettres, chiffres ou tirets, au moins 4 caractères',
  'names.invalid': 'Utilisez uniquement des lettres, chiffres ou tirets, au moins 4 caractères',
  'names.checking': 'Vérification du nom…',
  'names.available': '{name} est disponible',
  'names.taken': '{name} est déjà pris',
  'names.suggestions': 'Noms suggérés',
  'names.availableTag': 'Disponible',
  'names.takenTag': 'Pris',
  'names.register': 'Enregistrer le nom',
  'names.success': '{name} est le nom de votre compte',
  'names.successNote': 'On peut maintenant envoyer à ce nom au lieu de votre adresse.',
  'names.done': 'Terminé',
}

export default fr
