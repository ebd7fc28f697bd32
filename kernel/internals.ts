import type { AppKit } from './createInstance.js'
import type { KernelApi } from './plugins/kernelApi.js'

// A kit's internal API, for Portico's own modal, bindings and tests: not a property of the public instance.
const apis = new WeakMap<AppKit, KernelApi>()

/** Remembers the internal API of a kit (`createKit`). */
export function setKernelApi(kit: AppKit, api: KernelApi): void {
  apis.set(kit, api)
}

/**
 * The internal API of a kit made by `createAppKit`.
 *
 * @example
 * getKernelApi(kit).state.router.view // 'Connect'
 */
export function getKernelApi(kit: AppKit): KernelApi {
  const api = apis.get(kit)
  if (!api) throw new Error('Portico: not a kit made by createAppKit')
  return api
}
