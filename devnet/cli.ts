/**
 * `npm run devnet`: starts the local stack and keeps it up until Ctrl-C or SIGTERM.
 *
 * Environment:
 * - DEVNET_PORT: port of the API server; the anvil nodes then take DEVNET_PORT+1 and DEVNET_PORT+2, the
 *   WalletConnect relay DEVNET_PORT+3. Free ports when unset.
 * - DEVNET_WALLETS: how many wallets the directory holds (default 320).
 * - DEVNET_LOG=1: print one line per API request and per relay connection, publish and subscription.
 * - DEVNET_INFO_FILE: also write the devnet's description (URLs, tokens, accounts) to this JSON file.
 */
import { rmSync, writeFileSync } from 'node:fs'
import { devnetInfo, startDevnet } from './startDevnet.js'

const port = Number(process.env.DEVNET_PORT ?? 0)
const wallets = Number(process.env.DEVNET_WALLETS ?? 320)
const infoFile = process.env.DEVNET_INFO_FILE
if (!Number.isInteger(port) || port < 0 || port > 65532) throw new Error(`Bad DEVNET_PORT ${process.env.DEVNET_PORT}`)
if (!Number.isInteger(wallets) || wallets < 0) throw new Error(`Bad DEVNET_WALLETS ${process.env.DEVNET_WALLETS}`)

const started = performance.now()
const devnet = await startDevnet({
  port,
  wallets,
  chainPorts: port ? [port + 1, port + 2] : undefined,
  relayPort: port ? port + 3 : undefined,
  log: process.env.DEVNET_LOG === '1' ? (line) => console.log(`  ${line}`) : undefined,
})

const projectId = 'devnet'
const lines = [
  `Portico devnet is up (${Math.round(performance.now() - started)} ms). Ctrl-C stops it.`,
  '',
  'Chains',
  ...devnet.chains.map((chain) => `  ${chain.name.padEnd(10)} ${chain.caipNetworkId.padEnd(13)} ${chain.rpcUrl}`),
  '',
  'Tokens (same addresses on both chains)',
  ...Object.values(devnet.tokens).map(
    (token) => `  ${token.symbol.padEnd(6)} ${token.address}  ${token.name}, ${token.decimals} decimals`,
  ),
  '',
  'API (apiUrls option)',
  `  directory   ${devnet.apiUrls.directory}`,
  `  blockchain  ${devnet.apiUrls.blockchain}`,
  `  analytics   ${devnet.apiUrls.analytics}`,
  `  controls    ${devnet.apiUrl}/__devnet/info | /__devnet/faults | /__devnet/project | /__devnet/reset`,
  `  try         ${devnet.apiUrls.directory}/getWallets?projectId=${projectId}&page=1&entries=4`,
  '',
  'WalletConnect relay (apiUrls.relay option; relayUrl of any WalletConnect client)',
  `  relay       ${devnet.relayUrl}`,
  '',
  'Accounts (10000 ETH each; well-known anvil test keys, never use them elsewhere)',
  ...devnet.accounts.map((account, index) => `  ${index}  ${account.address}  ${account.privateKey}`),
  '',
  `Solana (litesvm) ${devnet.solana.caipNetworkId}  ${devnet.solana.rpcUrl} (websockets on the same port)`,
  `  token  ${devnet.solana.token.symbol} ${devnet.solana.token.mint}, ${devnet.solana.token.decimals} decimals`,
  ...devnet.solana.accounts.map((account, index) => `  ${index}  ${account.address}  1000 SOL, 1000 ${devnet.solana.token.symbol}`),
  '',
  `UTXO Local (bip122; litecoind regtest, rltc1 addresses) ${devnet.utxo.caipNetworkId}  Esplora API ${devnet.utxo.esploraUrl}`,
  ...devnet.utxo.accounts.map((account, index) => `  ${index}  ${account.address}  10 rLTC  key ${account.privateKey}`),
  '',
]
console.log(lines.join('\n'))
if (infoFile) writeFileSync(infoFile, `${JSON.stringify(devnetInfo(devnet), null, 2)}\n`)

let stopping = false
const shutdown = async (signal: NodeJS.Signals) => {
  if (stopping) return
  stopping = true
  console.log(`\n${signal}: stopping the devnet...`)
  try {
    await devnet.stop()
    if (infoFile) rmSync(infoFile, { force: true })
    console.log('Devnet stopped.')
    process.exit(0)
  } catch (error) {
    console.error('Devnet did not stop cleanly:', error)
    process.exit(1)
  }
}
// shutdown() never rejects: a failed stop is logged and exits with 1.
process.on('SIGINT', (signal) => void shutdown(signal))
process.on('SIGTERM', (signal) => void shutdown(signal))
