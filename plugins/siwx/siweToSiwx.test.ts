import type { SiwxCapability } from 'portico'
import { describe, expect, it, vi } from 'vitest'
import { siweToSiwx, type SiweClient } from './siweToSiwx.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A SIWE client whose session is `ADDRESS` on chain 1. */
function client(): SiweClient {
  return {
    getNonce: vi.fn(async () => 'nonce'),
    createMessage: vi.fn(() => 'message'),
    verifyMessage: vi.fn(async () => true),
    getSession: vi.fn(async () => ({ address: ADDRESS, chainId: 1 })),
    signOut: vi.fn(async () => true),
  }
}

/** The families of a kit: one signed in by SIWE, one with its own sign-in. */
const families = async (namespace: string): Promise<SiwxCapability | undefined> =>
  namespace === 'eip155' ? { name: 'Ethereum', siwe: true } : namespace === 'solana' ? { name: 'Solana' } : undefined

describe('siweToSiwx: a SIWE client as a SIWX configuration', () => {
  it('has its session on the chain it names, of the family SIWE signs in, for its address in any case', async () => {
    const siwx = siweToSiwx(client(), families, () => Date.UTC(2024, 0, 1))
    const [session] = await siwx.getSessions('eip155:1', ADDRESS.toLowerCase())
    expect(session?.data).toMatchObject({ accountAddress: ADDRESS, chainId: 'eip155:1' })
    expect(await siwx.getSessions('eip155:10', ADDRESS)).toEqual([])
    expect(await siwx.getSessions('eip155:1', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toEqual([])
  })

  it('has no session on a chain of a family SIWE does not sign in, even with the same reference', async () => {
    const siwx = siweToSiwx(client(), families)
    expect(await siwx.getSessions('solana:1', ADDRESS)).toEqual([])
    expect(await siwx.getSessions('acme:1', ADDRESS)).toEqual([])
  })
})
