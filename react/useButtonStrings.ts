import { useEffect, useState } from 'react'
import { subscribe } from 'valtio/vanilla'
import { buttonStrings, loadButtonStrings, type ButtonStrings } from '../ui/i18n/buttons.js'
import { useKitValue } from './useKitValue.js'
import { getKernelApi } from '../kernel/internals.js'

const ENGLISH = { locale: 'en', strings: buttonStrings }

/** By requested locale: the locale it resolved to and its button strings. */
const loaded = new Map<string, { locale: string; strings: ButtonStrings }>([['en', ENGLISH]])

/** The modal's requested locale (`state.theme.locale`, maybe `'auto'`); `'en'` on the server and until the kit reports. */
function useRequestedLocale(): string {
  return useKitValue(
    (kit, onChange) => subscribe(getKernelApi(kit).state.theme, onChange),
    (kit) => getKernelApi(kit).state.theme.locale,
    'en',
  )
}

/** The locale the buttons show (a code of `LOCALES`) and their strings in it, loaded on demand; English meanwhile. */
export function useButtonLocale(): { locale: string; strings: ButtonStrings } {
  const requested = useRequestedLocale()
  const [, setLoaded] = useState(0)
  useEffect(() => {
    if (loaded.has(requested)) return
    let live = true
    loadButtonStrings(requested).then(
      (result) => {
        loaded.set(requested, result)
        if (live) setLoaded((n) => n + 1)
      },
      () => {}, // the locale's chunk did not load: the buttons stay in English, and the next mount tries again
    )
    return () => {
      live = false
    }
  }, [requested])
  return loaded.get(requested) ?? ENGLISH
}

/** The button strings of the modal's locale, loaded on demand; English meanwhile. */
export function useButtonStrings(): ButtonStrings {
  return useButtonLocale().strings
}
