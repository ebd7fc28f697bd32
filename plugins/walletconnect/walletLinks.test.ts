import { describe, expect, it } from 'vitest'
import { buildWalletLink, isSafeWalletLink, walletLinkBase } from './walletLinks.js'

const uri = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1705000000'
const encoded = encodeURIComponent(uri)

describe('buildWalletLink', () => {
  it('builds a universal link as `${base}/wc?uri=…`, with or without a trailing slash', () => {
    for (const base of ['https://metamask.app.link', 'https://metamask.app.link/']) {
      expect(buildWalletLink(base, uri)).toEqual({
        href: `https://metamask.app.link/wc?uri=${encoded}`,
        base: 'https://metamask.app.link/',
        kind: 'universal',
      })
    }
    expect(buildWalletLink('https://link.trustwallet.com/app', uri)?.href).toBe(`https://link.trustwallet.com/app/wc?uri=${encoded}`)
    expect(buildWalletLink('https://link.trustwallet.com/app/', uri)?.href).toBe(`https://link.trustwallet.com/app/wc?uri=${encoded}`)
  })

  it('builds a custom-scheme link as `${scheme}://wc?uri=…` from `scheme:`, `scheme://` or `scheme:///`-free bases', () => {
    for (const base of ['metamask:', 'metamask://', 'METAMASK://'])
      expect(buildWalletLink(base, uri)).toEqual({ href: `metamask://wc?uri=${encoded}`, base: 'metamask://', kind: 'native' })
    expect(buildWalletLink('uniswap://app', uri)?.href).toBe(`uniswap://app/wc?uri=${encoded}`)
    expect(buildWalletLink('uniswap://app/', uri)?.href).toBe(`uniswap://app/wc?uri=${encoded}`)
    expect(buildWalletLink('my-wallet+beta.v2://', uri)?.href).toBe(`my-wallet+beta.v2://wc?uri=${encoded}`)
  })

  it('encodes the uri so it cannot break out of its parameter', () => {
    const hostile = 'wc:abc@2?relay-protocol=irn&x=1#frag"<script>'
    const link = buildWalletLink('https://wallet.example', hostile)
    expect(link?.href).toBe(`https://wallet.example/wc?uri=${encodeURIComponent(hostile)}`)
    expect(new URL(link?.href ?? '').searchParams.get('uri')).toBe(hostile)
    expect(link?.href).not.toContain('<')
  })

  it('takes only a wc: uri', () => {
    expect(buildWalletLink('https://wallet.example', '')).toBeUndefined()
    expect(buildWalletLink('https://wallet.example', undefined)).toBeUndefined()
    expect(buildWalletLink('https://wallet.example', 'javascript:alert(1)')).toBeUndefined()
    expect(buildWalletLink('https://wallet.example', 'https://evil.example')).toBeUndefined()
    expect(buildWalletLink('https://wallet.example', 'wc:abc\n@2')).toBeUndefined()
    expect(buildWalletLink('https://wallet.example', 'wc:')).toBeUndefined()
  })

  it.each([
    ['javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['  javascript:alert(1)'],
    ['javascript://%0aalert(1)'],
    ['java\nscript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\u0000script:alert(1)'],
    ['\u200bjavascript:alert(1)'],
    ['\ufeffjavascript:alert(1)'],
    ['ｊａｖａｓｃｒｉｐｔ:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['VBScript://x'],
    ['data:text/html,<script>alert(1)</script>'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['DATA://x'],
    ['file:///etc/passwd'],
    ['file://'],
    ['blob:https://wallet.example/uuid'],
    ['about:blank'],
    ['http://wallet.example'],
    ['HTTP://wallet.example'],
    ['http://127.0.0.1:8080'],
    ['ws://127.0.0.1'],
    ['wc:'],
    ['wc://'],
    ['intent://scan/#Intent;scheme=zxing;package=com.google.zxing.client.android;end'],
    ['//evil.example'],
    ['/wc'],
    ['wallet.example'],
    ['https://'],
    ['https://user:pass@wallet.example'],
    ['https://wallet.example/?next=1'],
    ['https://wallet.example/#x'],
    ['https://wallet.example/\n'],
    ['https://wall\net.example'],
    [' https://wallet.example'],
    ['https://wallet.example '],
    ['https://wallet.example\u2028'],
    ['https://wallet.example\u202e'],
    ['metamask:wc'],
    ['metamask:///'],
    ['metamask://a b'],
    ['metamask://wc?x=1'],
    ['metamask://evil@host'],
    ['metamask://host:1234'],
    ['1wallet://'],
    ['-wallet://'],
    [':'],
    [''],
  ])('refuses %j as a base', (base) => {
    expect(walletLinkBase(base)).toBeUndefined()
    expect(buildWalletLink(base, uri)).toBeUndefined()
  })

  it('refuses non-strings and missing bases', () => {
    expect(buildWalletLink(null, uri)).toBeUndefined()
    expect(buildWalletLink(undefined, uri)).toBeUndefined()
    expect(buildWalletLink(42 as unknown as string, uri)).toBeUndefined()
  })

  it('takes unicode hosts as their punycode form', () => {
    expect(buildWalletLink('https://wället.example', uri)?.href).toBe(`https://xn--wllet-gra.example/wc?uri=${encoded}`)
  })

  it('httpsOnly (web apps) refuses custom schemes', () => {
    expect(buildWalletLink('metamask://', uri, { httpsOnly: true })).toBeUndefined()
    expect(buildWalletLink('https://app.wallet.example', uri, { httpsOnly: true })?.href).toBe(
      `https://app.wallet.example/wc?uri=${encoded}`,
    )
  })
})

describe('isSafeWalletLink', () => {
  it('accepts https links and custom-scheme links', () => {
    expect(isSafeWalletLink(`https://metamask.app.link/wc?uri=${encoded}`)).toBe(true)
    expect(isSafeWalletLink(`metamask://wc?uri=${encoded}`)).toBe(true)
    expect(isSafeWalletLink('trust://')).toBe(true)
  })

  it.each([
    ['javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['  javascript:alert(1)'],
    ['javascript://wc?uri=x'],
    ['java\nscript:alert(1)'],
    ['\u0001javascript:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['file:///etc/passwd'],
    ['http://wallet.example/wc?uri=x'],
    ['wc:abc@2?relay-protocol=irn'],
    ['//evil.example/wc'],
    ['https://user:pass@evil.example'],
    ['https://wallet.example/wc?uri=a b'],
    ['https://wallet.example/\r\n'],
    ['metamask:wc?uri=x'],
    ['about:blank'],
    ['chrome://settings'],
    [''],
    [null],
    [undefined],
  ])('refuses %j', (href) => {
    expect(isSafeWalletLink(href)).toBe(false)
  })

  it('accepts every link buildWalletLink makes', () => {
    for (const base of ['https://metamask.app.link', 'rainbow:', 'zerion://', 'uniswap://app'])
      expect(isSafeWalletLink(buildWalletLink(base, uri)?.href)).toBe(true)
  })
})
