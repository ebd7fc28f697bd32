// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { proxy } from 'valtio/vanilla'
import { afterEach, expect, it, vi } from 'vitest'
import type { PluginsState } from '../../kernel/store/createStore.js'
import { I18nProvider, useI18n } from './I18nContext.js'
import type { PluginMessageKey } from './pluginStrings.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

const GREETING = { en: 'Hello', de: 'Hallo', fr: 'Bonjour' } as Record<string, string>

/** A plugin with its own strings, loaded per locale after a tick, as a chunk would be. */
function pluginsWithStrings(): { plugins: PluginsState; load: ReturnType<typeof vi.fn> } {
  const load = vi.fn(async (locale: string) => {
    await new Promise((resolve) => setTimeout(resolve, 1))
    return { default: { 'acme.greeting': GREETING[locale] ?? 'Hello' } }
  })
  const entry = { state: {}, api: undefined, views: [], context: {}, strings: { en: { 'acme.greeting': 'Hello' }, load } }
  return { plugins: proxy({ acme: entry } as unknown as PluginsState), load }
}

/** Renders the provider with a view that notes, at each render, its locale, a modal message and a plugin message. */
function renderI18n(plugins: PluginsState) {
  const seen: string[] = []
  function View() {
    const { locale, t, tp } = useI18n()
    const text = `${locale} ${t('modal.close')} ${tp('acme.greeting' as PluginMessageKey)}`
    seen.push(text)
    return <p>{text}</p>
  }
  const container = document.createElement('div')
  document.body.append(container)
  const root: Root = createRoot(container)
  const show = (locale: string) => act(() => root.render(<I18nProvider locale={locale} plugins={plugins}><View /></I18nProvider>))
  cleanups.push(() => act(() => root.unmount()))
  return { seen, show, text: () => container.textContent }
}

/** Lets the loads finish (inside act, as React wants its updates) until the view reads `expected`. */
async function settled(read: () => string | null, expected: string): Promise<void> {
  for (let tries = 0; tries < 200 && read() !== expected; tries++) await act(() => new Promise((resolve) => setTimeout(resolve, 5)))
  expect(read()).toBe(expected)
}

it('a new locale shows once its catalogue and the plugins’ strings have loaded, in one render: no frame mixes two languages', async () => {
  const { plugins } = pluginsWithStrings()
  const { seen, show, text } = renderI18n(plugins)
  show('en')
  show('de')
  await settled(text, 'de Schließen Hallo')
  expect(new Set(seen)).toEqual(new Set(['en Close Hello', 'de Schließen Hallo']))
})

it('a locale loaded before shows in the render that asks for it, and the view renders once for it', async () => {
  const { plugins, load } = pluginsWithStrings()
  const { seen, show, text } = renderI18n(plugins)
  show('fr')
  await settled(text, 'fr Fermer Bonjour')
  show('en')
  expect(text()).toBe('en Close Hello')

  seen.length = 0
  show('fr')
  expect(text()).toBe('fr Fermer Bonjour')
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  expect(seen).toEqual(['fr Fermer Bonjour'])
  expect(load.mock.calls.filter(([locale]) => locale === 'fr')).toHaveLength(1)
})
