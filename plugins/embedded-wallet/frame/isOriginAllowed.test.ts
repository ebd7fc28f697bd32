import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed.js'

describe('isOriginAllowed (SPEC.md §5 origin check)', () => {
  it('matches the allowed origins with wildcards', () => {
    expect(isOriginAllowed('https://shop.example', ['https://shop.example'])).toBe(true)
    expect(isOriginAllowed('https://a.shop.example', ['https://*.shop.example'])).toBe(true)
    expect(isOriginAllowed('https://shop.example:8443', ['https://shop.example:*'])).toBe(true)
    expect(isOriginAllowed('https://evil.test', ['https://*.shop.example'])).toBe(false)
    expect(isOriginAllowed('https://shop.example.evil.test', ['https://shop.example'])).toBe(false)
    expect(isOriginAllowed('http://shop.example', ['https://shop.example'])).toBe(false)
  })

  it('allows any port of a host whose pattern names none, and only the named port otherwise', () => {
    expect(isOriginAllowed('http://127.0.0.1:5173', ['http://127.0.0.1'])).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1', ['http://127.0.0.1'])).toBe(true)
    expect(isOriginAllowed('https://a.shop.example:8443', ['https://*.shop.example'])).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:5174', ['http://127.0.0.1:5173'])).toBe(false)
    expect(isOriginAllowed('http://127.0.0.1.evil.test', ['http://127.0.0.1'])).toBe(false)
    expect(isOriginAllowed('http://evil.test:80', ['http://*:80'])).toBe(true)
    expect(isOriginAllowed('http://127.0.0.2:5173', ['http://127.0.0.1:*'])).toBe(false)
  })

  it('allows the default ancestors', () => {
    expect(isOriginAllowed('http://localhost:5173', [])).toBe(true)
    expect(isOriginAllowed('https://app.pages.dev', [])).toBe(true)
    expect(isOriginAllowed('https://my-app.vercel.app', [])).toBe(true)
    expect(isOriginAllowed('https://x.ngrok-free.app', [])).toBe(true)
    expect(isOriginAllowed('https://pages.dev.evil.test', [])).toBe(false)
  })
})
