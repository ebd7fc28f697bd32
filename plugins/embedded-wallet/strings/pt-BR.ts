import type en from './en.js'

const pt_BR: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Carregando a carteira',
  'title.Passkey': 'Chave de acesso',
  'title.ApproveTransaction': 'Aprovar transação',
  'wallet.passkeyProtect': 'Proteger com uma chave de acesso',
  'wallet.passkeyOn': 'Protegida com uma chave de acesso',
  'wallet.passkeyDone': 'Sua carteira está protegida com uma chave de acesso. Um novo dispositivo vai pedir por ela, e nenhum servidor consegue abrir sua carteira sem ela.',
  'wallet.passkeyOpened': 'Sua chave de acesso abriu sua carteira neste dispositivo.',
  'wallet.passkeyTryAgain': 'Tentar de novo',
  'title.AccountType': 'Tipo de conta',
  'wallet.accountType': 'Tipo de conta',
  'wallet.accountTypes': 'Suas contas',
  'wallet.smartAccount': 'Conta inteligente',
  'wallet.eoa': 'EOA',
  'wallet.inUse': 'Em uso',
  'wallet.useSmartAccount': 'Usar a conta inteligente',
  'wallet.useEoa': 'Usar a EOA',
  'wallet.switchingAccountType': 'Trocando de conta…',
  'wallet.noSmartAccounts': 'Esta rede não tem contas inteligentes: sua conta aqui é a EOA.',
  'wallet.passkeyError.PASSKEY_CANCELLED': 'A chave de acesso não foi usada: a operação foi cancelada, ou não há nenhuma chave de acesso desta carteira neste dispositivo. Nada foi alterado.',
  'wallet.passkeyError.PASSKEY_NO_PRF': 'Esta chave de acesso não pode proteger uma carteira: o autenticador dela não oferece suporte. Nada foi alterado.',
  'wallet.passkeyError.PASSKEY_WRONG': 'Esta chave de acesso não abre sua carteira. Use a chave de acesso com que você a protegeu. Nada foi alterado.',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': 'Não é possível usar chaves de acesso neste navegador. Nada foi alterado.',
  'wallet.passkeyError.PROTECT_FAILED': 'Não foi possível proteger sua carteira: as partes da chave não puderam ser salvas. Ela continua abrindo neste dispositivo; tente de novo mais tarde.',
}

export default pt_BR
