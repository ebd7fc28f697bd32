import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

// Test helper only: a real anvil node on 127.0.0.1 for the chain tests and the browser wallet tests.

const ANVIL = fileURLToPath(new URL('../../../node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil', import.meta.url))

/** anvil's first funded account (10000 ETH), from its default mnemonic. */
export const ANVIL_ACCOUNT = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
} as const

export interface Anvil {
  url: string
  port: number
  chainId: number
  /** Stops the node; resolves once it exited. */
  stop(): Promise<void>
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** One JSON-RPC call. */
export async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}

/**
 * Starts anvil with `chainId` on a free port and waits until it answers.
 *
 * @example
 * const anvil = await startAnvil({ chainId: 31337 })
 * afterAll(() => anvil.stop())
 */
export async function startAnvil({ chainId = 31_337 }: { chainId?: number } = {}): Promise<Anvil> {
  const port = await freePort()
  const child: ChildProcess = spawn(
    ANVIL,
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'],
    { stdio: 'ignore' },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 20_000
  for (;;) {
    try {
      if ((await rpc(url, 'eth_chainId')) === `0x${chainId.toString(16)}`) break
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`anvil exited with ${child.exitCode}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error('anvil did not start within 20 s')
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    url,
    port,
    chainId,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
