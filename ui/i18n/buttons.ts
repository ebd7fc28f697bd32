// The strings of the host-page buttons (`portico/react`), kept apart from the modal's catalogue so that the
// buttons cost a few bytes before the modal is ever opened. Leaf module: it imports nothing eagerly.

/** The English button strings. */
export const buttonStrings = {
  connect: 'Connect Wallet',
  connecting: 'Connecting…',
  selectNetwork: 'Select Network',
}

export type ButtonStrings = typeof buttonStrings

/** Other locales, each loaded on demand. */
export const buttonLocales: Readonly<Record<string, () => Promise<{ default: ButtonStrings }>>> = {
  de: () => import('./locales/buttons.de.js'),
}
