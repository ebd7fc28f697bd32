import type { RouterState } from '../store/createStore.js'

// The router's moves. Untyped here: the APIs that plugins and the modal call check each view's data against
// `ViewDataMap` (kernel/types/registries.ts).

/** Shows `view` on top of the history. Pushing the current view again only replaces its data. */
export function push(router: RouterState, view: string, data?: unknown): void {
  if (router.view !== view) router.history.push(view)
  router.view = view
  router.data = data
}

/** Shows `view` in place of the current one. */
export function replace(router: RouterState, view: string, data?: unknown): void {
  router.history[router.history.length - 1] = view
  router.view = view
  router.data = data
}

/** Makes `view` the only entry of the history. */
export function reset(router: RouterState, view: string, data?: unknown): void {
  router.history = [view]
  router.view = view
  router.data = data
}
