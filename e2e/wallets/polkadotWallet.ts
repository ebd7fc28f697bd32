import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, mnemonicGenerate } from '@polkadot/util-crypto'
import type { Page } from 'playwright-core'

/** Which prompts the simulated user rejects. */
interface PolkadotWalletReject {
  /** `enable(origin)`: the page is not authorized. */
  enable?: boolean
  /** `signer.signRaw`. */
  sign?: boolean
}

interface PolkadotTestAccount {
  /** The account's name in the extension. */
  name: string
  type?: 'sr25519' | 'ed25519'
}

export interface InstallPolkadotWalletParameters {
  /** The extension's key in `window.injectedWeb3`. Defaults to 'Portico Polkadot Wallet'. */
  source?: string
  /** The accounts it holds (new keys from a new mnemonic each), the first the one a page gets first. */
  accounts?: readonly PolkadotTestAccount[]
  reject?: PolkadotWalletReject
  /** Inject only when `inject()` is called (an extension that loads late, with a script tag), not at document start. */
  late?: boolean
}

export interface PolkadotTestWallet {
  /** The accounts' pairs (their keys stay in Node), in the order the extension lists them. */
  readonly pairs: readonly KeyringPair[]
  /** Every request the page made, oldest first, with the wallet's answer. */
  requests: { method: string; params: unknown; reply?: Reply }[]
  setReject(reject: PolkadotWalletReject): void
  /** Injects a late extension into the page now, with a script tag. */
  inject(): Promise<void>
}

/** The extension key of the test wallet in `window.injectedWeb3`; connectors show it as the wallet's name. */
export const POLKADOT_TEST_WALLET_NAME = 'Portico Polkadot Wallet'

const BINDING = '__porticoPolkadotWalletRequest'
const HANDLE = '__porticoPolkadotWallet'

type Reply = { result: unknown } | { error: { message: string } }

/**
 * The page side: `window.injectedWeb3[source] = { enable, version }` as an extension's content script sets it;
 * `enable` resolves `{ accounts: { get, subscribe }, signer: { signRaw } }` whose calls go to Node.
 */
function pageShim({ source, binding, handle, late }: { source: string; binding: string; handle: string; late: boolean }): void {
  const w = window as unknown as Record<string, unknown> & Window
  const call = w[binding] as (args: { method: string; params?: unknown }) => Promise<Reply>
  const request = async (method: string, params?: unknown) => {
    const reply = await call({ method, params })
    // The extension rejects with a plain Error, as polkadot-js does ('Cancelled', 'Rejected').
    if ('error' in reply) throw new Error(reply.error.message)
    return reply.result
  }
  const inject = () => {
    const injected = ((w['injectedWeb3'] as Record<string, unknown> | undefined) ??= {})
    injected[source] = {
      version: '0.63.1',
      async enable(origin: string) {
        await request('enable', { origin })
        let id = 0
        return {
          accounts: {
            get: async () => request('accounts'),
            subscribe: (callback: (accounts: unknown) => void) => {
              void request('accounts').then(callback)
              return () => {}
            },
          },
          signer: {
            async signRaw(payload: { address: string; data: string; type: string }) {
              const { signature } = (await request('signRaw', payload)) as { signature: string }
              return { id: ++id, signature }
            },
          },
        }
      },
    }
  }
  Object.defineProperty(w, handle, { value: { inject } })
  if (!late) inject()
}

/**
 * Installs the Polkadot test extension in a Playwright page: real sr25519 (or ed25519) keys made from a new
 * mnemonic with `@polkadot/keyring`, kept in Node; `signRaw({ type: 'bytes' })` signs the data wrapped in
 * `<Bytes>…</Bytes>` (`u8aWrapBytes`), as the polkadot-js extension does. Call before `page.goto`.
 *
 * @example
 * const wallet = await installPolkadotWallet(page, { accounts: [{ name: 'Alice' }] })
 * wallet.setReject({ sign: true })
 */
export async function installPolkadotWallet(
  page: Page,
  { source = POLKADOT_TEST_WALLET_NAME, accounts = [{ name: 'Alice' }], reject: initialReject = {}, late = false }: InstallPolkadotWalletParameters = {},
): Promise<PolkadotTestWallet> {
  await cryptoWaitReady()
  // The extension lists addresses in the generic Substrate format (prefix 42), as polkadot-js does.
  const keyring = new Keyring({ ss58Format: 42 })
  const pairs = accounts.map(({ name, type = 'sr25519' }) => keyring.addFromMnemonic(mnemonicGenerate(), { name }, type))
  let reject = initialReject
  const requests: PolkadotTestWallet['requests'] = []

  const answer = (method: string, params: Record<string, unknown> | undefined): Reply => {
    switch (method) {
      case 'enable':
        return reject.enable ? { error: { message: 'Rejected' } } : { result: true }
      case 'accounts':
        return { result: pairs.map((pair) => ({ address: pair.address, name: pair.meta['name'], type: pair.type, genesisHash: null })) }
      case 'signRaw': {
        if (reject.sign) return { error: { message: 'Cancelled' } }
        const pair = pairs.find((candidate) => candidate.address === params?.['address'])
        if (!pair) return { error: { message: `Unable to find a keypair for ${String(params?.['address'])}` } }
        if (params?.['type'] !== 'bytes') return { error: { message: 'Only bytes are signed raw' } }
        return { result: { signature: u8aToHex(pair.sign(u8aWrapBytes(hexToU8a(String(params['data']))))) } }
      }
      default:
        return { error: { message: `Unsupported method ${method}` } }
    }
  }
  await page.exposeBinding(BINDING, async (_source, { method, params }: { method: string; params?: Record<string, unknown> }): Promise<Reply> => {
    const reply = answer(method, params)
    requests.push({ method, params, reply })
    return reply
  })
  await page.addInitScript({ content: 'globalThis.__name ??= (target) => target' })
  await page.addInitScript(pageShim, { source, binding: BINDING, handle: HANDLE, late })
  return {
    pairs,
    requests,
    setReject: (next) => (reject = next),
    inject: async () => void (await page.addScriptTag({ content: `window.${HANDLE}.inject()` })),
  }
}
