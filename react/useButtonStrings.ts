import { useEffect, useState } from 'react'
import { subscribe } from 'valtio/vanilla'
import { buttonLocales, buttonStrings, type ButtonStrings } from '../ui/i18n/buttons.js'
import { useKitValue } from './useKitValue.js'
import { getKernelApi } from '../kernel/internals.js'

const loaded = new Map<string, ButtonStrings>([['en', buttonStrings]])

/** The modal's locale (`state.theme.locale`); `'en'` on the server and until the kit reports. */
export function useLocale(): string {
  return useKitValue(
    (kit, onChange) => subscribe(getKernelApi(kit).state.theme, onChange),
    (kit) => getKernelApi(kit).state.theme.locale,
    'en',
  )
}

/** The button strings of the modal's locale, loaded on demand; English meanwhile. */
export function useButtonStrings(): ButtonStrings {
  const code = useLocale().toLowerCase().split(/[-_]/u)[0] ?? 'en'
  const [, setLoaded] = useState(0)
  useEffect(() => {
    const load = buttonLocales[code]
    if (loaded.has(code) || !load) return
    let live = true
    load().then(
      (module) => {
        loaded.set(code, module.default)
        if (live) setLoaded((n) => n + 1)
      },
      () => {}, // the locale's chunk did not load: the buttons stay in English, and the next mount tries again
    )
    return () => {
      live = false
    }
  }, [code])
  return loaded.get(code) ?? buttonStrings
}
