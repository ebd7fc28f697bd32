// The Solana connection test's host page, bundled against dist/ like the demo: a kit with an EVM network and two
// Solana networks on the devnet's ledger (the second with a customRpcUrls entry), and a React component that reads
// an account's balance through useAppKitConnection.
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppKit } from 'portico'
import { eip155 } from 'portico/chains/eip155'
import { solana } from 'portico/chains/solana'
import { useAppKitConnection } from 'portico/chains/solana/react'
import { anvil, defineNetwork } from 'portico/networks'
import { useAppKitNetwork } from 'portico/react'

/** What the test serves the page with, as `window.__SOLANA_CONNECTION_PAGE__`. */
export interface SolanaConnectionPageConfig {
  apiUrls: { directory: string; blockchain: string; analytics: string; relay: string }
  evmRpcUrl: string
  /** The devnet's Solana network: its CAIP-2 reference and RPC. */
  reference: string
  rpcUrl: string
  /** The account whose balance the page reads. */
  account: string
}

const config = (window as unknown as { __SOLANA_CONNECTION_PAGE__: SolanaConnectionPageConfig }).__SOLANA_CONNECTION_PAGE__
const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }
// The devnet's RPC server answers on any path: each network's URL names it, so the test sees which one is asked.
const evm = { ...anvil, rpcUrls: { default: { http: [config.evmRpcUrl] } } }
const local = defineNetwork({ id: config.reference, name: 'Solana Local', chainNamespace: 'solana', nativeCurrency: sol, rpcUrls: { default: { http: [`${config.rpcUrl}/local`] } } })
const second = defineNetwork({
  id: 'PorticoSecond111111111111111111',
  name: 'Solana Second',
  chainNamespace: 'solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: [`${config.rpcUrl}/second`] } },
})

const kit = createAppKit({
  projectId: 'portico-solana-connection',
  metadata: { name: 'Solana connection', description: 'useAppKitConnection against the devnet', url: location.origin, icons: [] },
  adapters: [eip155(), solana({ discovery: false })],
  networks: [evm, local, second],
  customRpcUrls: { [second.caipNetworkId]: [{ url: `${config.rpcUrl}/second-custom` }, { url: `${config.rpcUrl}/second-custom-2` }] },
  apiUrls: config.apiUrls,
})
const networks = { evm, local, second }
;(window as unknown as { switchTo(name: keyof typeof networks): Promise<void> }).switchTo = (name) => kit.switchNetwork(networks[name])

/** Each connection the page was given, numbered from 1 in the order it came. */
const numbers = new Map<object, number>()
function numberOf(connection: object): number {
  if (!numbers.has(connection)) numbers.set(connection, numbers.size + 1)
  return numbers.get(connection)!
}

function Balance() {
  const { connection } = useAppKitConnection()
  const { caipNetworkId } = useAppKitNetwork()
  const [lamports, setLamports] = useState<string>()
  useEffect(() => {
    setLamports(undefined)
    if (!connection) return
    let live = true
    connection
      .getBalance(config.account as Parameters<typeof connection.getBalance>[0])
      .send()
      .then(
        ({ value }) => live && setLamports(String(value)),
        (error: unknown) => console.error(error),
      )
    return () => {
      live = false
    }
  }, [connection])
  return (
    <>
      {/* Read in one render: the active network and the connection the hook gave with it. */}
      <output data-testid="connection">{`${caipNetworkId ?? '—'} · ${connection ? `connection ${numberOf(connection)}` : 'no connection'}`}</output>
      <output data-testid="lamports">{lamports ?? '—'}</output>
    </>
  )
}

createRoot(document.getElementById('root')!).render(<Balance />)
void kit.ready().then(() => (document.body.dataset['ready'] = 'true'))
