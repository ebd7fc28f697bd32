import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { measureBudgets, type Budget } from './measureBudgets.js'

// A package laid out like dist/: an entry with a shared chunk, a lazy UI chunk and a plugin loaded by it.
let root: string

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}

const sourceMap = (sources: string[]) => JSON.stringify({ version: 3, sources, names: [], mappings: '' })

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'budgets-'))
  write(
    'package.json',
    JSON.stringify({
      name: 'acme',
      exports: {
        '.': { types: './dist/index.d.ts', import: './dist/index.js' },
        './extra': { import: './dist/extra.js' },
        './package.json': './package.json',
      },
    }),
  )
  write(
    'dist/index.js',
    "import { shared } from './chunks/shared.js'\nimport { useState } from 'react'\n" +
      'export const main = () => shared() + useState\n' +
      "export const later = () => import('./lazy/ui.js')\n",
  )
  write('dist/extra.js', "export const extra = () => 'the extra entry'\n")
  write('dist/chunks/shared.js', "export const shared = () => 'code the entry and the modal share'.split(' ')\n")
  write('dist/chunks/big.js', "export const big = () => 'code the modal and the plugin share'.split('')\n")
  write(
    'dist/lazy/ui.js',
    "import { shared } from '../chunks/shared.js'\nimport { big } from '../chunks/big.js'\n" +
      "export const ui = () => [shared(), big()]\nexport const plugin = () => import('./plugin.js')\n",
  )
  write('dist/lazy/ui.js.map', sourceMap(['../../src/ui/App.ts', '../../src/ui/mountModal.ts']))
  write('dist/lazy/plugin.js', "import { big } from '../chunks/big.js'\nexport default () => [big(), 'the plugin']\n")
  write('dist/lazy/plugin.js.map', sourceMap(['../../src/plugins/acme/index.ts']))
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

const host: Budget = {
  name: 'before open',
  import: { acme: '{ main, later }', 'acme/extra': '{ extra }' },
  beforeOpen: true,
  limit: '1 kB',
}
const modal: Budget = { name: 'modal', lazy: 'src/ui/mountModal', limit: '1 kB' }
const plugin: Budget = { name: 'plugin', lazy: 'src/plugins/acme/index', after: ['src/ui/mountModal'], limit: '1 kB' }

describe('measureBudgets', () => {
  it('counts the host entry and what it imports statically, gzipped file by file', async () => {
    const [result] = await measureBudgets(root, [host])
    const files = result!.files.map((file) => file.path)
    // The entry and the chunk it shares with the modal; not the modal, nor React.
    expect(files).toHaveLength(2)
    expect(files[0]).toBe('.tmp/size/host.js')
    expect(result!.size).toBe(result!.files.reduce((sum, file) => sum + file.gzip, 0))
    for (const file of result!.files) expect(file.gzip).toBeGreaterThan(20)
  })

  it('leaves out the other entries of the package and the chunks behind import()', async () => {
    const [only] = await measureBudgets(root, [{ name: 'main', import: { acme: '{ main }' }, limit: '1 kB' }])
    const files = only!.files.map((file) => file.path)
    expect(files[0]).toBe('.tmp/size/host.js')
    // The bundler still splits off the modal (an import() it found), so the shared code is a chunk of its own.
    expect(files).toHaveLength(2)
    expect(files.some((path) => /ui-|plugin-|extra/.test(path))).toBe(false)
  })

  it('measures a lazy part as what its chunk adds to the host, and a plugin as what it adds to both', async () => {
    const [before, ui, acme] = await measureBudgets(root, [host, modal, plugin])
    const loaded = new Set(before!.files.map((file) => file.path))
    const uiFiles = ui!.files.map((file) => file.path)
    expect(uiFiles).toHaveLength(2) // the modal's chunk and the chunk it shares with the plugin
    expect(uiFiles[0]).toMatch(/^\.tmp\/size\/ui-.*\.js$/)
    for (const path of uiFiles) expect(loaded.has(path)).toBe(false)
    expect(acme!.files.map((file) => file.path)).toEqual([expect.stringMatching(/^\.tmp\/size\/plugin-.*\.js$/)])
  })

  it('measures a lazy part without `after` including what it shares with other lazy parts', async () => {
    const [, alone] = await measureBudgets(root, [host, { ...plugin, after: [] }])
    expect(alone!.files).toHaveLength(2)
  })

  it('counts several lazy modules together, each file once', async () => {
    const [, ui, acme, both] = await measureBudgets(root, [host, modal, { ...plugin, after: [] }, { ...modal, lazy: [modal.lazy as string, plugin.lazy as string] }])
    const paths = both!.files.map((file) => file.path)
    expect(new Set(paths).size).toBe(paths.length)
    // The plugin's own chunk plus the modal's two; the chunk they share is counted once.
    expect(paths).toHaveLength(3)
    expect(both!.size).toBeLessThan(ui!.size + acme!.size)
  })

  it('measures a lazy part with its own host in that host, minus what that host loads before open', async () => {
    const [, inOwnHost] = await measureBudgets(root, [host, { ...modal, host: { acme: '{ later }' } }])
    const files = inOwnHost!.files.map((file) => file.path)
    expect(files[0]).toMatch(/^\.tmp\/size\/ui-.*\.js$/)
    // That host imports only `later`: the chunk the modal shares with `main` comes with the modal, not before open.
    expect(files.length).toBeGreaterThan(1)
    await expect(measureBudgets(root, [host, { ...modal, host: { 'acme/extra': '{ extra }' } }])).rejects.toThrow(
      'No chunk loaded through import() holds src/ui/mountModal',
    )
  })

  it('gzips at level 9, as the previous budgets did', async () => {
    const [result] = await measureBudgets(root, [{ name: 'extra', import: { 'acme/extra': '{ extra }' }, limit: '1 kB' }])
    expect(result!.size).toBeGreaterThan(0)
    expect(result!.size).toBe(result!.files[0]!.gzip)
    expect(gzipSync('x', { level: 9 }).length).toBeLessThan(result!.size)
  })

  it('fails when a lazy part cannot be found', async () => {
    await expect(measureBudgets(root, [host, { name: 'gone', lazy: 'src/plugins/gone/index', limit: '1 kB' }])).rejects.toThrow(
      'No chunk loaded through import() holds src/plugins/gone/index',
    )
  })

  it('fails when lazy parts have no host marked beforeOpen to be measured in', async () => {
    await expect(measureBudgets(root, [{ ...host, beforeOpen: false }, modal])).rejects.toThrow(
      'Lazy budgets need exactly one budget marked "beforeOpen"',
    )
  })

  it('fails on an import the package does not export', async () => {
    await expect(
      measureBudgets(root, [{ name: 'nope', import: { 'acme/internal': '{ x }' }, limit: '1 kB' }]),
    ).rejects.toThrow('package.json exports no acme/internal')
  })
})
