import { startDemo } from './startDemo.js'

// `npm run demo`: the devnet, the demo page, one URL. Ctrl-C stops everything.
const demo = await startDemo({ port: Number(process.env.DEMO_PORT ?? 0) })
console.log(`\nPortico demo: ${demo.url}\n`)
const [chain] = demo.devnet.chains
const [account] = demo.devnet.accounts
console.log('To connect a browser wallet extension, add the local network and import the funded test account:')
console.log(`  network  ${chain?.name}, RPC ${chain?.rpcUrl}, chain id ${chain?.chainId}, currency ETH`)
console.log(`  account  ${account?.address} (private key ${account?.privateKey}; a public test key, never use it elsewhere)`)
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
