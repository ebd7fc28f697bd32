import type en from './en.js'

const fr: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Chargement du wallet',
  'title.Passkey': 'Clé d’accès',
  'title.ApproveTransaction': 'Approuver la transaction',
  'wallet.passkeyProtect': 'Protéger avec une clé d’accès',
  'wallet.passkeyOn': 'Protégé par une clé d’accès',
  'wallet.passkeyDone': 'Votre wallet est protégé par une clé d’accès. Un nouvel appareil vous la demandera, et aucun serveur ne peut ouvrir votre wallet sans elle.',
  'wallet.passkeyOpened': 'Votre clé d’accès a ouvert votre wallet sur cet appareil.',
  'wallet.passkeyTryAgain': 'Réessayer',
  'title.AccountType': 'Type de compte',
  'wallet.accountType': 'Type de compte',
  'wallet.accountTypes': 'Vos comptes',
  'wallet.smartAccount': 'Compte intelligent',
  'wallet.eoa': 'EOA',
  'wallet.inUse': 'Utilisé',
  'wallet.useSmartAccount': 'Utiliser le compte intelligent',
  'wallet.useEoa': 'Utiliser l’EOA',
  'wallet.switchingAccountType': 'Changement de compte…',
  'wallet.noSmartAccounts': 'Ce réseau n’a pas de comptes intelligents : votre compte ici est l’EOA.',
  'wallet.passkeyError.PASSKEY_CANCELLED': 'La clé d’accès n’a pas été utilisée : l’opération a été annulée, ou aucune clé d’accès de ce wallet ne se trouve sur cet appareil. Rien n’a été modifié.',
  'wallet.passkeyError.PASSKEY_NO_PRF': 'Cette clé d’accès ne peut pas protéger un wallet : son authentificateur ne le permet pas. Rien n’a été modifié.',
  'wallet.passkeyError.PASSKEY_WRONG': 'Cette clé d’accès n’ouvre pas votre wallet. Utilisez la clé d’accès avec laquelle vous l’avez protégé. Rien n’a été modifié.',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': 'Les clés d’accès ne sont pas utilisables dans ce navigateur. Rien n’a été modifié.',
  'wallet.passkeyError.PROTECT_FAILED': 'Votre wallet n’a pas pu être protégé : ses parts de clé n’ont pas pu être enregistrées. Il s’ouvre toujours sur cet appareil ; réessayez plus tard.',
}

export default fr
