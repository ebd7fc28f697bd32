import type { TestProject } from 'vitest/node'
import { startDemo } from '../demo/startDemo.js'

export interface E2eContext {
  url: string
  apiUrl: string
  /** The local WalletConnect relay. */
  relayUrl: string
  /** The embedded wallet's secure site page and the mailbox page of the devnet. */
  secureSiteUrl: string
  mailboxUrl: string
  chains: { chainId: number; name: string; rpcUrl: string }[]
  accounts: { address: `0x${string}`; privateKey: `0x${string}` }[]
  tokens: Record<string, { address: `0x${string}`; symbol: string; decimals: number }>
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext
  }
}

/** One devnet and one demo server for the whole browser suite; stopped when it ends. */
export default async function setup(project: TestProject) {
  const demo = await startDemo()
  const { devnet } = demo
  project.provide('e2e', {
    url: demo.url,
    apiUrl: devnet.apiUrl,
    relayUrl: devnet.relayUrl,
    secureSiteUrl: devnet.secureSiteUrl,
    mailboxUrl: devnet.mailboxUrl,
    chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    accounts: devnet.accounts as E2eContext['accounts'],
    tokens: devnet.tokens as unknown as E2eContext['tokens'],
  })
  return () => demo.stop()
}
