// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { adoptCss } from './useStyleSheet.js'

// happy-dom (a devDependency) as the DOM; the end-to-end suite checks a strict Content Security Policy in a browser.

describe('adoptCss', () => {
  it('adopts one constructed sheet per text, shared between shadow roots, and never a <style> element', () => {
    const first = document.createElement('div').attachShadow({ mode: 'open' })
    const second = document.createElement('div').attachShadow({ mode: 'open' })
    adoptCss(first, '.a{color:red}')
    adoptCss(first, '.a{color:red}')
    adoptCss(first, '.b{color:blue}')
    adoptCss(second, '.a{color:red}')
    expect(first.adoptedStyleSheets).toHaveLength(2)
    expect(second.adoptedStyleSheets).toHaveLength(1)
    expect(second.adoptedStyleSheets[0]).toBe(first.adoptedStyleSheets[0])
    expect(first.querySelectorAll('style')).toHaveLength(0)
  })

  it('falls back to one <style> element per text where a root cannot adopt sheets', () => {
    const host = document.createElement('div')
    const plain = host.attachShadow({ mode: 'open' })
    const withoutAdopt = new Proxy(plain, {
      has: (target, key) => key !== 'adoptedStyleSheets' && key in target,
      get: (target, key) => {
        const value = Reflect.get(target, key, target) as unknown
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
      },
    })
    adoptCss(withoutAdopt, '.a{color:red}')
    adoptCss(withoutAdopt, '.a{color:red}')
    adoptCss(withoutAdopt, '.b{color:blue}')
    expect([...plain.querySelectorAll('style')].map((s) => s.textContent)).toEqual(['.a{color:red}', '.b{color:blue}'])
  })
})
