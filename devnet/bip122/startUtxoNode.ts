import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getFreePort, isPortOpen } from '../getFreePort.js'
import type { UtxoDevnetAccount } from './utxoKeys.js'

/** The node's binary: Debian's Litecoin Core (INFRA.md "Bitcoin (bip122)"), installed from apt. */
const NODE_BINARY = 'litecoind'

/** What each funded account gets, in whole coins. */
const FUNDING = 10

export interface StartUtxoNodeParameters {
  /** The accounts funded with 10 coins each at start. */
  accounts: readonly UtxoDevnetAccount[]
  /** RPC port on 127.0.0.1; a free one when omitted. */
  port?: number | undefined
  /** Milliseconds to wait for the node to answer RPC. Defaults to 15 000. */
  timeoutMs?: number | undefined
}

export interface UtxoNode {
  /** `http://127.0.0.1:<port>` of its JSON-RPC (user `u`, password `p`). */
  rpcUrl: string
  pid: number
  /** One JSON-RPC call; `wallet` names the node wallet a wallet call goes to. */
  rpc<T>(method: string, params?: unknown[], wallet?: string): Promise<T>
  /** Mines `blocks` blocks to the node's own wallet. */
  mine(blocks?: number): Promise<void>
  /** Pays `coins` from the node's wallet to `address` and mines it into a block; resolves the txid. */
  fund(address: string, coins: string | number): Promise<string>
  /** Stops the node (RPC `stop`, SIGKILL after 5 s) and deletes its data directory. Safe to call twice. */
  stop(): Promise<void>
}

/** The node's wallet that mines and pays (the faucet's treasury). */
const TREASURY = 'treasury'

/** Whether the node binary is on this machine. */
function hasUtxoNode(): boolean {
  return spawnSync('sh', ['-c', `command -v ${NODE_BINARY}`]).status === 0
}

/**
 * Starts the local UTXO network: Litecoin Core in regtest on 127.0.0.1 only (no peers, no DNS seeds, no listening
 * socket), with a fresh data directory. Mines 101 blocks to its treasury wallet (a coinbase matures after 100),
 * then funds `accounts` and confirms that in one more block. The child dies with this process.
 *
 * @example
 * const node = await startUtxoNode({ accounts: utxoDevnetAccounts(4) })
 * await node.rpc('getblockcount') // 102
 * await node.stop()
 */
export async function startUtxoNode({ accounts, port = 0, timeoutMs = 15_000 }: StartUtxoNodeParameters): Promise<UtxoNode> {
  if (!hasUtxoNode())
    throw new Error(`${NODE_BINARY} is not installed: the devnet's local UTXO network needs Debian's litecoind (apt-get install -y litecoind; scripts/installLitecoind.sh).`)
  const chosen = port || (await getFreePort())
  if (await isPortOpen(chosen)) throw new Error(`Port ${chosen} on 127.0.0.1 is already in use`)
  const datadir = mkdtempSync(join(tmpdir(), 'portico-utxo-'))
  // The node runs under a small shell that stops it when this process is gone, however it ended (a test worker torn
  // down, SIGKILL), and deletes its data: no node outlives the devnet that started it.
  const watchdog = `${NODE_BINARY} "$@" & node=$!; trap 'kill $node; wait $node; rm -rf "${datadir}"; exit' TERM INT; while kill -0 ${process.pid} 2>/dev/null && kill -0 $node 2>/dev/null; do sleep 1; done; kill $node 2>/dev/null; wait $node; rm -rf '${datadir}'`
  const child = spawn(
    'sh',
    [
      '-c',
      watchdog,
      'sh',
      ...[
        '-regtest',
        `-datadir=${datadir}`,
        '-listen=0',
        '-dnsseed=0',
        '-upnp=0',
        '-connect=0',
        '-discover=0',
        '-rpcbind=127.0.0.1',
        '-rpcallowip=127.0.0.1',
        `-rpcport=${chosen}`,
        '-rpcuser=u',
        '-rpcpassword=p',
        '-fallbackfee=0.0001',
        '-txindex=1',
        '-printtoconsole=0',
      ],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  // SIGTERM: the shell's trap stops the node too.
  const killOnExit = () => child.kill('SIGTERM')
  process.once('exit', killOnExit)
  let stderr = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-2000)))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const rpcUrl = `http://127.0.0.1:${chosen}`
  const authorization = `Basic ${Buffer.from('u:p').toString('base64')}`

  async function rpc<T>(method: string, params: unknown[] = [], wallet?: string): Promise<T> {
    const response = await fetch(wallet ? `${rpcUrl}/wallet/${wallet}` : rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ jsonrpc: '1.0', id: method, method, params }),
    })
    const body = (await response.json().catch(() => ({ error: { message: `HTTP ${response.status}` } }))) as { result?: T; error?: { code?: number; message: string } | null }
    if (body.error) throw Object.assign(new Error(`${method}: ${body.error.message}`), { code: body.error.code })
    return body.result as T
  }

  let stopping: Promise<void> | undefined
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        await rpc('stop').catch(() => child.kill('SIGTERM'))
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
        await exited
        clearTimeout(timer)
      }
      process.off('exit', killOnExit)
      rmSync(datadir, { recursive: true, force: true })
    })())

  let minerAddress = ''
  const mine = async (blocks = 1) => {
    await rpc('generatetoaddress', [blocks, minerAddress])
  }
  const fund = async (address: string, coins: string | number) => {
    const txid = await rpc<string>('sendtoaddress', [address, String(coins)], TREASURY)
    await mine(1)
    return txid
  }

  try {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${NODE_BINARY} exited: ${stderr.trim()}`)
      try {
        await rpc('getblockchaininfo')
        break
      } catch {
        // Not answering yet (or still loading: code -28).
      }
      if (Date.now() > deadline) throw new Error(`${NODE_BINARY} did not answer on ${rpcUrl} within ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await rpc('createwallet', [TREASURY])
    minerAddress = await rpc<string>('getnewaddress', ['', 'bech32'], TREASURY)
    await mine(101)
    if (accounts.length) await rpc('sendmany', ['', Object.fromEntries(accounts.map((account) => [account.address, FUNDING]))], TREASURY)
    await mine(1)
  } catch (error) {
    await stop()
    throw error
  }
  return { rpcUrl, pid: child.pid ?? -1, rpc, mine, fund, stop }
}
