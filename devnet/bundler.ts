import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { ANVIL_MNEMONIC, stopChild, track } from './anvil.js'
import { getFreePort } from './getFreePort.js'

/** alto's command line, in the devnet's heavy install (`devnet/heavy`, INFRA.md: its package exports no cli path). */
const ALTO_CLI = join(fileURLToPath(new URL('./heavy/', import.meta.url)), 'node_modules', '@pimlico', 'alto', 'esm', 'cli', 'alto.js')

/** anvil accounts the bundler sends from: its executor (bundles) and utility key (its simulation contracts). */
const EXECUTOR_ACCOUNT_INDEX = 6
const UTILITY_ACCOUNT_INDEX = 7

const privateKey = (addressIndex: number) => {
  const key = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex }).getHdKey().privateKey
  if (!key) throw new Error(`No private key for account ${addressIndex}`)
  return toHex(key)
}

export interface Bundler {
  /** `http://127.0.0.1:<port>`: ERC-4337 JSON-RPC (`eth_sendUserOperation`, …). */
  url: string
  pid: number
  /** Stops the bundler; resolves once it has exited. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * Starts the ERC-4337 bundler `@pimlico/alto` on 127.0.0.1 for one chain's EntryPoint and waits until it answers
 * `eth_supportedEntryPoints` (it first deploys its simulation contracts, a few seconds). `--safe-mode false`:
 * anvil has no ERC-7562 tracer (INFRA.md). Killed with this process, as anvil is.
 *
 * @example
 * const bundler = await startBundler({ rpcUrl: anvil.rpcUrl, entryPoint: ACCOUNT_ABSTRACTION.entryPoint })
 */
export async function startBundler({ rpcUrl, entryPoint, timeoutMs = 60_000 }: { rpcUrl: string; entryPoint: string; timeoutMs?: number }): Promise<Bundler> {
  if (!existsSync(ALTO_CLI)) throw new Error('The bundler is not installed: run `npm run devnet:install` (npm --prefix devnet/heavy ci)')
  const port = await getFreePort()
  const child = spawn(
    process.execPath,
    [
      ALTO_CLI,
      ...['--entrypoints', entryPoint, '--rpc-url', rpcUrl, '--port', String(port)],
      ...['--executor-private-keys', privateKey(EXECUTOR_ACCOUNT_INDEX), '--utility-private-key', privateKey(UTILITY_ACCOUNT_INDEX)],
      ...['--safe-mode', 'false', '--block-time', '100', '--min-bundle-interval', '10', '--log-level', 'warn'],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  track(child)
  let stderr = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2000)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const stop = () => stopChild(child, exited)
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The bundler exited: ${stderr.trim()}`)
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
        signal: AbortSignal.timeout(1000),
      })
      const { result } = (await response.json()) as { result?: string[] }
      if (result?.some((address) => address.toLowerCase() === entryPoint.toLowerCase())) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The bundler did not answer on ${url} within ${timeoutMs} ms: ${stderr.trim()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url, pid: child.pid ?? -1, stop }
}
