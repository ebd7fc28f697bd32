import type en from './en.js'

/** French strings of the send plugin, loaded with `import()` when the modal shows `fr`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletSend': 'Envoyer',
  'title.WalletSendPreview': 'Vérifier l’envoi',
  'send.token': 'Jeton',
  'send.noTokens': 'Aucun jeton à envoyer sur ce réseau',
  'send.amount': 'Montant',
  'send.max': 'Max',
  'send.balance': 'Solde : {balance}',
  'send.receiver': 'Adresse du destinataire',
  'send.receiverPlaceholder': '0x… ou nom',
  'send.resolving': 'Recherche de {name}',
  'send.preview': 'Aperçu de l’envoi',
  'send.from': 'De',
  'send.to': 'À',
  'send.network': 'Réseau',
  'send.send': 'Envoyer',
  'send.retry': 'Réessayer',
  'send.cancel': 'Annuler',
  'send.confirm': 'Confirmez la transaction dans votre wallet',
  'send.success': 'Transaction envoyée',
  'send.error.unsupportedChain': 'Chaîne non prise en charge',
  'send.error.required': 'Un montant et une adresse de destinataire sont requis',
  'send.error.tokenRequired': 'Un jeton est requis',
  'send.error.invalidAmount': 'Montant non valide',
  'send.error.tooManyDecimals': '{symbol} accepte au plus {decimals} décimales',
  'send.error.insufficientBalance': 'Solde {symbol} insuffisant',
  'send.error.invalidAddress': 'Adresse non valide',
  'send.error.nameNotFound': 'Aucune adresse trouvée pour {name}',
  'send.error.resolveFailed': 'Erreur lors de la résolution du nom',
  'send.error.insufficientFee': 'Pas assez de {symbol} pour les frais de réseau',
  'send.fee': 'Frais de réseau',
}

export default strings
