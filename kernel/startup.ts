/**
 * What start-up fetches, as one module: the HTTP client, the directory client, feature resolution, recent
 * wallets, the preferred account types, connecting and restoring stored sessions all come in one chunk, in one
 * request, instead of several that would compete with the modal's own chunks when `open()` follows `createAppKit`
 * at once.
 */
export { createHttpClient } from './api/createHttpClient.js'
export { createWalletDirectory } from './api/walletDirectory.js'
export { createRecentWallets } from './connectors/createRecentWallets.js'
export { ignoredLocalWarning, resolveFeatures } from './features/resolveFeatures.js'
export { connect } from './connection/connectWallet.js'
export { restoreSessions } from './connection/applyConnection.js'
export { setPreferredAccountTypes } from './connection/preferredAccountTypes.js'
