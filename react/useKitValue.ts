import { useCallback, useRef, useSyncExternalStore } from 'react'
import { getActiveKit, subscribeActiveKit } from '../kernel/activeKit.js'
import type { AppKit } from '../kernel/createInstance.js'

const none = () => undefined
const noop = () => {}

/** The kit the hooks and buttons use: the newest `createAppKit`, or undefined (always on the server). */
export function useActiveKit(): AppKit | undefined {
  return useSyncExternalStore(subscribeActiveKit, getActiveKit, none)
}

function jsonEqual(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b)
}

/**
 * A value of the active kit for React: read with `read`, re-read when `subscribe` calls back, and kept
 * referentially stable while it is equal. `initial` is what the server renders and what hydration starts from,
 * so server and first client render are identical; the kit's value follows right after hydration.
 */
export function useKitValue<value>(
  subscribe: (kit: AppKit, onChange: () => void) => () => void,
  read: (kit: AppKit) => value,
  initial: value,
  key = '',
  equal: (a: value, b: value) => boolean = jsonEqual,
): value {
  const kit = useActiveKit()
  const latest = useRef({ subscribe, read, equal })
  latest.current = { subscribe, read, equal }
  const cache = useRef<{ kit: AppKit; key: string; value: value }>(undefined)
  const subscribeKit = useCallback(
    (onChange: () => void) => (kit ? latest.current.subscribe(kit, onChange) : noop),
    // `key` names what `subscribe` listens to (a namespace); the functions themselves may change every render.
    [kit, key],
  )
  const getSnapshot = () => {
    if (!kit) return initial
    const value = latest.current.read(kit)
    const cached = cache.current
    if (cached && cached.kit === kit && cached.key === key && latest.current.equal(cached.value, value)) return cached.value
    cache.current = { kit, key, value }
    return value
  }
  return useSyncExternalStore(subscribeKit, getSnapshot, () => initial)
}
