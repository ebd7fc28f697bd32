import type { SIWXMessageData } from '../../../kernel/types/siwx.js'
import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'

/**
 * The EIP-4361 text of a sign-in message on an eip155 chain, made by viem (the address in its EIP-55 form).
 *
 * @example
 * formatEip155Message(data) // 'localhost:5173 wants you to sign in with your Ethereum account:\n0xf39F…'
 */
export function formatEip155Message(data: SIWXMessageData): string {
  return createSiweMessage({
    domain: data.domain,
    address: getAddress(data.accountAddress),
    chainId: Number(data.chainId.split(':')[1]),
    uri: data.uri,
    version: '1',
    nonce: data.nonce,
    ...(data.statement ? { statement: data.statement } : {}),
    ...(data.resources?.length ? { resources: data.resources } : {}),
    ...(data.issuedAt ? { issuedAt: new Date(data.issuedAt) } : {}),
    ...(data.expirationTime ? { expirationTime: new Date(data.expirationTime) } : {}),
    ...(data.notBefore ? { notBefore: new Date(data.notBefore) } : {}),
    ...(data.requestId ? { requestId: data.requestId } : {}),
  })
}
