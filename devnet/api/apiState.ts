import type { KeyObject } from 'node:crypto'
import type { PublicClient } from 'viem'
import type { SwapDeployment } from './uniswapPools.js'
import type { Database } from '../store.js'
import type { SolanaLedger, SolanaTestToken } from '../solana/createSolanaLedger.js'
import type { FaultSwitches } from './faults.js'
import type { Mailbox } from '../mail/startMailbox.js'
import type { AuthSettings } from './authRoutes.js'
import type { ProjectConfig } from './projectConfig.js'
import type { ApiUtxo } from '../bip122/esploraRoutes.js'

/** A chain whose balances the blockchain API reads. */
export interface ApiChain {
  /** CAIP-2 id, e.g. `eip155:31337`. */
  caipNetworkId: string
  chainId: number
  name: string
  rpcUrl: string
  client: PublicClient
  /** Its Uniswap V2 deployment, when it is a swap chain (the convert routes answer only for those). */
  swap?: SwapDeployment | undefined
  /** Its ERC-4337 bundler, on a smart-account network (SPEC.md §6: smart accounts are enabled per network). */
  bundlerUrl?: string | undefined
}

/** The local Solana network the blockchain API reads balances from. */
interface ApiSolana {
  /** `solana:<reference>`. */
  caipNetworkId: string
  ledger: Pick<SolanaLedger, 'balance' | 'tokenAccounts' | 'airdrop' | 'status'>
  /** Names, symbols and prices of the SPL tokens it knows, by mint. */
  tokens: readonly SolanaTestToken[]
  /** Fixed demo price of SOL in USD. */
  solPrice: number
}

/** Everything the route handlers share. */
export interface ApiState {
  db: Database
  /** Mutable: POST /__devnet/project changes it. */
  project: ProjectConfig
  faults: FaultSwitches
  /** By CAIP-2 id. */
  chains: Map<string, ApiChain>
  /** What GET /__devnet/info answers (set by whoever starts the server). */
  info: () => unknown
  /** The local Solana network whose balances the blockchain API reads (SOL and SPL tokens). */
  solana?: ApiSolana | undefined
  /** The local UTXO network (bip122) the Esplora-shaped API under `/utxo/api` and the faucet use. */
  utxo?: ApiUtxo | undefined
  /** The WalletConnect relay started beside the server, for POST /__devnet/relay/drop. */
  relay?: { dropAllSockets(): void } | undefined
  /** The mailbox the auth server mails codes and device links to. */
  mailbox?: Mailbox | undefined
  /** The embedded wallet's auth server settings (POST /__devnet/auth changes them). */
  auth: AuthSettings
  /** The recovery service beside the server (devnet/recovery): where the secure site reaches it, the public key
   * its receipts are checked with, and its switch for tests (POST /__devnet/recovery). */
  /** The identity provider the auth server accepts social logins from: its client per social provider. */
  identity?: { clients: Readonly<Record<string, { issuer: string; clientId: string; authorizationEndpoint: string; tokenEndpoint: string; jwksUri: string }>> } | undefined
  recovery?: { url: string; publicKey: KeyObject; pause(): Promise<void>; resume(): Promise<void> } | undefined
  /** Farcaster sign-in: the relay the secure site opens its channels on, and the chain-10 node with the registries. */
  farcaster?: { relayUrl: string; rpcUrl: string } | undefined
}
