import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { createPublicClient, http, parseEther } from 'viem'
import { describe, expect, test, vi } from 'vitest'
import { devnetAccounts } from './accounts.js'
import { startAnvil } from './anvil.js'
import { isAlive, waitUntil } from './fixtures/processes.js'
import { getFreePort, isPortOpen } from './getFreePort.js'

describe('startAnvil', () => {
  test('answers JSON-RPC with the chain id and funded default accounts; stop() ends the process and frees the port', async () => {
    const anvil = await startAnvil({ chainId: 31999 })
    try {
      expect(anvil.rpcUrl).toBe(`http://127.0.0.1:${anvil.port}`)
      const client = createPublicClient({ transport: http(anvil.rpcUrl) })
      expect(await client.getChainId()).toBe(31999)
      const [alice] = devnetAccounts(1)
      expect(alice?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
      expect(await client.getBalance({ address: alice?.address ?? '0x' })).toBe(parseEther('10000'))
      expect(isAlive(anvil.pid)).toBe(true)
    } finally {
      await anvil.stop()
    }
    expect(isAlive(anvil.pid)).toBe(false)
    expect(await isPortOpen(anvil.port)).toBe(false)
    await anvil.stop() // twice is fine
  })

  test('listens on a given port, and fails clearly when that port is taken', async () => {
    const port = await getFreePort()
    const anvil = await startAnvil({ chainId: 31337, port })
    try {
      expect(anvil.port).toBe(port)
      expect(await isPortOpen(port)).toBe(true)
      await expect(startAnvil({ chainId: 31337, port, timeoutMs: 3000 })).rejects.toThrow(/already in use/)
    } finally {
      await anvil.stop()
    }
  })

  test('a start-up that overlaps other work in this process still succeeds: the wait counts probes, not busy time', async () => {
    // The first probe finds nothing listening yet, and its answer comes back only after this process was busy
    // for longer than the whole timeout (as when the devnet seeds its database on a loaded machine): that time
    // is not anvil failing to answer, and the next probe finds it.
    const realFetch = globalThis.fetch
    const probe = vi.spyOn(globalThis, 'fetch').mockImplementationOnce(() => {
      const until = Date.now() + 3000
      while (Date.now() < until) {
        // busy
      }
      return Promise.reject(new TypeError('fetch failed'))
    })
    probe.mockImplementation(realFetch)
    try {
      const anvil = await startAnvil({ chainId: 31998, timeoutMs: 2000 })
      try {
        expect(await createPublicClient({ transport: http(anvil.rpcUrl) }).getChainId()).toBe(31998)
      } finally {
        await anvil.stop()
      }
    } finally {
      probe.mockRestore()
    }
  })

  // A separate Node process starts anvil; when that process ends, its anvil must end too.
  test.concurrent.each(['SIGTERM', 'SIGINT', 'exit'] as const)('no orphan node when the parent ends (%s)', async (how) => {
    const fixture = fileURLToPath(new URL('./fixtures/holdAnvil.ts', import.meta.url))
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, how === 'exit' ? 'exit' : 'hold'], {
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    let anvilPid = 0
    try {
      const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string]
      const { pid, port } = JSON.parse(line) as { pid: number; port: number }
      anvilPid = pid
      expect(isAlive(pid)).toBe(true)
      if (how === 'exit') child.stdin.write('exit\n')
      else child.kill(how)
      await waitUntil(() => child.exitCode !== null || child.signalCode !== null)
      await waitUntil(() => !isAlive(pid))
      expect(await isPortOpen(port)).toBe(false)
    } finally {
      child.kill('SIGKILL')
      if (anvilPid && isAlive(anvilPid)) process.kill(anvilPid, 'SIGKILL')
    }
  })
})
