import { createPublicClient, http } from 'viem'
import { verifySiweMessage } from 'viem/siwe'

export interface VerifyEip155MessageParameters {
  message: string
  signature: string
  /** The account that signed. */
  address: string
  /** The JSON-RPC endpoint of the message's chain: ERC-1271 and ERC-6492 signatures are checked with an eth_call. */
  rpcUrl: string
  domain?: string | undefined
  nonce?: string | undefined
}

/**
 * Whether an EIP-4361 message is signed by `address` and holds now (not expired, not before its time): an EOA's
 * EIP-191 signature, a deployed contract account's ERC-1271 one or a counterfactual one's ERC-6492 one (viem).
 */
export async function verifyEip155Message({ message, signature, address, rpcUrl, domain, nonce }: VerifyEip155MessageParameters): Promise<boolean> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  return verifySiweMessage(client, {
    message,
    signature: signature as `0x${string}`,
    address: address as `0x${string}`,
    ...(domain ? { domain } : {}),
    ...(nonce ? { nonce } : {}),
  })
}
