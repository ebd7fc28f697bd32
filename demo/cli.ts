import { isPortOpen } from '../devnet/getFreePort.js'
import { startDemo } from './startDemo.js'

// `npm run demo`: the devnet, the demo page, one URL. Ctrl-C stops everything.
// Fixed ports by default, so a browser wallet set up once keeps working: the page on 5173, the APIs on 8600, the
// WalletConnect relay on 8603 and the chains on 8545 and 8546 (the usual local-node port, which `anvil` in
// portico/networks points at). Ports in use fall back to free ones; DEMO_PORT and DEVNET_PORT choose others.
const wanted = {
  page: Number(process.env.DEMO_PORT ?? 5173),
  api: Number(process.env.DEVNET_PORT ?? 8600),
  relay: Number(process.env.DEVNET_PORT ?? 8600) + 3,
  // The usual port of a local Solana validator.
  solana: Number(process.env.DEVNET_SOLANA_PORT ?? 8899),
  chains: [Number(process.env.DEVNET_CHAIN_PORT ?? 8545), Number(process.env.DEVNET_CHAIN_PORT ?? 8545) + 1] as const,
}
const free = async (port: number) => ((await isPortOpen(port)) ? 0 : port)
const [chainOne, chainTwo] = await Promise.all(wanted.chains.map(free))
const demo = await startDemo({
  port: await free(wanted.page),
  devnetOptions: {
    port: await free(wanted.api),
    relayPort: await free(wanted.relay),
    solanaPort: await free(wanted.solana),
    ...(chainOne && chainTwo ? { chainPorts: [chainOne, chainTwo] as [number, number] } : {}),
  },
})

const [chain] = demo.devnet.chains
const [account] = demo.devnet.accounts
console.log(`\nPortico demo: ${demo.url}`)
console.log(`Mailbox (email login codes): ${demo.devnet.mailboxUrl}`)
console.log('A host page of your own on this devnet: createAppKit({ projectId: \'portico-demo\', ..., apiUrls }), with')
console.log(`  apiUrls: ${JSON.stringify({ ...demo.devnet.apiUrls, relay: demo.devnet.relayUrl, secureSite: demo.devnet.secureSiteUrl }, null, 2).replace(/\n/gu, '\n  ')}\n`)
console.log('To use a browser wallet extension, add the local network and import the funded test account:')
console.log(`  network  ${chain?.name}, RPC ${chain?.rpcUrl}, chain id ${chain?.chainId}, currency ETH`)
console.log(`  account  ${account?.address} (private key ${account?.privateKey}; a public test key, never use it elsewhere)`)
console.log(`WalletConnect wallets connect through the local relay ${demo.devnet.relayUrl}.`)
console.log(`Solana: the network "Solana Local" (${demo.devnet.solana.rpcUrl}) and the page's "Demo Solana Wallet" (1000 SOL, 1000 ${demo.devnet.solana.token.symbol}).`)
console.log('Ctrl-C stops the demo and the devnet.')

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await demo.stop()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
