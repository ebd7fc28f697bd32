import type en from './en.js'

/** Dutch strings of the onramp plugin, loaded with `import()` when the modal shows `nl`. */
const strings: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': 'Token kiezen',
  'title.OnRampFiatSelect': 'Valuta kiezen',
  'title.BuyInProgress': 'Bezig met kopen',
  'onramp.youPay': 'Je betaalt',
  'onramp.youGet': 'Je ontvangt',
  'onramp.limits': 'Tussen {min} en {max} {currency} per kaart',
  'onramp.outOfLimits': 'Voer een bedrag in tussen {min} en {max} {currency}',
  'onramp.currency': 'Valuta: {currency}',
  'onramp.token': 'Token: {symbol}',
  'onramp.quoting': 'Offerte ophalen',
  'onramp.estimate': 'Schatting, de aanbieder kon geen offerte geven',
  'onramp.providers': 'Aanbieders',
  'onramp.fee': 'Kosten {range}',
  'onramp.preparing': 'Voorbereiden',
  'onramp.unavailable': 'Niet beschikbaar',
  'onramp.noProviders': 'Kopen is niet beschikbaar op dit netwerk',
  'onramp.currencies': 'Valuta’s',
  'onramp.tokens': 'Tokens',
  'onramp.inProgress': 'Rond je aankoop af in het venster van {provider}',
  'onramp.waiting': 'Wachten op je aankoop',
  'onramp.blocked': 'Je browser heeft het venster van {provider} geblokkeerd.',
  'onramp.openAgain': '{provider} openen',
  'onramp.done': 'Je hebt {amount} {symbol} gekocht',
  'onramp.doneSnack': 'Aankoop voltooid',
  'onramp.backToAccount': 'Terug naar account',
}

export default strings
