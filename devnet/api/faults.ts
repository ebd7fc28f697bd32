import type { ServerResponse } from 'node:http'
import * as z from 'zod'
import { sendBody, sendJson } from './http.js'

/** The endpoints a fault can break, by switch name. */
export const FAULT_TARGETS = {
  config: 'GET /directory/appkit/v1/config',
  origins: 'GET /directory/projects/v1/origins',
  directory: 'GET /directory/getWallets',
  images: 'GET /directory/getWalletImage/{id} and /directory/public/get{Asset,Currency,Token}Image/{id}',
  analyticsConfig: 'GET /directory/getAnalyticsConfig',
  supportedChains: 'GET /blockchain/v1/supported-chains',
  balance: 'GET /blockchain/v1/account/{address}/balance',
  identity: 'GET /blockchain/v1/identity/{address}',
  profileSuggestions: 'GET /blockchain/v1/profile/suggestions/{name}',
  profileRegister: 'POST /blockchain/v1/profile/account',
  history: 'GET /blockchain/v1/account/{address}/history',
  analytics: 'POST /analytics/e',
  onrampOptions: 'GET /blockchain/v1/onramp/options',
  onrampQuote: 'POST /blockchain/v1/onramp/quote',
  onrampUrl: 'POST /blockchain/v1/generators/onrampurl',
  convertTokens: 'GET /blockchain/v1/convert/tokens',
  quotes: 'GET /blockchain/v1/convert/quotes',
  allowance: 'GET /blockchain/v1/convert/allowance',
  gasPrice: 'GET /blockchain/v1/convert/gas-price',
  buildApprove: 'GET /blockchain/v1/convert/build-approve',
  buildTransaction: 'POST /blockchain/v1/convert/build-transaction',
  fungiblePrice: 'POST /blockchain/v1/fungible/price',
  secureSite: 'GET /secure/sdk (the embedded wallet frame)',
  authUser: 'GET /secure/auth/v1/me (the embedded wallet user)',
  authShares: 'POST /secure/auth/v1/me/shares/auth and /me/recovery/ticket (the auth server\'s key share and recovery tickets)',
  socialVerify: 'POST /secure/auth/v1/social/verify (the auth server\'s check of a social login\'s id token)',
  identityProvider: 'GET <identity provider>/auth (any fault: the provider answers the authorization with an error)',
} as const

export type FaultTarget = keyof typeof FAULT_TARGETS

const outcome = z.union([
  z.number().int().min(100).max(599),
  z.enum(['malformed', 'invalid', 'hang']),
])

const faultSpec = z.strictObject({
  /** What to answer: an HTTP status, 'malformed' (200, not JSON), 'invalid' (200, JSON of the wrong shape) or
   * 'hang' (no answer). Omitted: answer normally (after `delayMs`). */
  respond: outcome.optional(),
  /** JSON body sent with a status answer. */
  body: z.unknown().optional(),
  /** Wait this long before answering. */
  delayMs: z.number().int().min(0).max(120_000).optional(),
  /** Break only the next `times` requests, then clear. */
  times: z.number().int().min(1).optional(),
  /** Answer normally, with this many made-up entries added to the answer's list (GET /getWallets' `data`): a
   * server that answers more than it was asked. */
  extraEntries: z.number().int().min(1).max(100_000).optional(),
})

/** One fault: a shorthand outcome (`500`, `'malformed'`, `'invalid'`, `'hang'`) or a full spec. */
const faultSchema = z.union([outcome, faultSpec])
type Fault = z.infer<typeof faultSchema>
export type FaultSpec = z.infer<typeof faultSpec>

/** The body of POST /__devnet/faults: a fault per target; `{}` clears them all. */
export const faultsSchema = z.partialRecord(z.enum(Object.keys(FAULT_TARGETS) as [FaultTarget, ...FaultTarget[]]), faultSchema)
export type Faults = z.infer<typeof faultsSchema>

/**
 * The live fault switches of a server.
 *
 * @example
 * const faults = createFaults()
 * faults.set({ balance: 500, directory: 'malformed' })
 * await faults.apply('balance', res) // true: a 500 was sent
 */
export function createFaults(initial: Faults = {}) {
  let active = new Map<FaultTarget, FaultSpec>()

  const set = (faults: Faults) => {
    active = new Map()
    for (const [target, fault] of Object.entries(faults) as [FaultTarget, Fault][]) {
      active.set(target, typeof fault === 'object' ? { ...fault } : { respond: fault })
    }
  }
  set(initial)

  return {
    /** Replaces every fault. */
    set,
    /** The faults now active, as full specs. */
    list: (): Partial<Record<FaultTarget, FaultSpec>> => Object.fromEntries(active),
    /** Takes the fault of `target` (counting it as used once), for a server that answers it in its own way. */
    take(target: FaultTarget): FaultSpec | undefined {
      const fault = active.get(target)
      if (fault?.times !== undefined && --fault.times <= 0) active.delete(target)
      return fault && { ...fault }
    },
    /**
     * Applies the fault of `target`, if any: waits its delay, then answers for the route (returns true) or lets
     * the route answer (returns the fault, whose other switches such as `extraEntries` the route then follows,
     * or undefined when there is none).
     */
    async apply(target: string | undefined, res: ServerResponse): Promise<true | FaultSpec | undefined> {
      const fault = target && active.get(target as FaultTarget)
      if (!fault) return undefined
      if (fault.times !== undefined && --fault.times <= 0) active.delete(target as FaultTarget)
      if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
      const { respond } = fault
      if (respond === undefined) return { ...fault }
      if (respond === 'hang') return true // the server's close() ends the socket
      if (respond === 'malformed') sendBody(res, 200, 'application/json; charset=utf-8', '{"data": [{"id": ')
      else if (respond === 'invalid') sendJson(res, 200, { unexpected: true })
      else sendJson(res, respond, fault.body ?? { message: `Injected fault: HTTP ${respond}` })
      return true
    },
  }
}

export type FaultSwitches = ReturnType<typeof createFaults>
