import type { CaipNetworkId, Network, PluginContext, SIWXConfig, SIWXSession } from 'portico'
import { createNonce, messageData, toSiwxMessage, type SiwxMessageSettings } from './createSiwxMessage.js'
import { InvalidSiwxSignatureError } from './errors.js'
import { isCurrent, sameAccount } from './sessions.js'

type KeyValueStorage = PluginContext['storage']

/** Where the default configuration keeps its sessions (the key Reown AppKit's `LocalStorage` uses). */
export const SESSIONS_KEY = '@appkit/siwx'

export interface CreateDefaultSiwxParameters extends SiwxMessageSettings {
  storage: KeyValueStorage
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
 * Verifies a session's signature with the verifier of its chain family (each loaded on first use): EIP-191,
 * ERC-1271 and ERC-6492 through viem on eip155, ed25519 on solana. A family without a verifier here is refused.
 */
async function verifySession(session: SIWXSession, rpcUrl: string | undefined, now: number): Promise<boolean> {
  if (session.data.chainId.startsWith('eip155:') && rpcUrl) {
    const { verifyEip155Message } = await import('./eip155/verifyEip155Message.js')
    return verifyEip155Message({
      message: session.message,
      signature: session.signature,
      address: session.data.accountAddress,
      rpcUrl,
      domain: session.data.domain,
      nonce: session.data.nonce,
    })
  }
  if (session.data.chainId.startsWith('solana:')) {
    // The signed text must be the session's own message (its domain, nonce and times), holding now.
    if (session.message !== (await toSiwxMessage(session.data)).toString() || !isCurrent(session, now)) return false
    const { verifySolanaMessage } = await import('./solana/verifySolanaMessage.js')
    return verifySolanaMessage({
      message: session.message,
      signature: session.signature,
      address: session.data.accountAddress,
    })
  }
  return false
}

/**
 * The default sign-in configuration: messages made in the browser with a random nonce, each signature verified
 * in the browser before its session is kept, sessions kept in the browser's storage (`@appkit/siwx`), expired
 * ones never returned. Reown AppKit's `DefaultSIWX` with its `LocalStorage`, `EIP155Verifier` and `SolanaVerifier`.
 *
 * @example
 * const siwx = createDefaultSiwx({ storage: localStorage, networks: [mainnet], required: true })
 * await siwx.getSessions('eip155:1', '0xf39f…') // []
 */
export function createDefaultSiwx({
  storage,
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
      return toSiwxMessage(messageData(input, createNonce(), settings, now()))
    },
    async addSession(session) {
      if (!(await verifySession(session, rpcUrl(session.data.chainId), now()))) throw new InvalidSiwxSignatureError()
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
