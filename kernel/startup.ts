/**
 * What start-up fetches, as one module: start-up itself (`startKit`), the HTTP client, the directory client, feature
 * resolution, recent wallets and the preferred account types all come in one chunk, in one request, instead of
 * several that would compete with the modal's own chunks when `open()` follows `createAppKit` at once; none of it is
 * in the host's JavaScript before `createAppKit` runs. Connecting, and restoring a stored session, come with the
 * first open, or at start-up for a visitor who has a session to restore.
 */
export { createHttpClient } from './api/createHttpClient.js'
export { createWalletDirectory } from './api/walletDirectory.js'
export { createRecentWallets } from './connectors/createRecentWallets.js'
export { startKit } from './kit/startKit.js'
