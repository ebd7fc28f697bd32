import type { CSSProperties } from 'react'

/**
 * The buttons' minimal look. Hosts restyle them through `--portico-button-*` custom properties, or replace it
 * with their own `className` and `style`.
 */
export const buttonStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5em',
  padding: 'var(--portico-button-padding, 0.55em 1.1em)',
  border: 'var(--portico-button-border, 0)',
  borderRadius: 'var(--portico-button-radius, 999px)',
  background: 'var(--portico-button-background, var(--w3m-accent, #1c6ce0))',
  color: 'var(--portico-button-color, #fff)',
  font: 'inherit',
  fontWeight: 600,
  lineHeight: 1.2,
  cursor: 'pointer',
}

/** Joins class names, skipping empty ones. */
export function classNames(...names: (string | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}

/** What the buttons do with a failed `open()`: report it without breaking the page. */
export function reportError(error: unknown): void {
  console.error(error)
}
