import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { address } from '@solana/kit'
import { base58, base64 } from '@scure/base'
import { WebSocketServer, type WebSocket } from 'ws'
import { createSolanaLedger, SolanaTransactionError, type SolanaLedger, type SolanaTokenAccount } from './createSolanaLedger.js'
import { SOLANA_GENESIS_HASH, type SolanaDevnetAccount } from './solanaKeys.js'

export interface SolanaRpc {
  /** `http://127.0.0.1:<port>`; the same port answers websockets (`ws://`). */
  url: string
  wsUrl: string
  ledger: SolanaLedger
  close(): Promise<void>
}

/** A JSON-RPC error with its code. */
class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

type Params = unknown[]
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '600',
}

/** The bytes of an encoded transaction (`base64`, or base58 when `encoding` says so, as the RPC default). */
function wireBytes(text: unknown, config: unknown): Uint8Array {
  if (typeof text !== 'string') throw new RpcError(-32602, 'Invalid params: the transaction must be a string')
  const encoding = (config as { encoding?: string } | undefined)?.encoding ?? 'base58'
  return encoding === 'base64' ? base64.decode(text) : base58.decode(text)
}

function checkedAddress(value: unknown): string {
  if (typeof value !== 'string') throw new RpcError(-32602, 'Invalid params: an address is required')
  try {
    return address(value)
  } catch {
    throw new RpcError(-32602, `Invalid param: Invalid ${value}`)
  }
}

/** An account as `getAccountInfo` answers it (base64 data). */
function accountJson(account: { lamports: bigint; programAddress: string; executable: boolean; data: Uint8Array }) {
  return {
    lamports: Number(account.lamports),
    owner: account.programAddress,
    executable: account.executable,
    rentEpoch: 0,
    space: account.data.length,
    data: [base64.encode(account.data), 'base64'],
  }
}

/** A token account as `getTokenAccountsByOwner` answers it, `jsonParsed` or base64. */
function tokenAccountJson(token: SolanaTokenAccount, encoding: string | undefined) {
  const uiAmountString = (Number(token.amount) / 10 ** token.decimals).toString()
  const data =
    encoding === 'jsonParsed'
      ? {
          program: 'spl-token',
          parsed: {
            type: 'account',
            info: {
              isNative: false,
              mint: token.mint,
              owner: token.owner,
              state: 'initialized',
              tokenAmount: {
                amount: token.amount.toString(),
                decimals: token.decimals,
                uiAmount: Number(uiAmountString),
                uiAmountString,
              },
            },
          },
          space: 165,
        }
      : [base64.encode(token.data), 'base64']
  return {
    pubkey: token.pubkey,
    account: { lamports: Number(token.lamports), owner: TOKEN_PROGRAM, executable: false, rentEpoch: 0, space: 165, data },
  }
}

/** The JSON-RPC methods the Solana clients use (SPEC.md §7 chain JSON-RPC), answered from the ledger. */
function methods(ledger: SolanaLedger): Record<string, (params: Params) => unknown> {
  const context = () => ({ slot: ledger.slot(), apiVersion: '2.2.0' })
  const withContext = (value: unknown) => ({ context: context(), value })
  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    getGenesisHash: () => SOLANA_GENESIS_HASH,
    getSlot: () => ledger.slot(),
    getBlockHeight: () => ledger.slot(),
    getLatestBlockhash: () => withContext(ledger.latestBlockhash()),
    isBlockhashValid: ([hash]) => withContext(typeof hash === 'string'),
    getFeeForMessage: () => withContext(5000),
    getRecentPrioritizationFees: () => [],
    getMinimumBalanceForRentExemption: ([size]) => Number(ledger.svm.minimumBalanceForRentExemption(BigInt(Number(size ?? 0)))),
    getBalance: ([owner]) => withContext(Number(ledger.balance(checkedAddress(owner)))),
    getAccountInfo: ([key]) => {
      const account = ledger.svm.getAccount(address(checkedAddress(key)))
      return withContext(account.exists ? accountJson({ ...account, data: new Uint8Array(account.data) }) : null)
    },
    getMultipleAccounts: ([keys]) =>
      withContext(
        (Array.isArray(keys) ? keys : []).map((key) => {
          const account = ledger.svm.getAccount(address(checkedAddress(key)))
          return account.exists ? accountJson({ ...account, data: new Uint8Array(account.data) }) : null
        }),
      ),
    getTokenAccountsByOwner: ([owner, filter, config]) => {
      const { mint, programId } = (filter ?? {}) as { mint?: string; programId?: string }
      if (!mint && programId !== TOKEN_PROGRAM) return withContext([])
      const encoding = (config as { encoding?: string } | undefined)?.encoding
      return withContext(ledger.tokenAccounts(checkedAddress(owner), mint).map((token) => tokenAccountJson(token, encoding)))
    },
    requestAirdrop: ([to, lamports]) => ledger.airdrop(checkedAddress(to), BigInt(Number(lamports ?? 0))),
    sendTransaction: ([wire, config]) => ledger.send(wireBytes(wire, config)),
    simulateTransaction: ([wire, config]) => withContext({ ...ledger.simulate(wireBytes(wire, config)), accounts: null, returnData: null }),
    getSignatureStatuses: ([signatures]) =>
      withContext(
        (Array.isArray(signatures) ? signatures : []).map((signature) => {
          const status = ledger.status(String(signature))
          return status
            ? { slot: status.slot, confirmations: null, err: status.err, status: status.err ? { Err: status.err } : { Ok: null }, confirmationStatus: 'finalized' }
            : null
        }),
      ),
  }
}

/** Answers one JSON-RPC request object. */
function answer(table: Record<string, (params: Params) => unknown>, request: unknown) {
  const { id = null, method, params = [] } = (request ?? {}) as { id?: unknown; method?: unknown; params?: unknown }
  try {
    const handler = typeof method === 'string' ? table[method] : undefined
    if (!handler) throw new RpcError(-32601, `Method not found: ${String(method)}`)
    return { jsonrpc: '2.0', id, result: handler(Array.isArray(params) ? params : []) }
  } catch (error) {
    if (error instanceof SolanaTransactionError)
      return { jsonrpc: '2.0', id, error: { code: -32002, message: error.message, data: { err: error.err, logs: error.logs, accounts: null, unitsConsumed: 0 } } }
    const { code = -32603, message, data } = error as Partial<RpcError> & Error
    return { jsonrpc: '2.0', id, error: { code, message, ...(data === undefined ? {} : { data }) } }
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk)
  return Buffer.concat(chunks).toString('utf8')
}

/** Pushes signature notifications to websocket subscribers; other subscriptions are acknowledged only. */
function serveWebSocket(socket: WebSocket, ledger: SolanaLedger, table: Record<string, (params: Params) => unknown>): void {
  let next = 1
  const watched = new Map<number, string>()
  const notify = (subscription: number, slot: number, err: unknown) =>
    socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'signatureNotification', params: { subscription, result: { context: { slot }, value: { err } } } }))
  const off = ledger.onTransaction((signature, status) => {
    for (const [subscription, watching] of watched)
      if (watching === signature) {
        watched.delete(subscription)
        notify(subscription, status.slot, status.err)
      }
  })
  socket.on('close', off)
  socket.on('message', (raw) => {
    let request: { id?: unknown; method?: string; params?: unknown[] }
    try {
      request = JSON.parse(String(raw)) as typeof request
    } catch {
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }))
      return
    }
    const { id = null, method = '', params = [] } = request
    if (method.endsWith('Unsubscribe')) {
      watched.delete(Number(params[0]))
      socket.send(JSON.stringify({ jsonrpc: '2.0', id, result: true }))
    } else if (method.endsWith('Subscribe')) {
      const subscription = next++
      socket.send(JSON.stringify({ jsonrpc: '2.0', id, result: subscription }))
      if (method === 'signatureSubscribe') {
        const signature = String(params[0])
        const status = ledger.status(signature)
        // Execution is synchronous: a known signature is final already.
        if (status) notify(subscription, status.slot, status.err)
        else watched.set(subscription, signature)
      }
    } else socket.send(JSON.stringify(answer(table, request)))
  })
}

/**
 * Starts a Solana JSON-RPC server over a litesvm ledger on 127.0.0.1 (HTTP and websockets on one port, CORS with
 * preflights): the funded `accounts`, the test SPL token, and the methods `@solana/kit` and `@solana/web3.js`
 * clients use. Transactions execute as they arrive; confirmations are there to poll (`getSignatureStatuses`) or
 * pushed at once to a `signatureSubscribe`.
 *
 * @example
 * const rpc = await startSolanaRpc({ accounts: solanaDevnetAccounts(4) })
 * await fetch(rpc.url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }) })
 * await rpc.close()
 */
export async function startSolanaRpc({
  accounts,
  port = 0,
}: {
  accounts: readonly SolanaDevnetAccount[]
  port?: number | undefined
}): Promise<SolanaRpc> {
  const ledger = await createSolanaLedger(accounts)
  const table = methods(ledger)
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS)
      res.end()
      return
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { ...CORS, allow: 'POST, OPTIONS' })
      res.end()
      return
    }
    void readBody(req).then((text) => {
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        body = undefined
      }
      const result =
        body === undefined
          ? { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
          : Array.isArray(body)
            ? body.map((request) => answer(table, request))
            : answer(table, body)
      res.writeHead(200, { ...CORS, 'content-type': 'application/json' })
      res.end(JSON.stringify(result))
    }, (error: unknown) => {
      res.writeHead(500, CORS)
      res.end(String(error))
    })
  })
  const sockets = new WebSocketServer({ server })
  sockets.on('connection', (socket) => serveWebSocket(socket, ledger, table))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${bound}`,
    wsUrl: `ws://127.0.0.1:${bound}`,
    ledger,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const client of sockets.clients) client.terminate()
        sockets.close()
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
