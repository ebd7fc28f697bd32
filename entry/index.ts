// The `portico` entry: the composition root. The kernel imports no UI and no plugin; `createAppKit` joins the
// kernel, the modal UI (fetched on first open) and the built-in plugin registry (each plugin fetched when needed).
export * from '../kernel/index.js'
export { createAppKit } from './createAppKit.js'
