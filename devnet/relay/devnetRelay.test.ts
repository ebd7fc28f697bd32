/** The relay as part of the devnet: started with it, described by it, stopped with it. */
import { once } from 'node:events'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { isPortOpen } from '../getFreePort.js'
import { startDevnet, type Devnet } from '../startDevnet.js'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ wallets: 0, smartAccounts: false })
})
afterAll(() => devnet?.stop())

test('startDevnet runs a relay on 127.0.0.1, lists it in /__devnet/info and stops it', async () => {
  expect(devnet.relayUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
  expect(devnet.relayUrl).toBe(devnet.relay.url)
  const info = (await (await fetch(`${devnet.apiUrl}/__devnet/info`)).json()) as { relayUrl: unknown }
  expect(info.relayUrl).toBe(devnet.relayUrl)

  const socket = new WebSocket(`${devnet.relayUrl}/?projectId=devnet`)
  await once(socket, 'open')
  const reply = once(socket, 'message')
  socket.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: 'devnet' } }))
  expect(JSON.parse(String((await reply)[0]))).toMatchObject({ id: 1, result: expect.any(String) })
  expect(devnet.relay.stats()).toMatchObject({ sockets: 1, subscriptions: 1 })

  const closed = once(socket, 'close')
  await devnet.stop()
  await closed
  expect(await isPortOpen(devnet.relay.port)).toBe(false)
})
