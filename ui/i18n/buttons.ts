// The strings of the host-page buttons (`portico/react`), kept apart from the modal's catalogue so that the
// buttons cost a few bytes before the modal is ever opened. Leaf module: it imports nothing eagerly.

/** The English button strings. */
export const buttonStrings = {
  connect: 'Connect Wallet',
  connecting: 'Connecting…',
  selectNetwork: 'Select Network',
}

export type ButtonStrings = typeof buttonStrings

/**
 * The button strings of a requested locale (`'auto'`: the visitor's languages), with the locale they are in.
 * Which locale that is, and its strings, come in one chunk fetched on demand, so a page in English loads none.
 */
export async function loadButtonStrings(requested: string): Promise<{ locale: string; strings: ButtonStrings }> {
  const { locale, strings } = await (await import('./loadButtonLocale.js')).loadButtonLocale(requested)
  return { locale, strings: strings ?? buttonStrings }
}
