import { StrictMode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppKit } from 'portico'
import { eip155 } from 'portico/chains/eip155'
import { solana } from 'portico/chains/solana'
import { cosmos } from 'portico/chains/cosmos'
import { bip122 } from 'portico/chains/bip122'
import { polkadot } from 'portico/chains/polkadot'
import { useAppKitConnection } from 'portico/chains/solana/react'
import { anvil, cosmosHub, defineNetwork, kusama, osmosis, polkadot as polkadotRelay, westend } from 'portico/networks'
import { LOCALES } from 'portico/ui'
import {
  AccountButton,
  AppKitButton,
  ConnectButton,
  NetworkButton,
  useAppKit,
  useAppKitAccount,
  useAppKitBalance,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitSIWXSession,
  useAppKitState,
  useAppKitTheme,
  useAppKitUpdateEmail,
  useDisconnect,
  useWalletInfo,
} from 'portico/react'
import type { DemoConfig } from './config.js'
import { registerDemoSolanaWallet } from './registerDemoSolanaWallet.js'
import { DEMO_COSMOS_WALLET, registerDemoCosmosWallet } from './registerDemoCosmosWallet.js'
import { registerDemoBitcoinWallet } from './registerDemoBitcoinWallet.js'
import { registerDemoPolkadotWallet } from './registerDemoPolkadotWallet.js'

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      /** Where the modal renders in embedded mode (or with `disableAppend`). */
      'portico-modal': Record<string, never>
    }
  }
}

const config = (window as unknown as { __PORTICO_DEMO__: DemoConfig }).__PORTICO_DEMO__
const params = new URLSearchParams(location.search)
const [first, second] = config.chains

// The devnet's two chains: the first is anvil's default chain id, the second one the wallet learns through
// wallet_addEthereumChain when the user switches to it.
// Both are local Ethereum chains, and the Solana one a local Solana: they show those logos (asset image ids the
// devnet's API serves).
const anvilOne = { ...anvil, rpcUrls: { default: { http: [first!.rpcUrl] } }, assets: { imageId: 'ethereum' } }
const anvilTwo = defineNetwork({
  id: second!.chainId,
  name: second!.name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [second!.rpcUrl] } },
  testnet: true,
  assets: { imageId: 'ethereum' },
})

// The devnet's Solana network (litesvm behind a JSON-RPC server), beside the EVM chains.
const solanaLocal = config.solana
  ? defineNetwork({
      id: config.solana.reference,
      name: 'Solana Local',
      chainNamespace: 'solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [config.solana.rpcUrl], webSocket: [config.solana.wsUrl] } },
      testnet: true,
      assets: { imageId: 'solana' },
    })
  : undefined
// A Solana wallet for newcomers without an extension. Browser tests (navigator.webdriver) bring their own wallets
// unless they ask for the demo's with '?demoWallet=solana'.
if (config.solana && solanaLocal && (!navigator.webdriver || params.get('demoWallet') === 'solana'))
  registerDemoSolanaWallet({ ...config.solana.wallet, rpcUrl: config.solana.rpcUrl, chain: solanaLocal.caipNetworkId })

// Cosmos Hub and Osmosis, with no local chain behind them (nothing is read from them): connecting and signing in work
// with a Keplr-style wallet, and a newcomer without one gets the demo's (unless a browser test asks for it with
// '?demoWallet=cosmos').
const cosmosNetworks = [{ ...cosmosHub, assets: { imageId: 'cosmos' } }, osmosis]
if (!navigator.webdriver || params.get('demoWallet') === 'cosmos') registerDemoCosmosWallet({ 'cosmoshub-4': 'cosmos', 'osmosis-1': 'osmo' })
// The devnet's local UTXO network (bip122): Litecoin Core in regtest standing in for a Bitcoin node (none installs
// offline), so its own name, coin and address prefixes (rltc1…); its RPC URL is the devnet's Esplora-shaped API.
const utxoLocal = config.utxo
  ? defineNetwork({
      id: config.utxo.reference,
      name: 'UTXO Local',
      chainNamespace: 'bip122',
      nativeCurrency: { name: 'Regtest Litecoin', symbol: 'rLTC', decimals: 8 },
      rpcUrls: { default: { http: [config.utxo.esploraUrl] } },
      testnet: true,
    })
  : undefined
// A Bitcoin wallet for newcomers without an extension ('?demoWallet=bitcoin' in browser tests).
if (config.utxo && (!navigator.webdriver || params.get('demoWallet') === 'bitcoin')) registerDemoBitcoinWallet(config.utxo.wallet)

// The Polkadot relay chains (no Polkadot chain runs locally: accounts and sign-in, no balances) and a Polkadot
// wallet for newcomers without an extension ('?demoWallet=polkadot' in browser tests).
const polkadotNetworks = [polkadotRelay, kusama, westend].map((network) => ({ ...network, assets: { imageId: 'polkadot' } }))
if (!navigator.webdriver || params.get('demoWallet') === 'polkadot') registerDemoPolkadotWallet()

const kit = createAppKit({
  projectId: config.projectId,
  metadata: {
    name: 'Portico demo',
    description: 'Every feature of Portico against a local chain',
    url: location.origin,
    icons: [],
  },
  adapters: [eip155(), solana(), bip122(), polkadot(), cosmos({ wallets: [DEMO_COSMOS_WALLET] })],
  networks: [anvilOne, anvilTwo, ...(solanaLocal ? [solanaLocal] : []), ...(utxoLocal ? [utxoLocal] : []), ...polkadotNetworks, ...cosmosNetworks],
  // A third party's plugin, installed as a package: fetched when the modal first needs it.
  plugins: [() => import('portico-plugin-notes')],
  apiUrls: config.apiUrls,
  // Email first: a newcomer without a wallet starts there (the demo's own Solana wallet counts as one the browser
  // has, which would put email under every wallet row). '?connectOrder=spec' gives SPEC.md §2's order.
  ...(params.get('connectOrder') === 'spec' ? {} : { features: { connectMethodsOrder: ['email', 'social', 'wallet'] } }),
  themeMode: params.get('theme') === 'light' ? 'light' : 'dark',
  termsConditionsUrl: 'https://portico.example/terms',
  privacyPolicyUrl: 'https://portico.example/privacy',
  ...(params.get('embedded') ? { enableEmbedded: true } : {}),
  // '?siwx=required' or '?siwx=optional': sign-in after connecting, sessions kept by the devnet's sign-in server
  // ('&siwxStore=local': in the browser instead; '&siwxExpiresIn=ms': sessions that end sooner).
  ...(params.get('siwx') ? { siwx: demoSiwx() } : {}),
  // '?locale=ar': the modal in one language; without it, the visitor's browser language ('auto', the default).
  ...(params.get('locale') ? { locale: params.get('locale')! } : {}),
  ...(params.get('exclude') ? { excludeWalletIds: params.get('exclude')!.split(',') } : {}),
  // '?accountTypes=eip155:eoa,bip122:ordinal' sets defaultAccountTypes.
  ...(params.get('accountTypes')
    ? { defaultAccountTypes: Object.fromEntries(params.get('accountTypes')!.split(',').map((entry) => entry.split(':'))) }
    : {}),
})

/** The demo's sign-in settings, from the page's query. */
function demoSiwx() {
  const expiresIn = Number(params.get('siwxExpiresIn'))
  return {
    required: params.get('siwx') === 'required',
    statement: 'Sign in to the Portico demo',
    ...(params.get('siwxStore') === 'local' ? {} : { serverUrl: config.apiUrls.directory.replace(/\/directory$/, '/siwx') }),
    ...(expiresIn > 0 ? { expiresIn } : {}),
  }
}

// For the browser tests and the benchmark: the page's kit.
;(window as unknown as { portico: typeof kit }).portico = kit

function Status() {
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const state = useAppKitState()
  const wallet = useWalletInfo()
  const siwx = useAppKitSIWXSession()
  return (
    <dl aria-label="Connection status">
      <dt>Status</dt>
      <dd data-testid="status">{account.status}</dd>
      <dt>Address</dt>
      <dd data-testid="address">{account.address ?? '—'}</dd>
      <dt>Network</dt>
      <dd data-testid="network">{network.caipNetworkId ?? '—'}</dd>
      <dt>Wallet</dt>
      <dd data-testid="wallet">{wallet.walletInfo?.name ?? '—'}</dd>
      <dt>Account types</dt>
      <dd data-testid="account-types">
        {Object.entries(account.preferredAccountTypes)
          .map(([namespace, type]) => `${namespace} ${type}`)
          .join(', ') || '—'}
      </dd>
      <dt>Embedded wallet</dt>
      <dd data-testid="embedded-wallet">
        {account.embeddedWalletInfo
          ? `${account.embeddedWalletInfo.user.email ?? '—'} (${account.embeddedWalletInfo.authProvider}, ${account.embeddedWalletInfo.accountType})`
          : '—'}
      </dd>
      <dt>Modal</dt>
      <dd data-testid="modal">{state.open ? 'open' : 'closed'}</dd>
      <dt>Sign-in</dt>
      <dd data-testid="siwx">{siwx.status}</dd>
      <dt>Solana connection</dt>
      <dd>
        <SolanaConnection />
      </dd>
    </dl>
  )
}

/** Lamports as SOL, exactly. */
function formatSol(lamports: bigint): string {
  const fraction = (lamports % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/u, '')
  return `${lamports / 1_000_000_000n}${fraction ? `.${fraction}` : ''} SOL`
}

/**
 * What the host reads itself through `useAppKitConnection` (portico/chains/solana/react): the Solana account's
 * balance, or the network's slot before a Solana wallet connects.
 */
function SolanaConnection() {
  const { connection } = useAppKitConnection()
  const { address } = useAppKitAccount({ namespace: 'solana' })
  const [read, setRead] = useState('—')
  const [asked, setAsked] = useState(0)
  useEffect(() => {
    if (!connection) return
    let live = true
    const reading = address
      ? connection.getBalance(address as Parameters<typeof connection.getBalance>[0]).send().then(({ value }) => formatSol(value))
      : connection.getSlot().send().then((slot) => `slot ${slot}`)
    reading.then(
      (text) => live && setRead(text),
      (error: unknown) => live && setRead(`read failed: ${error instanceof Error ? error.message : String(error)}`),
    )
    return () => {
      live = false
    }
  }, [connection, address, asked])
  return (
    <>
      <output data-testid="solana-connection">{connection ? read : '—'}</output>{' '}
      <button type="button" disabled={!connection} onClick={() => setAsked((n) => n + 1)}>
        Read again
      </button>
    </>
  )
}

/**
 * "Get test funds": the devnet's treasury pays ETH and TUSDC on both chains to the connected EVM account and SOL
 * to the Solana one (and 1 rLTC to a Bitcoin account on the local UTXO network), so a new email wallet, which starts with nothing, can send, swap and pay fees.
 */
function TestFunds() {
  const { address } = useAppKitAccount({ namespace: 'eip155' })
  const { address: solanaAddress } = useAppKitAccount({ namespace: 'solana' })
  const { address: bitcoinAddress } = useAppKitAccount({ namespace: 'bip122' })
  const { fetchBalance } = useAppKitBalance()
  const [shown, setShown] = useState<string>()
  const [asking, setAsking] = useState(false)
  // The connected account of each family the treasury pays.
  const accounts = Object.fromEntries(
    Object.entries({ eip155: address, solana: solanaAddress, bip122: bitcoinAddress }).filter(([, account]) => account),
  ) as Partial<Record<'eip155' | 'solana' | 'bip122', string>>
  const ask = async () => {
    setAsking(true)
    setShown('Asking the devnet’s treasury…')
    try {
      const response = await fetch(config.faucetUrl!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(accounts),
      })
      const answer = (await response.json()) as { paid?: { network: string; symbol: string; amount: string }[]; error?: string }
      if (!response.ok || !answer.paid) throw new Error(answer.error ?? `HTTP ${response.status}`)
      // The modal keeps balances 30 s: the paid accounts' are read again, so Account shows the funds when it opens.
      await Promise.all((Object.keys(accounts) as (keyof typeof accounts)[]).map((namespace) => fetchBalance({ namespace })))
      setShown(`Paid ${answer.paid.map((p) => `${p.amount} ${p.symbol} on ${p.network}`).join(', ')}.`)
    } catch (error) {
      setShown(`No test funds: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      setAsking(false)
    }
  }
  return (
    <>
      <button type="button" disabled={!Object.keys(accounts).length || asking} onClick={() => void ask()}>
        Get test funds
      </button>
      {shown ? <output data-testid="test-funds">{shown}</output> : null}
    </>
  )
}

function Controls() {
  const { open, close } = useAppKit()
  const { disconnect } = useDisconnect()
  const { themeMode, setThemeMode } = useAppKitTheme()
  const { walletProvider } = useAppKitProvider('eip155')
  const { address, embeddedWalletInfo } = useAppKitAccount()
  const [signature, setSignature] = useState<string>()
  const emailChange = useAppKitUpdateEmail()
  return (
    <div className="controls">
      <button type="button" onClick={() => void open()}>
        Open modal
      </button>
      <button type="button" onClick={() => void open({ view: 'Networks' })}>
        Open networks
      </button>
      {/* Buying on the devnet: its Coinbase- and Meld-style checkouts pay test USDC from its treasury. */}
      <button type="button" disabled={!address} onClick={() => void open({ view: 'OnRampProviders' })}>
        Buy crypto
      </button>
      <button type="button" onClick={() => void open({ view: 'Swap', arguments: { amount: '0.1', fromToken: 'ETH', toToken: 'TUSDC' } })}>
        Swap 0.1 ETH for TUSDC
      </button>
      <button type="button" onClick={() => close()}>
        Close modal
      </button>
      <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
        Use {themeMode === 'dark' ? 'light' : 'dark'} theme
      </button>
      <label>
        Language{' '}
        <select aria-label="Language" defaultValue={params.get('locale') ?? 'auto'} onChange={(e) => kit.setLocale(e.target.value)}>
          <option value="auto">Browser language</option>
          {LOCALES.map((code) => (
            <option key={code} value={code}>
              {new Intl.DisplayNames([code], { type: 'language' }).of(code)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => void disconnect()}>
        Disconnect from the page
      </button>
      <button
        type="button"
        disabled={!walletProvider || !address}
        onClick={() => {
          const provider = walletProvider as { request(args: { method: string; params: unknown[] }): Promise<string> }
          provider
            .request({ method: 'personal_sign', params: ['0x68656c6c6f', address] })
            .then(setSignature, (error: unknown) => console.error('Signing “hello” failed:', error))
        }}
      >
        Sign “hello”
      </button>
      {signature ? <output data-testid="signature">{signature}</output> : null}
      {config.faucetUrl ? <TestFunds /> : null}
      <button type="button" disabled={!embeddedWalletInfo || emailChange.isPending} onClick={() => void emailChange.updateEmail()}>
        Change email
      </button>
      {emailChange.data || emailChange.error ? (
        <output data-testid="email-change">{emailChange.data ? `changed to ${emailChange.data.email}` : emailChange.error?.message}</output>
      ) : null}
    </div>
  )
}

/** Every event the page got from `subscribeEvents`, newest first: what a host's analytics would see. */
const pageEvents: string[] = []
kit.subscribeEvents((e) => void pageEvents.unshift(e.data.event))

function EventLog() {
  const event = useAppKitEvents()
  return (
    <>
      <p>
        Last event: <code data-testid="last-event">{event.data?.event ?? '—'}</code>
      </p>
      <details>
        <summary>Events the page received</summary>
        <p data-testid="page-events">{pageEvents.join(' ') || '—'}</p>
      </details>
    </>
  )
}

function Demo() {
  return (
    <main>
      <h1>Portico demo</h1>
      <p>
        A host app on a local devnet. Everything below uses only Portico’s public API. Examples:{' '}
        <a href="/wagmi/">an AppKit + wagmi app</a>, <a href="/web-components/">a plain-JS page with web components</a>.
      </p>
      {/* First, under static text only: the kit's buttons and the status above would move them as they fill in. */}
      <Controls />
      <section aria-label="Buttons">
        <AppKitButton />
        <ConnectButton />
        <AccountButton />
        <NetworkButton />
      </section>
      <Status />
      <EventLog />
      {params.get('embedded') ? (
        <section aria-label="Embedded modal">
          <portico-modal />
        </section>
      ) : null}
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Demo />
  </StrictMode>,
)

if (params.get('open') === 'now') void kit.open()
