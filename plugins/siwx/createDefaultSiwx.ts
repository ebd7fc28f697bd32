import type { CaipNetworkId, Network, PluginContext, SIWXConfig, SIWXSession } from 'portico'
import { createNonce, messageData, toSiwxMessage, type SiwxFamilies, type SiwxMessageSettings } from './createSiwxMessage.js'
import { InvalidSiwxSignatureError } from './errors.js'
import { isCurrent, sameAccount } from './sessions.js'

type KeyValueStorage = PluginContext['storage']

/** Where the default configuration keeps its sessions (the key Reown AppKit's `LocalStorage` uses). */
export const SESSIONS_KEY = '@appkit/siwx'

export interface CreateDefaultSiwxParameters extends SiwxMessageSettings {
  storage: KeyValueStorage
  /** Each chain family's message format and verifier (its chain package's `siwx` capability). */
  families: SiwxFamilies
  /** The kit's networks: a signature is checked against its chain's JSON-RPC endpoint. */
  networks: readonly Network[]
  /** RPC URLs that replace a network's defaults, by CAIP network id (the kit's `customRpcUrls`). */
  customRpcUrls?: Readonly<Record<string, readonly { url: string }[]>> | undefined
  required?: boolean | undefined
  now?: (() => number) | undefined
}

/** The sessions kept in `storage`; a value that is not a list reads as none. */
function readSessions(storage: KeyValueStorage): SIWXSession[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(SESSIONS_KEY) ?? '[]')
    return Array.isArray(value) ? (value as SIWXSession[]) : []
  } catch {
    // Something else wrote the key: no session of ours is there.
    return []
  }
}

/**
 * Verifies a session's signature with the verifier of its chain family's package (loaded on first use): EIP-191,
 * ERC-1271 and ERC-6492 through viem on eip155, ed25519 on solana. A family without a verifier is refused.
 */
async function verifySession(session: SIWXSession, families: SiwxFamilies, rpcUrl: string | undefined, now: number): Promise<boolean> {
  const verify = (await families(session.data.chainId.split(':')[0] ?? ''))?.verifyMessage
  if (!verify) return false
  return verify({
    message: session.message,
    signature: session.signature,
    data: session.data,
    rpcUrl,
    expected: async () => (await toSiwxMessage(session.data, families)).toString(),
    current: isCurrent(session, now),
  })
}

/**
 * The default sign-in configuration: messages made in the browser with a random nonce, each signature verified
 * in the browser before its session is kept, sessions kept in the browser's storage (`@appkit/siwx`), expired
 * ones never returned. Reown AppKit's `DefaultSIWX` with its `LocalStorage`, `EIP155Verifier` and `SolanaVerifier`.
 *
 * @example
 * const siwx = createDefaultSiwx({ storage: localStorage, families: (ns) => kernel.chain(ns).siwx(), networks: [mainnet], required: true })
 * await siwx.getSessions('eip155:1', '0xf39f…') // []
 */
export function createDefaultSiwx({
  storage,
  families,
  networks,
  customRpcUrls = {},
  required = false,
  now = Date.now,
  ...settings
}: CreateDefaultSiwxParameters): SIWXConfig {
  const write = (sessions: SIWXSession[]) => storage.setItem(SESSIONS_KEY, JSON.stringify(sessions))
  const rpcUrl = (chainId: CaipNetworkId) =>
    customRpcUrls[chainId]?.[0]?.url ?? networks.find((n) => n.caipNetworkId === chainId)?.rpcUrls.default.http[0]
  return {
    async createMessage(input) {
      return toSiwxMessage(messageData(input, createNonce(), settings, now()), families)
    },
    async addSession(session) {
      if (!(await verifySession(session, families, rpcUrl(session.data.chainId), now()))) throw new InvalidSiwxSignatureError()
      const others = readSessions(storage).filter(
        (s) => !sameAccount(s, session.data.chainId, session.data.accountAddress),
      )
      write([...others, session])
    },
    async revokeSession(chainId, address) {
      write(readSessions(storage).filter((s) => !sameAccount(s, chainId, address)))
    },
    async setSessions(sessions) {
      write(sessions)
    },
    async getSessions(chainId, address) {
      return readSessions(storage).filter((s) => sameAccount(s, chainId, address) && isCurrent(s, now()))
    },
    getRequired: () => required,
  }
}
