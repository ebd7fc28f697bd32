import { devnetAccounts, type DevnetAccount } from './accounts.js'
import { startAnvil, type Anvil } from './anvil.js'
import { startBundler, type Bundler } from './bundler.js'
import { createApiServer, type ApiServer } from './api/createApiServer.js'
import type { Faults } from './api/faults.js'
import type { ProjectConfig } from './api/projectConfig.js'
import { deployAccountAbstraction, type ACCOUNT_ABSTRACTION } from './contracts/deployAccountAbstraction.js'
import { deployTokens, type DeployedTokens } from './contracts/deployTokens.js'
import { deployUniswap, type DeployedUniswap } from './contracts/deployUniswap.js'
import { startFarcasterChain, type FarcasterChain } from './farcaster/farcasterChain.js'
import { startFarcasterRelay, type FarcasterRelay } from './farcaster/startFarcasterRelay.js'
import { startIdentityProvider, type IdentityProvider } from './identity/startIdentityProvider.js'
import { startIndexer, type Indexer } from './indexer.js'
import { startMailbox, type Mailbox } from './mail/startMailbox.js'
import { SOL_PRICE_USD } from './onramp/orderPrice.js'
import { loadLogos } from './logos.js'
import { seedAssets } from './seedAssets.js'
import { startRecoveryService, type RecoveryService } from './recovery/startRecoveryService.js'
import { startRelay, type Relay } from './relay/startRelay.js'
import { createStore, putToken, type Database } from './store.js'
import { SOLANA_TEST_TOKEN, type SolanaTestToken } from './solana/createSolanaLedger.js'
import { SOLANA_DEVNET_CAIP_ID, SOLANA_DEVNET_REFERENCE, SOLANA_GENESIS_HASH, solanaDevnetAccounts, type SolanaDevnetAccount } from './solana/solanaKeys.js'
import { startSolanaRpc, type SolanaRpc } from './solana/startSolanaRpc.js'
import { seedWallets } from './wallets.js'
import { startUtxoNode, type UtxoNode } from './bip122/startUtxoNode.js'
import { LOCAL_UTXO_CAIP_ID, LOCAL_UTXO_REFERENCE, utxoDevnetAccounts, type UtxoDevnetAccount } from './bip122/utxoKeys.js'

/**
 * The chains of every devnet: two, so the modal can switch networks and add a chain. The first is also a swap
 * chain (Uniswap V2 behind the convert API) and a smart-account chain (an ERC-4337 bundler beside it); the second
 * is neither, so the modal meets a network without swaps and one without smart accounts.
 */
const DEVNET_CHAINS = [
  { chainId: 31337, name: 'Anvil', swaps: true, smartAccounts: true },
  { chainId: 31338, name: 'Anvil Two', swaps: false, smartAccounts: false },
] as const

/** Fixed demo price of ETH in USD (TUSD is 1, TWETH 3000: see `TEST_TOKENS`). */
const ETH_PRICE = 3000

export interface StartDevnetParameters {
  /** How many wallets the directory holds. Defaults to 320. */
  wallets?: number | undefined
  /** Port of the API server on 127.0.0.1; `0` (default) picks a free one. */
  port?: number | undefined
  /** Ports of the two anvil nodes; free ones when omitted. */
  chainPorts?: readonly [number, number] | undefined
  /** Port of the WalletConnect relay; a free one when omitted. */
  relayPort?: number | undefined
  /** Port of the local Solana RPC (HTTP and websockets); a free one when omitted. */
  solanaPort?: number | undefined
  /** RPC port of the local UTXO network's node; a free one when omitted. */
  utxoPort?: number | undefined
  /** Changes to the default project config (remote features, allowed origins, analytics switch). */
  project?: Partial<ProjectConfig> | undefined
  /** Faults active from the start (see `api/faults.ts`). */
  faults?: Faults | undefined
  /** Called with one line per API request (and per relay connection and request). */
  log?: ((line: string) => void) | undefined
  /**
   * Whether the smart-account chain gets its ERC-4337 bundler (`@pimlico/alto`, from `devnet/heavy`). Defaults to
   * true; tests that need no smart account turn it off (the bundler takes a few seconds to come up).
   */
  smartAccounts?: boolean | undefined
}

interface DevnetChain {
  chainId: number
  name: string
  /** CAIP-2 id, e.g. `eip155:31337`. */
  caipNetworkId: string
  /** `http://127.0.0.1:<port>` of its anvil node. */
  rpcUrl: string
  /** The test ERC20s deployed on it. */
  tokens: DeployedTokens
  /** Its Uniswap V2 deployment (WETH9, factory, Router02; pools against TUSDC), on a swap chain only. */
  swap?: DeployedUniswap | undefined
  /** EntryPoint v0.8, Simple7702Account and the embedded wallet's account factory (on every chain). */
  accountAbstraction: typeof ACCOUNT_ABSTRACTION
  /** `http://127.0.0.1:<port>` of its ERC-4337 bundler, on a smart-account chain only. */
  bundlerUrl?: string | undefined
}

/** The local Solana network: litesvm behind a JSON-RPC server. */
interface DevnetSolana {
  /** The network's CAIP-2 reference (its genesis hash prefix): the kit's `Network.id`. */
  reference: string
  /** `solana:<reference>`. */
  caipNetworkId: string
  genesisHash: string
  /** `http://127.0.0.1:<port>`; websockets on the same port. */
  rpcUrl: string
  wsUrl: string
  /** 4 funded accounts (1000 SOL and 1000 of the test token each), with their ed25519 seeds. */
  accounts: SolanaDevnetAccount[]
  /** The test SPL token. */
  token: SolanaTestToken
}

/**
 * The local UTXO network (bip122): Litecoin Core in regtest, a Bitcoin Core 0.21 fork, so its addresses carry
 * Litecoin regtest's prefixes (`rltc1…`), with an Esplora-shaped API on the API server.
 */
interface DevnetUtxo {
  /** The CAIP-2 reference (the genesis hash's first 32 hex characters): the kit's `Network.id`. */
  reference: string
  /** `bip122:<reference>`. */
  caipNetworkId: string
  /** The Esplora-shaped API: `<apiUrl>/utxo/api` (`/address/{a}/utxo`, `POST /tx`, `/tx/{txid}/status`, `/fee-estimates`). */
  esploraUrl: string
  /** The node's own JSON-RPC (user `u`, password `p`), for tests. */
  rpcUrl: string
  /** 4 funded accounts (10 coins each), P2WPKH, with their keys. */
  accounts: UtxoDevnetAccount[]
}

export interface Devnet {
  /** Anvil (31337) and Anvil Two (31338). */
  chains: DevnetChain[]
  /** `http://127.0.0.1:<port>` of the API server. */
  apiUrl: string
  /** Base URLs for the kit's `apiUrls` option (`meld`: the devnet's Meld-style checkout page). */
  apiUrls: { directory: string; blockchain: string; analytics: string; meld: string }
  /** `ws://127.0.0.1:<port>` of the local WalletConnect relay: the kit's `apiUrls.relay`, any client's `relayUrl`. */
  relayUrl: string
  /** The embedded wallet's page on its own site (`http://localhost:<port>/secure/sdk`): the kit's `apiUrls.secureSite`. */
  secureSiteUrl: string
  /** `http://127.0.0.1:<port>` of the embedded wallet's recovery service (a server of its own, devnet/recovery). */
  recoveryUrl: string
  /** The recovery service, for in-process tests (`recovery.pause()`, `recovery.resume()`). */
  recovery: RecoveryService
  /** The identity provider standing in for the social providers (`http://127.0.0.3:<port>`), with its users. */
  identity: IdentityProvider
  /**
   * Farcaster sign-in: the relay stand-in (`http://127.0.0.4:<port>`, its `/app` page the devnet's Farcaster app),
   * the key its `authenticate` takes, and the chain-10 anvil node holding the IdRegistry and KeyRegistry stand-ins.
   */
  farcaster: { relayUrl: string; relayKey: string; chainId: number; rpcUrl: string }
  /** The page of the local mailbox where mailed codes and device links arrive. */
  mailboxUrl: string
  /** The local mailbox (SMTP on 127.0.0.1), for in-process tests (`mailbox.waitFor(address)`). */
  mailbox: Mailbox
  /** The test tokens of the first chain (the same addresses on the second). */
  tokens: DeployedTokens
  /** The first 4 default anvil accounts (10000 ETH each, plus TUSD and TWETH; account 0 holds the token supplies), with private keys. */
  accounts: DevnetAccount[]
  /** The local Solana network beside the anvil chains. */
  solana: DevnetSolana
  /** The local UTXO network (bip122). */
  utxo: DevnetUtxo
  /** Its node, for in-process tests (`utxoNode.mine()`, `utxoNode.rpc(…)`). */
  utxoNode: UtxoNode
  /** Process ids of the anvil nodes, the bundlers and the UTXO network's node. */
  pids: number[]
  /** The API server, for in-process tests (`api.state.faults.set(...)`, `api.state.project`). */
  api: ApiServer
  /** The store behind the API. */
  db: Database
  /** The WalletConnect relay, for in-process tests (`relay.dropAllSockets()`, `relay.stats()`). */
  relay: Relay
  /** Indexes both chains into the store for the history API; `indexer.waitForBlock(chainId, n)` in tests. */
  indexer: Indexer
  /** Stops the API server, the recovery service, the relay, the bundlers and every anvil node. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * Starts the local stack on 127.0.0.1: two anvil chains with the test tokens, a fresh store seeded with the wallet
 * directory, images and identities, and the API server (directory, blockchain API, analytics, test controls).
 * Takes well under a few seconds.
 *
 * @example
 * const devnet = await startDevnet()
 * createAppKit({ projectId: 'demo', apiUrls: devnet.apiUrls, ... })
 * await devnet.stop()
 */
export async function startDevnet({
  wallets = 320,
  port = 0,
  chainPorts,
  relayPort = 0,
  solanaPort = 0,
  utxoPort = 0,
  project,
  faults,
  log,
  smartAccounts = true,
}: StartDevnetParameters = {}): Promise<Devnet> {
  const started: Anvil[] = []
  const bundlers: Bundler[] = []
  let api: ApiServer | undefined
  let relay: Relay | undefined
  let solanaRpc: SolanaRpc | undefined
  let utxoNode: UtxoNode | undefined
  let indexer: Indexer | undefined
  let mailbox: Mailbox | undefined
  let recovery: RecoveryService | undefined
  let identity: IdentityProvider | undefined
  let farcasterChain: FarcasterChain | undefined
  let farcasterRelay: FarcasterRelay | undefined
  let stopping: Promise<void> | undefined
  const stop = () =>
    (stopping ??= (async () => {
      await indexer?.stop()
      await Promise.allSettled(bundlers.map((bundler) => bundler.stop()))
      const results = await Promise.allSettled([api?.close(), recovery?.stop(), identity?.stop(), farcasterRelay?.stop(), farcasterChain?.stop(), relay?.stop(), solanaRpc?.close(), utxoNode?.stop(), mailbox?.stop(), ...started.map((anvil) => anvil.stop())])
      const failed = results.find((result) => result.status === 'rejected')
      if (failed) throw failed.reason
    })())

  try {
    const anvilsReady = Promise.all(
      DEVNET_CHAINS.map(async ({ chainId }, index) => {
        const anvil = await startAnvil({ chainId, port: chainPorts?.[index] ?? 0 })
        started.push(anvil)
        return anvil
      }),
    )
    const farcasterReady = startFarcasterChain().then(async (chain) => {
      farcasterChain = chain
      farcasterRelay = await startFarcasterRelay({ chain, log })
    })
    farcasterReady.catch(() => {}) // awaited below, as the relay
    const relayReady = startRelay({ port: relayPort, log }).then((handle) => (relay = handle))
    relayReady.catch(() => {}) // awaited below; this only keeps an early failure from counting as unhandled
    const mailboxReady = startMailbox().then((handle) => (mailbox = handle))
    mailboxReady.catch(() => {}) // awaited below, as the relay
    const utxoAccounts = utxoDevnetAccounts(4)
    const utxoReady = startUtxoNode({ accounts: utxoAccounts, port: utxoPort }).then((handle) => (utxoNode = handle))
    utxoReady.catch(() => {}) // awaited below, as the relay
    const solanaAccounts = solanaDevnetAccounts(4)
    solanaRpc = await startSolanaRpc({ accounts: solanaAccounts, port: solanaPort })
    const [db, logos] = await Promise.all([createStore(), loadLogos()])
    const accounts = devnetAccounts(4)
    seedWallets(db, wallets, { logos: logos.wallets })
    seedAssets(db, accounts.map((account) => account.address), logos)

    const anvils = await anvilsReady
    await relayReady
    await mailboxReady
    await utxoReady
    const tokens = await Promise.all(anvils.map((anvil) => deployTokens(anvil.rpcUrl)))
    const accountAbstraction = await Promise.all(anvils.map((anvil) => deployAccountAbstraction(anvil.rpcUrl)))
    // The bundler comes up (a few seconds) while the swap pools are made.
    const bundlersReady = Promise.all(
      anvils.map(async (anvil, index) => {
        if (!smartAccounts || !DEVNET_CHAINS[index]?.smartAccounts) return undefined
        const bundler = await startBundler({ rpcUrl: anvil.rpcUrl, entryPoint: accountAbstraction[index]?.entryPoint ?? '' })
        bundlers.push(bundler)
        return bundler
      }),
    )
    bundlersReady.catch(() => {}) // awaited below, as the relay
    const swaps = await Promise.all(
      anvils.map((anvil, index) =>
        DEVNET_CHAINS[index]?.swaps ? deployUniswap(anvil.rpcUrl, tokens[index] as DeployedTokens) : undefined,
      ),
    )
    const chainBundlers = await bundlersReady
    const chains: DevnetChain[] = DEVNET_CHAINS.map(({ chainId, name }, index) => ({
      chainId,
      name,
      caipNetworkId: `eip155:${chainId}`,
      rpcUrl: anvils[index]?.rpcUrl ?? '',
      tokens: tokens[index] as DeployedTokens,
      ...(swaps[index] && { swap: swaps[index] }),
      accountAbstraction: accountAbstraction[index] as typeof ACCOUNT_ABSTRACTION,
      ...(chainBundlers[index] && { bundlerUrl: chainBundlers[index].url }),
    }))
    for (const chain of chains) {
      putToken(db, { chainId: chain.caipNetworkId, address: null, name: 'Ether', symbol: 'ETH', decimals: 18, price: ETH_PRICE, imageId: 'ETH' })
      for (const token of Object.values(chain.tokens)) {
        putToken(db, {
          chainId: chain.caipNetworkId,
          address: token.address,
          name: token.name,
          symbol: token.symbol,
          decimals: token.decimals,
          price: token.price,
          imageId: token.symbol,
        })
      }
    }

    indexer = await startIndexer({ db, chains, log })
    api = await createApiServer({ db, port, chains, project, faults, log, mailbox })
    // The recovery service: its own server, key and store; it takes the auth server's tickets, from the secure site.
    recovery = await startRecoveryService({
      authPublicKey: api.state.auth.ticketKeys.publicKey,
      allowedOrigins: [new URL(api.secureSiteUrl).origin],
      log,
    })
    api.state.recovery = recovery
    // The social providers' stand-in: it sends people back to the secure site's callback page.
    identity = await startIdentityProvider({ redirectUri: new URL('/secure/social/callback', api.secureSiteUrl).href, faults: api.state.faults, log })
    api.state.identity = identity
    await farcasterReady
    const relayOfFarcaster = farcasterRelay as FarcasterRelay
    const chainOfFarcaster = farcasterChain as FarcasterChain
    api.state.farcaster = { relayUrl: relayOfFarcaster.url, rpcUrl: chainOfFarcaster.rpcUrl }
    api.state.solana = { caipNetworkId: SOLANA_DEVNET_CAIP_ID, ledger: solanaRpc.ledger, tokens: [SOLANA_TEST_TOKEN], solPrice: SOL_PRICE_USD }
    api.state.utxo = { caipNetworkId: LOCAL_UTXO_CAIP_ID, node: utxoNode as UtxoNode }
    const utxo: DevnetUtxo = {
      reference: LOCAL_UTXO_REFERENCE,
      caipNetworkId: LOCAL_UTXO_CAIP_ID,
      esploraUrl: `${api.url}/utxo/api`,
      rpcUrl: (utxoNode as UtxoNode).rpcUrl,
      accounts: utxoAccounts,
    }
    const solana: DevnetSolana = {
      reference: SOLANA_DEVNET_REFERENCE,
      caipNetworkId: SOLANA_DEVNET_CAIP_ID,
      genesisHash: SOLANA_GENESIS_HASH,
      rpcUrl: solanaRpc.url,
      wsUrl: solanaRpc.wsUrl,
      accounts: solanaAccounts,
      token: SOLANA_TEST_TOKEN,
    }
    const devnet: Devnet = {
      chains,
      apiUrl: api.url,
      apiUrls: api.urls,
      relayUrl: (relay as Relay).url,
      secureSiteUrl: api.secureSiteUrl,
      recoveryUrl: recovery.url,
      recovery,
      identity,
      farcaster: { relayUrl: relayOfFarcaster.url, relayKey: relayOfFarcaster.relayKey, chainId: 10, rpcUrl: chainOfFarcaster.rpcUrl },
      mailboxUrl: api.mailboxUrl,
      mailbox: mailbox as Mailbox,
      tokens: chains[0]?.tokens as DeployedTokens,
      accounts,
      solana,
      utxo,
      utxoNode: utxoNode as UtxoNode,
      pids: [...anvils.map((anvil) => anvil.pid), chainOfFarcaster.pid, ...bundlers.map((bundler) => bundler.pid), (utxoNode as UtxoNode).pid],
      api,
      db,
      relay: relay as Relay,
      indexer,
      stop,
    }
    const info = devnetInfo(devnet)
    api.state.info = () => info
    api.state.relay = devnet.relay
    return devnet
  } catch (error) {
    await stop().catch(() => {})
    throw error
  }
}

/** The JSON-safe description of a devnet (what GET /__devnet/info answers and the CLI prints). */
export function devnetInfo({ chains, apiUrl, apiUrls, relayUrl, secureSiteUrl, recoveryUrl, identity, farcaster, mailboxUrl, tokens, accounts, solana, utxo, pids }: Devnet) {
  return { chains, apiUrl, apiUrls, relayUrl, secureSiteUrl, recoveryUrl, identityUrl: identity.url, farcaster, mailboxUrl, tokens, accounts, solana, utxo, pids }
}
