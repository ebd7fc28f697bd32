import type { ConnectMethod } from '../features/types.js'

/**
 * The name under which a plugin's component for a Connect method slot (SPEC.md §2 connect method order) is
 * registered, beside the views in the kit's view registry; a built-in plugin lists it with its views, so Connect
 * knows the slot is coming (and keeps its space) before the plugin has loaded.
 */
export type ConnectSlotName = `Connect:${ConnectMethod}`

/**
 * @example
 * connectSlotName('email') // 'Connect:email'
 */
export const connectSlotName = (method: ConnectMethod): ConnectSlotName => `Connect:${method}`
