import { siwx as eip155Siwx } from '../../chains/eip155/siwx/siwx.js'
import { SiweMessage } from 'siwe'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../kernel/utils/storage.js'
import { createServerSiwx } from '../../plugins/siwx/createServerSiwx.js'
import { dataOf } from '../../plugins/siwx/createSiwxMessage.js'
import { startAnvil, type Anvil } from '../anvil.js'
import { createStore } from '../store.js'
import { createApiServer, type ApiServer } from './createApiServer.js'

const alice = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const mallory = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')

describe('the devnet sign-in server (/siwx) with the server-backed configuration', () => {
  let anvil: Anvil
  let api: ApiServer
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    api = await createApiServer({ db: await createStore(), chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }] })
  })
  afterAll(async () => {
    await api.close()
    await anvil.stop()
  })

  const client = () =>
    createServerSiwx({ url: `${api.url}/siwx`, storage: createMemoryStorage(), families: async () => eip155Siwx, domain: 'app.example', uri: 'https://app.example/' })

  it('issues a nonce, verifies the signed message on the chain, keeps the session and revokes it', async () => {
    const siwx = client()
    const message = await siwx.createMessage({ accountAddress: alice.address, chainId: 'eip155:31337' })
    expect(new SiweMessage(message.toString()).nonce).toBe(message.nonce)
    const signature = await alice.signMessage({ message: message.toString() })
    await siwx.addSession({ data: dataOf(message), message: message.toString(), signature })
    const sessions = await siwx.getSessions('eip155:31337', alice.address)
    expect(sessions).toEqual([{ data: dataOf(message), message: message.toString(), signature }])
    expect(await siwx.getSessions('eip155:31338', alice.address)).toEqual([])
    // Another browser (no token) sees none of them.
    expect(await client().getSessions('eip155:31337', alice.address)).toEqual([])
    await siwx.revokeSession('eip155:31337', alice.address)
    expect(await siwx.getSessions('eip155:31337', alice.address)).toEqual([])
    const stored = (await (await fetch(`${api.url}/__devnet/siwx/sessions?address=${alice.address}`)).json()) as unknown[]
    expect(stored).toEqual([])
  })

  it("refuses another account's signature and a nonce used twice", async () => {
    const siwx = client()
    const message = await siwx.createMessage({ accountAddress: alice.address, chainId: 'eip155:31337' })
    const forged = await mallory.signMessage({ message: message.toString() })
    await expect(siwx.addSession({ data: dataOf(message), message: message.toString(), signature: forged })).rejects.toThrow(
      'The signature could not be verified',
    )
    const signature = await alice.signMessage({ message: message.toString() })
    await siwx.addSession({ data: dataOf(message), message: message.toString(), signature })
    await expect(siwx.addSession({ data: dataOf(message), message: message.toString(), signature })).rejects.toThrow(
      'Unknown or used nonce',
    )
  })
})
