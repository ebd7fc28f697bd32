/**
 * What start-up fetches, as one module: the HTTP client, the directory client, feature resolution and recent
 * wallets all come in one chunk, in one request, instead of four requests that would compete with the modal's own
 * chunks when `open()` follows `createAppKit` at once. Every part is needed before the first open shows anything.
 */
export { createHttpClient } from './api/createHttpClient.js'
export { createWalletDirectory } from './api/walletDirectory.js'
export { createRecentWallets } from './connectors/createRecentWallets.js'
export { ignoredLocalWarning, resolveFeatures } from './features/resolveFeatures.js'
