import type en from './en.js'

/** Brazilian Portuguese strings of the "What is a wallet?" view, loaded with `import()` when the locale is `pt-BR`. */
const ptBR: Record<keyof typeof en, string> = {
  'help.loginTitle': 'Um login para todos os apps',
  'help.loginText': 'Os apps perguntam à sua carteira quem você é: sem senha, sem cadastro.',
  'help.keysTitle': 'Seus tokens continuam seus',
  'help.keysText': 'Uma carteira guarda suas chaves. Só você pode enviar, receber e aprovar.',
  'help.getTitle': 'No celular ou no navegador',
  'help.getText': 'Instale um app de carteira ou uma extensão do navegador e conecte-a aqui.',
  'help.get': 'Obter uma carteira',
}

export default ptBR
