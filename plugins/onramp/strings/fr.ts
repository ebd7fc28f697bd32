import type en from './en.js'

/** French strings of the onramp plugin, loaded with `import()` when the modal shows `fr`. */
const strings: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': 'Choisir un jeton',
  'title.OnRampFiatSelect': 'Choisir une devise',
  'title.BuyInProgress': 'Achat en cours',
  'onramp.youPay': 'Vous payez',
  'onramp.youGet': 'Vous recevez',
  'onramp.limits': 'Entre {min} et {max} {currency} par carte',
  'onramp.outOfLimits': 'Saisissez un montant entre {min} et {max} {currency}',
  'onramp.currency': 'Devise : {currency}',
  'onramp.token': 'Jeton : {symbol}',
  'onramp.quoting': 'Obtention d’un devis',
  'onramp.estimate': 'Estimation, le fournisseur n’a pas pu établir de devis',
  'onramp.providers': 'Fournisseurs',
  'onramp.fee': 'Frais {range}',
  'onramp.preparing': 'Préparation',
  'onramp.unavailable': 'Indisponible',
  'onramp.noProviders': 'L’achat n’est pas disponible sur ce réseau',
  'onramp.currencies': 'Devises',
  'onramp.tokens': 'Jetons',
  'onramp.inProgress': 'Finalisez votre achat dans la fenêtre {provider}',
  'onramp.waiting': 'En attente de votre achat',
  'onramp.blocked': 'Votre navigateur a bloqué la fenêtre {provider}.',
  'onramp.openAgain': 'Ouvrir {provider}',
  'onramp.done': 'Vous avez acheté {amount} {symbol}',
  'onramp.doneSnack': 'Achat terminé',
  'onramp.backToAccount': 'Retour au compte',
}

export default strings
