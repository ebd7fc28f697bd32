import { CaipNetworkUndefinedError, UnsupportedChainError } from '../errors/errors.js'
import type { Kernel } from '../kernel.js'
import type { ChainNamespace } from '../types/chain.js'
import type { ChainCapabilities, ChainCapabilityName, WalletContext } from './adapter.js'

/** The capabilities that describe the family and need no wallet. */
const DESCRIPTIONS = ['address', 'amounts', 'family', 'walletConnect', 'onRamp', 'swaps', 'activity', 'siwx', 'embeddedWallet'] as const
type DescriptionName = (typeof DESCRIPTIONS)[number]

/** The capabilities called with the connected wallet first. */
type WalletCapabilityName = Exclude<ChainCapabilityName, DescriptionName>

/** A wallet-bound capability with the wallet filled in. */
type Bound<F> = F extends (wallet: WalletContext, ...args: infer A) => infer R ? (...args: A) => R : never

/**
 * The capabilities of one chain family, bound to its connected account, wallet provider and active network.
 * Using one the chain package does not offer throws `UnsupportedChainError` ('Unsupported chain', SPEC.md §5),
 * at once rather than as a rejection; `has` tells beforehand.
 */
export type ChainActions = {
  /** The namespace asked for; `undefined` when no namespace is active. */
  readonly namespace: ChainNamespace | undefined
  /** Whether the chain package offers `capability`. */
  has(capability: ChainCapabilityName): boolean
} & { readonly [K in DescriptionName]: ChainCapabilities[K] } & { readonly [K in WalletCapabilityName]: Bound<ChainCapabilities[K]> }

/** The capabilities bound to the connected wallet's context (a chain package's tests read which of them it has). */
export const WALLET_CAPABILITIES: readonly WalletCapabilityName[] = [
  'signMessage',
  'signTypedData',
  'sendNative',
  'sendToken',
  'sendTransaction',
  'waitForTransaction',
  'nativeFeeReserve',
  'estimateFee',
  'nameCoinTypes',
  'switchNetwork',
  'addNetwork',
]

/**
 * What a feature may ask of a chain family (the active one by default): its adapter's capabilities, those
 * that need the wallet called with the namespace's connected wallet and network as they are at the call.
 *
 * @example
 * const chain = getChainActions(kernel)
 * if (chain.has('sendNative')) await chain.sendNative({ to, amount: 10n ** 18n }) // the transaction hash
 */
export function getChainActions(kernel: Kernel, namespace = kernel.store.chain.activeNamespace): ChainActions {
  const adapter = kernel.adapters.find((a) => a.namespace === namespace)
  const get = <K extends ChainCapabilityName>(capability: K): ChainCapabilities[K] => {
    const found = adapter?.[capability] as ChainCapabilities[K] | undefined
    if (!found) throw new UnsupportedChainError({ namespace, capability })
    return found
  }
  const wallet = (): WalletContext => {
    const chain = namespace && kernel.store.chain.chains[namespace]
    const network = chain && chain.networkState.caipNetwork
    if (!chain || !network) throw new CaipNetworkUndefinedError()
    return { provider: kernel.providers.get(chain.namespace), address: chain.accountState.address, network }
  }
  const actions: Record<string, unknown> = {
    namespace,
    has: (capability: ChainCapabilityName) => Boolean(adapter?.[capability]),
  }
  for (const name of DESCRIPTIONS) Object.defineProperty(actions, name, { enumerable: true, get: () => get(name) })
  for (const name of WALLET_CAPABILITIES)
    actions[name] = (...args: unknown[]) =>
      (get(name) as (...all: unknown[]) => unknown).call(adapter, wallet(), ...args)
  return actions as ChainActions
}
