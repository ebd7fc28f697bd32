import type en from './en.js'

const it: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Caricamento del wallet',
  'title.Passkey': 'Passkey',
  'title.ApproveTransaction': 'Approva la transazione',
  'wallet.passkeyProtect': 'Proteggi con una passkey',
  'wallet.passkeyOn': 'Protetto con una passkey',
  'wallet.passkeyDone': 'Il tuo wallet è protetto con una passkey. Un nuovo dispositivo te la chiederà e nessun server può aprire il tuo wallet senza di essa.',
  'wallet.passkeyOpened': 'La tua passkey ha aperto il wallet su questo dispositivo.',
  'wallet.passkeyTryAgain': 'Riprova',
  'title.AccountType': 'Tipo di account',
  'wallet.accountType': 'Tipo di account',
  'wallet.accountTypes': 'I tuoi account',
  'wallet.smartAccount': 'Smart account',
  'wallet.eoa': 'EOA',
  'wallet.inUse': 'In uso',
  'wallet.useSmartAccount': 'Usa lo smart account',
  'wallet.useEoa': 'Usa l’EOA',
  'wallet.switchingAccountType': 'Cambio di account…',
  'wallet.noSmartAccounts': 'Questa rete non ha smart account: il tuo account qui è l’EOA.',
  'wallet.passkeyError.PASSKEY_CANCELLED': 'La passkey non è stata usata: l’operazione è stata annullata, oppure su questo dispositivo non c’è nessuna passkey di questo wallet. Non è stato modificato nulla.',
  'wallet.passkeyError.PASSKEY_NO_PRF': 'Questa passkey non può proteggere un wallet: il suo autenticatore non lo supporta. Non è stato modificato nulla.',
  'wallet.passkeyError.PASSKEY_WRONG': 'Questa passkey non apre il tuo wallet. Usa la passkey con cui l’hai protetto. Non è stato modificato nulla.',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': 'In questo browser non è possibile usare le passkey. Non è stato modificato nulla.',
  'wallet.passkeyError.PROTECT_FAILED': 'Non è stato possibile proteggere il wallet: le sue parti della chiave non sono state salvate. Si apre ancora su questo dispositivo; riprova più tardi.',
}

export default it
