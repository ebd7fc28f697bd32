import type { ThemeMode, ThemeVariables } from '../kernel/options/types.js'

/** Theme variables whose bare numbers are pixel sizes. */
const PIXEL_VARIABLES = new Set(['--w3m-font-size-master', '--w3m-border-radius-master'])

/**
 * The custom properties to set on the modal's host element for the kit's `themeVariables`: every `--` name
 * passes through (the AppKit names `--w3m-accent`, `--w3m-color-mix`, `--w3m-color-mix-strength`,
 * `--w3m-font-family`, `--w3m-font-size-master`, `--w3m-border-radius-master`, `--w3m-z-index`, and the
 * modal's own `--portico-*`); bare numbers become px for the size masters and % for the mix strength.
 *
 * @example
 * themeProperties({ '--w3m-font-size-master': 12, '--w3m-color-mix-strength': 40 })
 * // { '--w3m-font-size-master': '12px', '--w3m-color-mix-strength': '40%' }
 */
export function themeProperties(variables: Readonly<ThemeVariables>): Record<string, string> {
  const properties: Record<string, string> = {}
  for (const [name, value] of Object.entries(variables)) {
    if (!name.startsWith('--') || value === '' || value === null || value === undefined) continue
    let text = String(value).trim()
    if (/^-?\d+(\.\d+)?$/u.test(text)) {
      if (PIXEL_VARIABLES.has(name)) text += 'px'
      else if (name === '--w3m-color-mix-strength') text += '%'
    }
    properties[name] = text
  }
  return properties
}

/** Applies the theme to the host element: `data-theme` and the custom properties, removing stale ones. */
export function applyTheme(host: HTMLElement, mode: ThemeMode, variables: Readonly<ThemeVariables>, applied: Set<string>): void {
  host.dataset.theme = mode === 'light' ? 'light' : 'dark'
  const properties = themeProperties(variables)
  for (const name of applied) if (!(name in properties)) host.style.removeProperty(name)
  applied.clear()
  for (const [name, value] of Object.entries(properties)) {
    host.style.setProperty(name, value)
    applied.add(name)
  }
}
