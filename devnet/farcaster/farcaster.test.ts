import { createAppClient, createWalletClient, viemConnector } from '@farcaster/auth-client'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFarcasterChain, type FarcasterChain } from './farcasterChain.js'
import { startFarcasterRelay, type FarcasterRelay } from './startFarcasterRelay.js'

let chain: FarcasterChain
let relay: FarcasterRelay
beforeAll(async () => {
  chain = await startFarcasterChain()
  relay = await startFarcasterRelay({ chain, host: '127.0.0.1' })
}, 30_000)
afterAll(async () => {
  await relay?.stop()
  await chain?.stop()
})

const clients = () => {
  const ethereum = viemConnector({ rpcUrl: chain.rpcUrl })
  return { app: createAppClient({ relay: relay.url, ethereum }), wallet: createWalletClient({ relay: relay.url, ethereum }) }
}

/** Plays the Farcaster app: signs the channel's message with `key` for `fid` and sends it to the relay. */
async function signChannel(channelToken: string, fid: number, key: `0x${string}`) {
  const { app, wallet } = clients()
  const pending = await app.status({ channelToken })
  if (pending.isError) throw pending.error
  const { siweUri, domain, nonce } = pending.data.signatureParams
  const account = privateKeyToAccount(key)
  const { message } = wallet.buildSignInMessage({ address: account.address, fid, uri: siweUri, domain, nonce: nonce ?? '' })
  const signature = await account.signMessage({ message })
  const sent = await wallet.authenticate({ channelToken, authKey: relay.relayKey, message, signature, fid, username: 'ada', bio: '', displayName: 'Ada', pfpUrl: '' })
  if (sent.isError) throw sent.error
  return { message, signature, nonce: nonce ?? '', domain }
}

describe('the devnet Farcaster relay and registries', () => {
  it('a channel goes pending → completed once, and verifySignInMessage checks the fid on chain 10', async () => {
    const key = generatePrivateKey()
    await chain.register(41, privateKeyToAccount(key).address)
    expect(await chain.idOf(privateKeyToAccount(key).address)).toBe(41)
    const { app } = clients()
    const channel = await app.createChannel({ siweUri: 'http://127.0.0.1:5173', domain: '127.0.0.1:5173', nonce: 'abcdef123456' })
    if (channel.isError) throw channel.error
    expect(channel.data.url).toBe(`${relay.url}/app?channelToken=${channel.data.channelToken}`)
    expect((await app.status({ channelToken: channel.data.channelToken })).response.status).toBe(202)
    const signed = await signChannel(channel.data.channelToken, 41, key)
    const done = await app.watchStatus({ channelToken: channel.data.channelToken, interval: 50, timeout: 5000 })
    if (done.isError) throw done.error
    expect(done.data).toMatchObject({ state: 'completed', fid: 41, username: 'ada', message: signed.message })
    expect((await app.status({ channelToken: channel.data.channelToken })).response.status).toBe(401) // gone after completion
    const verified = await app.verifySignInMessage({ nonce: 'abcdef123456', domain: '127.0.0.1:5173', message: signed.message, signature: signed.signature })
    expect(verified).toMatchObject({ success: true, fid: 41, isError: false })
  })

  it('a signer that does not own the fid is refused by the registry check', async () => {
    const owner = generatePrivateKey()
    await chain.register(42, privateKeyToAccount(owner).address)
    const { app } = clients()
    const channel = await app.createChannel({ siweUri: 'http://127.0.0.1:5173', domain: '127.0.0.1:5173', nonce: 'abcdef654321' })
    if (channel.isError) throw channel.error
    const stranger = generatePrivateKey()
    const signed = await signChannel(channel.data.channelToken, 42, stranger)
    const verified = await app.verifySignInMessage({ nonce: 'abcdef654321', domain: '127.0.0.1:5173', message: signed.message, signature: signed.signature })
    expect(verified.isError).toBe(true)
    expect(verified.isError && verified.error?.message).toMatch(/is not an auth address or owner of fid 42/)
  })

  it('authenticate needs the relay key; an unknown channel is 401', async () => {
    const response = await fetch(`${relay.url}/v1/channel/status`, { headers: { authorization: 'Bearer nope' } })
    expect(response.status).toBe(401)
    const { app } = clients()
    const channel = await app.createChannel({ siweUri: 'http://127.0.0.1:5173', domain: '127.0.0.1:5173' })
    if (channel.isError) throw channel.error
    const wrong = await fetch(`${relay.url}/v1/channel/authenticate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${channel.data.channelToken}`, 'x-farcaster-auth-relay-key': 'wrong', 'content-type': 'application/json' },
      body: '{}',
    })
    expect(wrong.status).toBe(401)
  })

  it("the devnet Farcaster app page makes an account with an fid on chain 10 and signs the channel", async () => {
    const { app } = clients()
    const channel = await app.createChannel({ siweUri: 'http://127.0.0.1:5173', domain: '127.0.0.1:5173', nonce: 'pagenonce123' })
    if (channel.isError) throw channel.error
    const shown = await (await fetch(channel.data.url)).text()
    expect(shown).toContain('<strong>127.0.0.1:5173</strong> asks you to sign in')
    const answer = await fetch(`${relay.url}/app`, { method: 'POST', body: new URLSearchParams({ channelToken: channel.data.channelToken, username: 'grace' }) })
    expect(answer.status).toBe(200)
    const done = await app.watchStatus({ channelToken: channel.data.channelToken, interval: 50, timeout: 5000 })
    if (done.isError) throw done.error
    const person = relay.accounts.get('grace')
    expect(person && (await chain.idOf(person.custody))).toBe(person?.fid)
    const verified = await app.verifySignInMessage({ nonce: 'pagenonce123', domain: '127.0.0.1:5173', message: done.data.message ?? '', signature: done.data.signature ?? '0x' })
    expect(verified).toMatchObject({ success: true, fid: person?.fid })
  })
})
