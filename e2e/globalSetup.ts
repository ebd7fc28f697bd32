import type { TestProject } from 'vitest/node'
import { startDemo } from '../demo/startDemo.js'
import { playwrightDisabledFeatures } from './browser.js'

export interface E2eContext {
  url: string
  apiUrl: string
  /** The local WalletConnect relay. */
  relayUrl: string
  /** The embedded wallet's secure site page and the mailbox page of the devnet. */
  secureSiteUrl: string
  mailboxUrl: string
  /** Farcaster sign-in: the relay stand-in, the key its `authenticate` takes, and the chain-10 node with the registries. */
  farcaster: { relayUrl: string; relayKey: string; rpcUrl: string }
  chains: { chainId: number; name: string; rpcUrl: string }[]
  accounts: { address: `0x${string}`; privateKey: `0x${string}` }[]
  tokens: Record<string, { address: `0x${string}`; symbol: string; decimals: number }>
  /** The local Solana network: its reference (`Network.id`), RPC, funded accounts and test SPL token. */
  solana: {
    reference: string
    caipNetworkId: string
    rpcUrl: string
    accounts: { address: string; secretKey: string }[]
    token: { mint: string; symbol: string; decimals: number }
  }
  /** The local UTXO network (bip122): its reference (`Network.id`), Esplora-shaped API and funded accounts. */
  utxo: {
    reference: string
    caipNetworkId: string
    esploraUrl: string
    accounts: { address: string; publicKey: string; privateKey: string; wif: string }[]
  }
  /** Playwright's `--disable-features=…` flag for `launchBrowser` (null: none), read once for the whole suite. */
  chromiumDisabledFeatures: string | null
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext
  }
}

/** One devnet and one demo server for the whole browser suite; stopped when it ends. */
export default async function setup(project: TestProject) {
  const [demo, chromiumDisabledFeatures] = await Promise.all([startDemo(), playwrightDisabledFeatures()])
  const { devnet } = demo
  project.provide('e2e', {
    url: demo.url,
    apiUrl: devnet.apiUrl,
    relayUrl: devnet.relayUrl,
    secureSiteUrl: devnet.secureSiteUrl,
    mailboxUrl: devnet.mailboxUrl,
    farcaster: { relayUrl: devnet.farcaster.relayUrl, relayKey: devnet.farcaster.relayKey, rpcUrl: devnet.farcaster.rpcUrl },
    chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    accounts: devnet.accounts as E2eContext['accounts'],
    tokens: devnet.tokens as unknown as E2eContext['tokens'],
    solana: {
      reference: devnet.solana.reference,
      caipNetworkId: devnet.solana.caipNetworkId,
      rpcUrl: devnet.solana.rpcUrl,
      accounts: devnet.solana.accounts,
      token: devnet.solana.token,
    },
    utxo: { reference: devnet.utxo.reference, caipNetworkId: devnet.utxo.caipNetworkId, esploraUrl: devnet.utxo.esploraUrl, accounts: devnet.utxo.accounts },
    chromiumDisabledFeatures: chromiumDisabledFeatures ?? null,
  })
  return () => demo.stop()
}
