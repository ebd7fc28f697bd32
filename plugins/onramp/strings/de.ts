import type en from './en.js'

/** German strings of the on-ramp plugin, loaded with `import()` when the locale is `de`. */
const de: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': 'Token wählen',
  'title.OnRampFiatSelect': 'Währung wählen',
  'title.BuyInProgress': 'Kauf läuft',
  'onramp.youPay': 'Du zahlst',
  'onramp.youGet': 'Du erhältst',
  'onramp.limits': 'Zwischen {min} und {max} {currency} per Karte',
  'onramp.outOfLimits': 'Gib einen Betrag zwischen {min} und {max} {currency} ein',
  'onramp.currency': 'Währung: {currency}',
  'onramp.token': 'Token: {symbol}',
  'onramp.quoting': 'Angebot wird geholt',
  'onramp.estimate': 'Schätzung, der Anbieter hat kein Angebot geliefert',
  'onramp.providers': 'Anbieter',
  'onramp.fee': 'Gebühr {range}',
  'onramp.preparing': 'Wird vorbereitet',
  'onramp.unavailable': 'Nicht verfügbar',
  'onramp.noProviders': 'Kaufen ist in diesem Netzwerk nicht möglich',
  'onramp.currencies': 'Währungen',
  'onramp.tokens': 'Token',
  'onramp.inProgress': 'Schließe deinen Kauf im {provider}-Fenster ab',
  'onramp.waiting': 'Warte auf deinen Kauf',
  'onramp.blocked': 'Dein Browser hat das {provider}-Fenster blockiert.',
  'onramp.openAgain': '{provider} öffnen',
  'onramp.done': 'Du hast {amount} {symbol} gekauft',
  'onramp.doneSnack': 'Kauf abgeschlossen',
  'onramp.backToAccount': 'Zurück zum Konto',
}

export default de
