import type { AppKit } from './createInstance.js'

let active: AppKit | undefined
const listeners = new Set<(kit: AppKit | undefined) => void>()

/** Makes `kit` the one the React bindings and buttons use (the newest `createAppKit` by default). */
export function setActiveKit(kit: AppKit | undefined): void {
  active = kit
  for (const listener of listeners) listener(kit)
}

/** The kit the bindings use, if one was created. */
export function getActiveKit(): AppKit | undefined {
  return active
}

/** Calls back when the active kit changes; returns the unsubscribe function. */
export function subscribeActiveKit(listener: (kit: AppKit | undefined) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
