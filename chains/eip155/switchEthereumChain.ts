import { ChainNotSupportedError } from '../../kernel/errors/errors.js'
import type { Network } from '../../kernel/types/chain.js'
import type { Eip1193Provider } from './types.js'

/** EIP-1193 "User rejected the request." */
const USER_REJECTED_CODE = 4001

/**
 * Switch errors that mean "the wallet does not know this chain", so it should be added (SPEC.md §8): 4902
 * (unrecognized chain), 5000 (CAIP-25 unknown chain) and the internal error some wallets send instead.
 */
const ADD_CHAIN_CODES: readonly number[] = [4902, 5000, -32603, 32603]

/** The error codes of a wallet error: its own and the one some wallets wrap in `data.originalError`. */
function rpcErrorCodes(error: unknown): number[] {
  const codes: number[] = []
  const own = (error as { code?: unknown } | null)?.code
  const wrapped = (error as { data?: { originalError?: { code?: unknown } } } | null)?.data?.originalError?.code
  if (typeof own === 'number') codes.push(own)
  if (typeof wrapped === 'number') codes.push(wrapped)
  return codes
}

/** `1` → `'0x1'`. */
export function toHexChainId(id: number | string): `0x${string}` {
  return `0x${Number(id).toString(16)}`
}

/**
 * Asks the wallet to switch to `network` (SPEC.md §7 session calls). When the wallet does not know the chain
 * (4902, 5000, -32603/32603, also inside `data.originalError`) it asks the wallet to add it, then switches
 * again. A user rejection (4001) is rethrown as is; any other failure of the add throws
 * `ChainNotSupportedError` ('Chain is not supported', SPEC.md §8).
 *
 * @example
 * await switchEthereumChain(window.ethereum, arbitrum)
 */
export async function switchEthereumChain(provider: Eip1193Provider, network: Network): Promise<void> {
  const chainId = toHexChainId(network.id)
  const switchChain = () => provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    await switchChain()
    return
  } catch (error) {
    const codes = rpcErrorCodes(error)
    if (codes.includes(USER_REJECTED_CODE) || !codes.some((code) => ADD_CHAIN_CODES.includes(code))) throw error
  }
  await addEthereumChain(provider, network)
  await switchChain()
}

/**
 * Asks the wallet to add `network` (`wallet_addEthereumChain` { chainId, rpcUrls, chainName, nativeCurrency,
 * blockExplorerUrls }, SPEC.md §7 session calls). A user rejection (4001) is rethrown as is; any other failure
 * throws `ChainNotSupportedError` ('Chain is not supported', SPEC.md §8).
 *
 * @example
 * await addEthereumChain(window.ethereum, arbitrum)
 */
export async function addEthereumChain(provider: Eip1193Provider, network: Network): Promise<void> {
  const explorer = network.blockExplorers?.default.url
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: toHexChainId(network.id),
          rpcUrls: [...network.rpcUrls.default.http],
          chainName: network.name,
          nativeCurrency: { ...network.nativeCurrency },
          ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
        },
      ],
    })
  } catch (cause) {
    if (rpcErrorCodes(cause).includes(USER_REJECTED_CODE)) throw cause
    throw new ChainNotSupportedError({ cause })
  }
}
