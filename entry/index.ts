// The `portico` entry: the composition root. The kernel imports no UI and no plugin; `createAppKit` joins the
// kernel, the modal UI (fetched on first open) and the built-in plugin registry (each plugin fetched when needed).
export * from '../kernel/index.js'
export { createAppKit } from './createAppKit.js'

// The built-in plugins' views, events and state (`open({ view: 'Swap' })`, `on('SEND_SUCCESS', …)`), declared in
// each plugin by declaration merging: a host's program sees them through these type-only exports (no code, no name).
export type { SendEventProperties } from '../plugins/send/index.js'
export type {} from '../plugins/activity/index.js'
export type {} from '../plugins/analytics/index.js'
export type {} from '../plugins/email/index.js'
export type {} from '../plugins/embedded-wallet/index.js'
export type {} from '../plugins/names/index.js'
export type {} from '../plugins/onramp/index.js'
export type {} from '../plugins/receive/index.js'
export type {} from '../plugins/siwx/index.js'
export type {} from '../plugins/socials/index.js'
export type {} from '../plugins/farcaster/index.js'
export type {} from '../plugins/swaps/index.js'
export type {} from '../plugins/walletconnect/index.js'
