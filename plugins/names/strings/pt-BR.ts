import type en from './en.js'

/** Brazilian Portuguese strings of the names plugin, loaded with `import()` when the locale is `pt-BR`. */
const ptBR: Record<keyof typeof en, string> = {
  'names.action': 'Escolher nome da conta',
  'names.label': 'Nome da conta',
  'names.rule': 'Letras, números ou hifens, pelo menos 4 caracteres',
  'names.invalid': 'Use apenas letras, números ou hifens, pelo menos 4 caracteres',
  'names.checking': 'Verificando o nome…',
  'names.available': '{name} está disponível',
  'names.taken': '{name} já está em uso',
  'names.suggestions': 'Nomes sugeridos',
  'names.availableTag': 'Disponível',
  'names.takenTag': 'Em uso',
  'names.register': 'Registrar nome',
  'names.success': '{name} é o nome da sua conta',
  'names.successNote': 'Agora é possível enviar para este nome em vez do seu endereço.',
  'names.done': 'Concluído',
}

export default ptBR
