import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// DESIGN.md Chains: a chain family's knowledge lives in its chain package (`chains/<ns>`), reached through its
// adapter's capabilities; the kernel, the modal and the plugins name no family outside comments.
const FAMILY = /eip155|solana|polkadot|bip122|cosmos/iu
const ROOT = join(import.meta.dirname, '..')

/** The source files of a folder, tests and translations left out. */
function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return name === 'strings' ? [] : sources(path)
    return /\.tsx?$/u.test(name) && !/\.test(-d)?\.tsx?$/u.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

/** The code of a file without its comments (line and block comments; good enough for our sources). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//gu, '').replace(/(^|[^:'"`\\])\/\/.*$/gmu, '$1')
}

describe('no chain family named outside its chain package', () => {
  it('kernel/, ui/ and plugins/ ask capabilities instead of naming a family', () => {
    const naming = ['kernel', 'ui', 'plugins']
      .flatMap((folder) => sources(join(ROOT, folder)))
      .map((path) => relative(ROOT, path))
      .filter((path) => FAMILY.test(code(readFileSync(join(ROOT, path), 'utf8'))))
    expect(naming).toEqual([])
  })
})
