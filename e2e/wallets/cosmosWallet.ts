import type { Page } from 'playwright-core'
import { cosmosKeys, type CosmosKeys, type CosmosTestChain } from './cosmosKeys.js'

/** Which prompts the simulated user rejects. */
interface CosmosWalletReject {
  /** `enable` (the connection prompt). */
  connect?: boolean
  /** `signArbitrary`. */
  sign?: boolean
}

export interface InstallCosmosWalletParameters {
  /** The wallet's key; it stays in Node. */
  mnemonic: string
  /** The chains it has, with their bech32 prefixes. */
  chains: readonly CosmosTestChain[]
  reject?: CosmosWalletReject
  /** Inject `window.keplr` only when `inject()` is called (an extension that loads late), not at document start. */
  late?: boolean
}

export interface CosmosTestWallet {
  /** The key now (changes with `changeKey`). */
  readonly keys: CosmosKeys
  /** Every request the page made, oldest first. */
  requests: { method: string; params: unknown }[]
  setReject(reject: CosmosWalletReject): void
  /** Injects a late wallet now, with a script tag (what an extension's late content script does). */
  inject(): Promise<void>
  /** The person switches to another key in the wallet: the page gets `keplr_keystorechange`. */
  changeKey(mnemonic: string): Promise<void>
}

const BINDING = '__porticoCosmosWalletRequest'
const HANDLE = '__porticoCosmosWallet'

type Reply = { result: unknown } | { error: { code: number; message: string } }

/** The page side: Keplr's injected API (`window.keplr`), whose calls go to Node; the keys never enter the page. */
function pageShim({ binding, handle, late }: { binding: string; handle: string; late: boolean }): void {
  const w = window as unknown as Record<string, unknown> & Window
  const call = w[binding] as (args: { method: string; params?: unknown }) => Promise<Reply>
  const request = async (method: string, params?: unknown) => {
    const reply = await call({ method, params })
    if ('error' in reply) throw Object.assign(new Error(reply.error.message), { code: reply.error.code })
    return reply.result
  }
  const keplr = {
    version: '0.12.0',
    mode: 'extension',
    enable: async (chainIds: string | string[]) => void (await request('enable', { chainIds: [chainIds].flat() })),
    disable: async (chainIds?: string | string[]) => void (await request('disable', { chainIds: chainIds === undefined ? [] : [chainIds].flat() })),
    async getKey(chainId: string) {
      const key = (await request('getKey', { chainId })) as { name: string; bech32Address: string; pubKey: number[]; address: number[] }
      return { ...key, algo: 'secp256k1', pubKey: new Uint8Array(key.pubKey), address: new Uint8Array(key.address), isNanoLedger: false, isKeystone: false }
    },
    signArbitrary: async (chainId: string, signer: string, data: string | Uint8Array) =>
      request('signArbitrary', { chainId, signer, data: typeof data === 'string' ? data : [...data] }),
  }
  const inject = () => {
    w['keplr'] = keplr
  }
  const keystoreChanged = () => w.dispatchEvent(new Event('keplr_keystorechange'))
  Object.defineProperty(w, handle, { value: { inject, keystoreChanged } })
  if (!late) inject()
}

/**
 * Installs a Keplr-style test wallet in a Playwright page: `window.keplr` with `enable`, `getKey`, `signArbitrary`
 * (ADR-036) and `disable`, whose keys live in Node (cosmjs `Secp256k1HdWallet`, one per chain prefix); calls for a
 * chain not enabled throw as Keplr's do. Call before `page.goto`.
 *
 * @example
 * const wallet = await installCosmosWallet(page, { mnemonic, chains: [{ chainId: 'cosmoshub-4', prefix: 'cosmos' }] })
 * wallet.setReject({ sign: true })
 */
export async function installCosmosWallet(page: Page, { mnemonic, chains, reject: initialReject = {}, late = false }: InstallCosmosWalletParameters): Promise<CosmosTestWallet> {
  let keys = await cosmosKeys(mnemonic, chains)
  let reject = initialReject
  const enabled = new Set<string>()
  const requests: CosmosTestWallet['requests'] = []
  const refused = (): Reply => ({ error: { code: 4001, message: 'Request rejected' } })
  const known = (chainId: unknown): chainId is string => chains.some((chain) => chain.chainId === chainId)

  await page.exposeBinding(BINDING, async (_source, { method, params = {} }: { method: string; params?: Record<string, unknown> }): Promise<Reply> => {
    requests.push({ method, params })
    try {
      switch (method) {
        case 'enable': {
          const ids = params['chainIds'] as string[]
          const unknown = ids.find((id) => !known(id))
          if (unknown) return { error: { code: -32602, message: `There is no chain info for ${unknown}` } }
          if (reject.connect) return refused()
          for (const id of ids) enabled.add(id)
          return { result: null }
        }
        case 'disable': {
          const ids = params['chainIds'] as string[]
          if (ids.length === 0) enabled.clear()
          for (const id of ids) enabled.delete(id)
          return { result: null }
        }
        case 'getKey': {
          const chainId = params['chainId']
          if (!known(chainId) || !enabled.has(chainId)) return { error: { code: -32603, message: `${String(chainId)} is not enabled` } }
          const bech32Address = keys.address(chainId)
          const { fromBech32 } = await import('@cosmjs/encoding')
          return { result: { name: 'Portico test key', bech32Address, pubKey: [...keys.pubkey], address: [...fromBech32(bech32Address).data] } }
        }
        case 'signArbitrary': {
          const chainId = params['chainId']
          if (!known(chainId) || !enabled.has(chainId)) return { error: { code: -32603, message: `${String(chainId)} is not enabled` } }
          if (params['signer'] !== keys.address(chainId)) return { error: { code: -32602, message: `Unknown signer ${String(params['signer'])}` } }
          if (reject.sign) return refused()
          const data = params['data']
          return { result: await keys.signArbitrary(chainId, keys.address(chainId), typeof data === 'string' ? data : new Uint8Array(data as number[])) }
        }
        default:
          return { error: { code: 4200, message: `Unsupported method ${method}` } }
      }
    } catch (error) {
      return { error: { code: -32603, message: error instanceof Error ? error.message : String(error) } }
    }
  })
  await page.addInitScript({ content: 'globalThis.__name ??= (target) => target' })
  await page.addInitScript(pageShim, { binding: BINDING, handle: HANDLE, late })
  return {
    get keys() {
      return keys
    },
    requests,
    setReject: (next) => (reject = next),
    inject: async () => void (await page.addScriptTag({ content: `window.${HANDLE}.inject()` })),
    async changeKey(next) {
      keys = await cosmosKeys(next, chains)
      await page.evaluate((handle) => (window as unknown as Record<string, { keystoreChanged(): void }>)[handle]!.keystoreChanged(), HANDLE)
    },
  }
}
