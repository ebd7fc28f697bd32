import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { getFreePort, isPortOpen } from './getFreePort.js'

/** The anvil binary shipped inside the `@foundry-rs/anvil-linux-amd64` npm package (INFRA.md). */
const ANVIL_BINARY = fileURLToPath(
  new URL('../node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil', import.meta.url),
)

/** The mnemonic of anvil's default accounts (10000 ETH each). */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

export interface StartAnvilParameters {
  /** The chain id the node reports. */
  chainId: number
  /** Port on 127.0.0.1; `0` (default) picks a free one. */
  port?: number | undefined
  /** Milliseconds to wait for the node to answer JSON-RPC. Defaults to 10 000. */
  timeoutMs?: number | undefined
  /** Extra command-line arguments for anvil. */
  args?: readonly string[] | undefined
}

export interface Anvil {
  chainId: number
  port: number
  /** `http://127.0.0.1:<port>` */
  rpcUrl: string
  /** Process id of the anvil child. */
  pid: number
  /** Stops the node; resolves once the process has exited. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * Starts an anvil node on 127.0.0.1 with the default mnemonic accounts and waits until it answers JSON-RPC.
 * The child is killed by `stop()`, and also when this process exits or gets SIGINT, SIGTERM or SIGHUP, so no
 * node outlives its parent (a SIGKILLed parent is the one case nothing can catch).
 *
 * @example
 * const anvil = await startAnvil({ chainId: 31337 })
 * // ... use anvil.rpcUrl
 * await anvil.stop()
 */
export async function startAnvil({ chainId, port = 0, timeoutMs = 10_000, args = [] }: StartAnvilParameters): Promise<Anvil> {
  // A picked port can be taken by someone else before anvil binds it: pick again.
  const attempts = port === 0 ? 3 : 1
  for (let attempt = 1; ; attempt++) {
    const chosen = port || (await getFreePort())
    try {
      return await launch(chainId, chosen, timeoutMs, args)
    } catch (error) {
      if (attempt >= attempts || !(error instanceof AnvilStartError)) throw error
    }
  }
}

/** The node could not start on the chosen port (taken, or the process exited); another port may work. */
class AnvilStartError extends Error {
  override name = 'AnvilStartError'
}

async function launch(chainId: number, port: number, timeoutMs: number, args: readonly string[]): Promise<Anvil> {
  // Otherwise the readiness probe below could be answered by whatever already listens there.
  if (await isPortOpen(port)) throw new AnvilStartError(`Port ${port} on 127.0.0.1 is already in use`)
  const child = spawn(
    ANVIL_BINARY,
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent', ...args],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  track(child)
  let stderr = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2000)
  })
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.once('error', () => resolve())
  })
  const spawnError = new Promise<never>((_, reject) => child.once('error', reject))
  spawnError.catch(() => {})

  const rpcUrl = `http://127.0.0.1:${port}`
  const stop = () => stopChild(child, exited)

  try {
    await Promise.race([
      waitForRpc(rpcUrl, chainId, timeoutMs, () => child.exitCode !== null || child.signalCode !== null),
      spawnError,
    ])
    // An answer while our child is gone came from someone else on the port.
    if (child.exitCode !== null || child.signalCode !== null) throw new AnvilStartError(`anvil exited on ${rpcUrl}`)
  } catch (error) {
    await stop()
    if (error instanceof AnvilStartError) error.message += stderr ? `: ${stderr.trim()}` : ''
    throw error
  }
  return { chainId, port, rpcUrl, pid: child.pid ?? -1, stop }
}

/** How long one readiness probe may take. */
const PROBE_TIMEOUT_MS = 1000

async function waitForRpc(rpcUrl: string, chainId: number, timeoutMs: number, hasExited: () => boolean) {
  // The wait counts the rounds of probing, each at most a probe and a pause long: time this process spends on
  // other work meanwhile (the devnet seeds its database synchronously, for seconds on a busy machine) is not
  // time anvil failed to answer.
  const longestRound = PROBE_TIMEOUT_MS + 100
  let waited = 0
  let last = Date.now()
  for (;;) {
    if (hasExited()) throw new AnvilStartError(`anvil exited before answering on ${rpcUrl}`)
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      })
      const { result } = (await response.json()) as { result?: string }
      if (result && Number(result) === chainId) return
    } catch {
      // Not listening yet.
    }
    const now = Date.now()
    waited += Math.min(now - last, longestRound)
    last = now
    if (waited > timeoutMs) throw new Error(`anvil did not answer on ${rpcUrl} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

// Every live anvil child of this process, killed when the process goes away.
const children = new Set<ChildProcess>()
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

function killChildren() {
  for (const child of children) child.kill('SIGKILL')
}

function onSignal(signal: NodeJS.Signals) {
  killChildren()
  // Alone on this signal: restore the default behaviour (the process ends) by raising it again.
  if (process.listenerCount(signal) === 1) {
    uninstall()
    process.kill(process.pid, signal)
  }
}

function install() {
  process.on('exit', killChildren)
  for (const signal of SIGNALS) process.on(signal, onSignal)
}

function uninstall() {
  process.off('exit', killChildren)
  for (const signal of SIGNALS) process.off(signal, onSignal)
}

/** Stops a tracked child: SIGTERM, then SIGKILL after 2 s; resolves once it has `exited`. */
export async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 2000)
  await exited
  clearTimeout(timer)
}

/** Kills `child` with this process, as the anvil nodes are (the bundler uses it too). */
export function track(child: ChildProcess) {
  if (children.size === 0) install()
  children.add(child)
  const forget = () => {
    if (children.delete(child) && children.size === 0) uninstall()
  }
  child.once('exit', forget)
  child.once('error', forget)
}
