import type { SiweConfig, SiwxCapability, SIWXConfig, SIWXSession } from 'portico'
import { dataOf, messageData } from './createSiwxMessage.js'
import { InvalidSiwxSignatureError } from './errors.js'

/** A `siweConfig` that is Reown AppKit's SIWE client (it has the methods the bridge calls). */
export type SiweClient = SiweConfig & Required<Pick<SiweConfig, 'createMessage' | 'getNonce' | 'getSession' | 'verifyMessage' | 'signOut'>>

/** Whether the `siweConfig` option is a SIWE client, rather than only settings (`{ required }`). */
export function isSiweClient(config: SiweConfig): config is SiweClient {
  return ['createMessage', 'getNonce', 'getSession', 'verifyMessage', 'signOut'].every(
    (name) => typeof config[name] === 'function',
  )
}

/**
 * The bridge that keeps `siweConfig` working (Reown AppKit's `mapToSIWX`): a SIWE client seen as a SIWX
 * configuration. Its session is one account on one chain of the family that says SIWE signs it in
 * (`families(namespace)`, the chain package's `siwx().siwe`); signing out ends it.
 *
 * @example
 * const siwx = siweToSiwx(createSIWEConfig({ getNonce, createMessage, verifyMessage, getSession, signOut }), families)
 */
export function siweToSiwx(
  siwe: SiweClient,
  families: (namespace: string) => Promise<SiwxCapability | undefined>,
  now: () => number = Date.now,
): SIWXConfig {
  async function current(): Promise<{ address: string; chainId: number } | null> {
    return siwe.getSession()
  }
  const signOut = async () => {
    await siwe.signOut()
    siwe.onSignOut?.()
  }
  return {
    async createMessage(input) {
      const params = await siwe.getMessageParams?.()
      const nonce = await siwe.getNonce(input.accountAddress)
      const data = messageData(input, nonce, { ...params, ...(params?.expiry ? { expiresIn: params.expiry } : {}) }, now())
      const text = siwe.createMessage({
        ...data,
        address: `did:pkh:${input.chainId}:${input.accountAddress}`,
        chainId: Number(input.chainId.split(':')[1]),
      })
      return { ...data, toString: () => text }
    },
    async addSession(session) {
      const valid = await siwe.verifyMessage({
        message: session.message,
        signature: session.signature,
        ...(session.cacao ? { cacao: session.cacao } : {}),
      })
      if (!valid) throw new InvalidSiwxSignatureError()
      siwe.onSignIn?.((await current()) ?? undefined)
    },
    revokeSession: signOut,
    async setSessions(sessions) {
      if (sessions.length === 0) return signOut()
      const [last] = sessions.slice(-1)
      if (last) await this.addSession(last)
    },
    async getSessions(chainId, address): Promise<SIWXSession[]> {
      const session = await current()
      if (!session) return []
      const [namespace = '', reference] = chainId.split(':')
      const matches =
        session.address.toLowerCase() === address.toLowerCase() &&
        String(session.chainId) === reference &&
        (await families(namespace))?.siwe === true
      if (!matches) return []
      const data = dataOf({ ...messageData({ accountAddress: session.address, chainId }, '', {}, now()), toString: () => '' })
      return [{ data, message: '', signature: '' }]
    },
    getRequired: () => siwe.required ?? false,
  }
}
