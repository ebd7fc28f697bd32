import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// DESIGN.md Plugin interface: the kernel and the core views name no plugin. A plugin adds its views, events and
// rows through its context and declares their types itself (`declare module 'portico'`); the kernel and the modal
// reach them only through registrations (registerConnectMethod, registerAccountTab, …) and capabilities.
const ROOT = join(import.meta.dirname, '..')

/**
 * Words that are a plugin's id and also the name of something the kernel owns by SPEC.md: a feature flag or a
 * remote feature (§6: email, socials, swaps, onramp, activity, send, receive, analytics), a social provider of the
 * `socials` feature (§6: farcaster), a connect method (§2: email), a wallet feature (§2: onramp, swaps, receive, send)
 * or a chain capability (`siwx`, the family's sign-in format).
 * Where the kernel or the modal uses them it means that, not the plugin.
 */
const SPEC_WORDS = new Set(['email', 'socials', 'farcaster', 'swaps', 'onramp', 'activity', 'send', 'receive', 'analytics', 'siwx'])

/**
 * Files that still name a plugin view or event, each to move to the plugin that owns it: the list only shrinks.
 * The modal's catalogue (ui/i18n) still holds the titles of a few plugin views (`title.Swap`, …), which is no
 * code naming them and is left out below.
 */
const NOT_YET_MOVED = new Set<string>([])

/** The source files of a folder, tests, translations and declarations left out. */
function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return name === 'strings' || name === 'testing' ? [] : sources(path)
    return /\.tsx?$/u.test(name) && !/\.test(-d)?\.tsx?$/u.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

/** The code of a file without its comments (line and block comments; good enough for our sources). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//gu, '').replace(/(^|[^:'"`\\])\/\/.*$/gmu, '$1')
}

/** The plugins' ids (their folders) and the views and events they declare (`interface ViewDataMap { … }`). */
function pluginNames() {
  const ids = readdirSync(join(ROOT, 'plugins')).filter((name) => statSync(join(ROOT, 'plugins', name)).isDirectory())
  const declared = new Set<string>()
  for (const path of sources(join(ROOT, 'plugins'))) {
    const text = code(readFileSync(path, 'utf8'))
    for (const [, body] of text.matchAll(/interface (?:ViewDataMap|EventMap) \{([\s\S]*?)\n {2}\}/gu))
      for (const [, name] of (body ?? '').matchAll(/^ {4}'?([\w:-]+)'?\??:/gmu)) declared.add(name as string)
  }
  return { ids, declared }
}

/** What a file of kernel/ or ui/ names: plugin ids and declared plugin views or events, as string literals. */
function namedIn(path: string, ids: readonly string[], declared: ReadonlySet<string>): string[] {
  const text = code(readFileSync(path, 'utf8'))
  const literals = [...text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`$\n]*)`/gu)].map((m) => m[1] ?? m[2] ?? m[3] ?? '')
  return [...new Set(literals.filter((word) => (ids.includes(word) && !SPEC_WORDS.has(word)) || declared.has(word)))]
}

describe('no plugin named in the kernel or the core views', () => {
  const { ids, declared } = pluginNames()

  it('finds the plugins and what they declare', () => {
    expect(ids).toContain('walletconnect')
    expect(declared).toContain('Swap')
    expect(declared).toContain('SEND_SUCCESS')
    expect(declared).toContain('ConnectingWalletConnect')
  })

  it('kernel/ and ui/ name no plugin id, plugin view or plugin event outside comments', () => {
    const naming = ['kernel', 'ui']
      .flatMap((folder) => sources(join(ROOT, folder)))
      .map((path) => relative(ROOT, path))
      .filter((path) => !path.startsWith('ui/i18n/'))
      .map((path) => [path, namedIn(join(ROOT, path), ids, declared)] as const)
      .filter(([path, names]) => names.length > 0 && !NOT_YET_MOVED.has(path))
    expect(naming).toEqual([])
  })

  it('the list of files not yet moved only holds files that still name one', () => {
    for (const path of NOT_YET_MOVED) expect(namedIn(join(ROOT, path), ids, declared), path).not.toEqual([])
  })
})
