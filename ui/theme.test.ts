import { describe, expect, it } from 'vitest'
import { themeProperties } from './theme.js'

describe('themeProperties', () => {
  it('passes the AppKit variables through as custom properties', () => {
    expect(
      themeProperties({
        '--w3m-accent': '#ff0066',
        '--w3m-color-mix': '#00BB7F',
        '--w3m-color-mix-strength': 40,
        '--w3m-font-family': 'Inter, sans-serif',
        '--w3m-font-size-master': '12px',
        '--w3m-border-radius-master': 2,
        '--w3m-z-index': 1000,
      }),
    ).toEqual({
      '--w3m-accent': '#ff0066',
      '--w3m-color-mix': '#00BB7F',
      '--w3m-color-mix-strength': '40%',
      '--w3m-font-family': 'Inter, sans-serif',
      '--w3m-font-size-master': '12px',
      '--w3m-border-radius-master': '2px',
      '--w3m-z-index': '1000',
    })
  })
  it('ignores names that are not custom properties and empty values', () => {
    expect(themeProperties({ color: 'red', '--w3m-accent': '', '--portico-x': ' 1rem ' })).toEqual({ '--portico-x': '1rem' })
  })
})
