import { HttpError, readText, sendBody, sendJson, type Route } from '../api/http.js'
import type { UtxoNode } from './startUtxoNode.js'
import { isLocalUtxoAddress } from './utxoKeys.js'

/** The local UTXO network as the API server sees it. */
export interface ApiUtxo {
  /** `bip122:<reference>`. */
  caipNetworkId: string
  node: Pick<UtxoNode, 'rpc' | 'mine' | 'fund'>
}

/** Satoshis (base units) of a coin amount the node reports as a JSON number with 8 decimals. */
const toSats = (coins: number) => Math.round(coins * 1e8)

interface ScanResult {
  success: boolean
  height: number
  unspents: { txid: string; vout: number; scriptPubKey: string; amount: number; height: number }[]
}

interface RawTransaction {
  txid: string
  hex: string
  confirmations?: number
  blockhash?: string
  blocktime?: number
}

/**
 * An Esplora-shaped API (the Blockstream / mempool.space REST API wallets and apps read Bitcoin through) over
 * the local UTXO network's node, under `/utxo/api`:
 * - `GET /address/{address}/utxo`: its unspent outputs, `[{ txid, vout, value, status }]` (value in satoshis),
 *   from the node's UTXO set (`scantxoutset`);
 * - `POST /tx` with the raw transaction as hex: broadcasts it (`sendrawtransaction`) and answers the txid; a block
 *   is mined right after, so a send confirms within a second;
 * - `GET /tx/{txid}/status`: `{ confirmed, block_height?, block_hash? }`; `GET /tx/{txid}/hex`;
 * - `GET /fee-estimates`: satoshis per virtual byte by confirmation target (the node's estimate, never under its
 *   relay minimum); `GET /blocks/tip/height`.
 * One UTXO scan runs at a time in the node: scans are queued.
 */
export function esploraRoutes(utxo: () => ApiUtxo | undefined): Route[] {
  const node = () => {
    const current = utxo()
    if (!current) throw new HttpError(503, 'The local UTXO network is not running')
    return current.node
  }
  let scans: Promise<unknown> = Promise.resolve()
  const scan = (address: string) => {
    const next = scans.then(() => node().rpc<ScanResult>('scantxoutset', ['start', [`addr(${address})`]]))
    scans = next.catch(() => {})
    return next
  }
  const checkAddress = (address: string) => {
    if (!isLocalUtxoAddress(address)) throw new HttpError(400, `Invalid ${address}: not an address of the local UTXO network`)
  }
  const rawTransaction = async (txid: string) => {
    try {
      return await node().rpc<RawTransaction>('getrawtransaction', [txid, true])
    } catch {
      throw new HttpError(404, 'Transaction not found')
    }
  }
  return [
    {
      method: 'GET',
      path: /^\/utxo\/api\/address\/(?<address>[^/]+)\/utxo$/,
      async handle({ res, params }) {
        checkAddress(params['address'] as string)
        const { unspents } = await scan(params['address'] as string)
        const tip = await node().rpc<number>('getblockcount')
        sendJson(
          res,
          200,
          unspents.map(({ txid, vout, amount, height }) => ({
            txid,
            vout,
            value: toSats(amount),
            status: { confirmed: true, block_height: height, block_hash: undefined, confirmations: tip - height + 1 },
          })),
        )
      },
    },
    {
      method: 'POST',
      path: /^\/utxo\/api\/tx$/,
      async handle({ req, res }) {
        const hex = (await readText(req)).trim()
        if (!/^(?:[0-9a-f]{2})+$/iu.test(hex)) throw new HttpError(400, 'The body must be a raw transaction in hex')
        let txid: string
        try {
          txid = await node().rpc<string>('sendrawtransaction', [hex])
        } catch (error) {
          throw new HttpError(400, error instanceof Error ? error.message : String(error))
        }
        await node().mine(1)
        sendBody(res, 200, 'text/plain; charset=utf-8', txid)
      },
    },
    {
      method: 'GET',
      path: /^\/utxo\/api\/tx\/(?<txid>[0-9a-f]{64})\/status$/,
      async handle({ res, params }) {
        const tx = await rawTransaction(params['txid'] as string)
        if (!tx.blockhash) return sendJson(res, 200, { confirmed: false })
        const { height } = await node().rpc<{ height: number }>('getblockheader', [tx.blockhash])
        sendJson(res, 200, { confirmed: true, block_height: height, block_hash: tx.blockhash, block_time: tx.blocktime })
      },
    },
    {
      method: 'GET',
      path: /^\/utxo\/api\/tx\/(?<txid>[0-9a-f]{64})\/hex$/,
      async handle({ res, params }) {
        sendBody(res, 200, 'text/plain; charset=utf-8', (await rawTransaction(params['txid'] as string)).hex)
      },
    },
    {
      method: 'GET',
      path: /^\/utxo\/api\/fee-estimates$/,
      async handle({ res }) {
        const { relayfee } = await node().rpc<{ relayfee: number }>('getnetworkinfo')
        const floor = toSats(relayfee) / 1000
        const estimates: Record<string, number> = {}
        for (const target of [1, 3, 6, 144]) {
          const { feerate } = await node().rpc<{ feerate?: number }>('estimatesmartfee', [target])
          estimates[String(target)] = Math.max(floor, feerate ? toSats(feerate) / 1000 : floor)
        }
        sendJson(res, 200, estimates)
      },
    },
    {
      method: 'GET',
      path: /^\/utxo\/api\/blocks\/tip\/height$/,
      async handle({ res }) {
        sendBody(res, 200, 'text/plain; charset=utf-8', String(await node().rpc<number>('getblockcount')))
      },
    },
  ]
}
