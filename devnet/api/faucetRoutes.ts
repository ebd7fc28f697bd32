import { isAddress as isSolanaAddress } from '@solana/kit'
import { isAddress, parseUnits, type Address } from 'viem'
import * as z from 'zod'
import { createPayOut } from '../onramp/createPayOut.js'
import { listTokens } from '../store.js'
import type { ApiState } from './apiState.js'
import { isLocalUtxoAddress } from '../bip122/utxoKeys.js'
import { HttpError, readJson, sendJson, type Route } from './http.js'

/** What one "Get test funds" pays on each devnet chain, and on the local Solana network. */
const FAUCET_AMOUNTS = { ETH: '1', TUSDC: '100', SOL: '2', UTXO: '1' } as const

const faucetRequestSchema = z.object({
  eip155: z.string().refine((value) => isAddress(value, { strict: false }), 'an EVM address').optional(),
  solana: z.string().refine((value) => isSolanaAddress(value), 'a Solana address').optional(),
  bip122: z.string().refine((value) => isLocalUtxoAddress(value), 'an address of the local UTXO network').optional(),
})

interface FaucetPayment {
  network: string
  symbol: string
  amount: string
  /** The transaction hash, or the Solana signature. */
  transaction: string
}

/**
 * The devnet's faucet, `POST /__devnet/faucet { eip155?, solana?, bip122? }`: the treasury (anvil #9) pays 1 ETH and
 * 100 TUSDC on every devnet chain to the EVM address, and the local Solana ledger airdrops 2 SOL to the Solana
 * one, the local UTXO network's treasury 1 rLTC to the bip122 one (mined into a block); answers `{ paid: FaucetPayment[] }` once all are confirmed. The demo's "Get test funds" calls it, so a new
 * email wallet (which starts with nothing) can send, swap and pay fees. Give it the on-ramp's `payOut`: the
 * treasury's payouts of a chain go one after another.
 */
export function faucetRoutes(state: ApiState, payOut = createPayOut()): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/__devnet\/faucet$/,
      async handle({ req, res }) {
        const parsed = faucetRequestSchema.safeParse(await readJson(req))
        if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((issue) => issue.message).join('; '))
        const { eip155, solana, bip122 } = parsed.data
        if (!eip155 && !solana && !bip122) throw new HttpError(400, 'an eip155, solana or bip122 address is required')
        const paid: FaucetPayment[] = []
        if (eip155)
          for (const chain of state.chains.values()) {
            const to = eip155 as Address
            const tusdc = listTokens(state.db, chain.caipNetworkId).find((token) => token.symbol === 'TUSDC' && token.address)
            paid.push({ network: chain.name, symbol: 'ETH', amount: FAUCET_AMOUNTS.ETH, transaction: await payOut({ chain, token: undefined, decimals: 18, amount: FAUCET_AMOUNTS.ETH, to }) })
            if (tusdc)
              paid.push({
                network: chain.name,
                symbol: 'TUSDC',
                amount: FAUCET_AMOUNTS.TUSDC,
                transaction: await payOut({ chain, token: tusdc.address as Address, decimals: tusdc.decimals, amount: FAUCET_AMOUNTS.TUSDC, to }),
              })
          }
        if (solana && state.solana) {
          const signature = state.solana.ledger.airdrop(solana, parseUnits(FAUCET_AMOUNTS.SOL, 9))
          const status = state.solana.ledger.status(signature)
          if (!status || status.err !== null) throw new HttpError(500, `Airdrop ${signature} failed`)
          paid.push({ network: 'Solana (local)', symbol: 'SOL', amount: FAUCET_AMOUNTS.SOL, transaction: signature })
        }
        if (bip122 && state.utxo) {
          const txid = await state.utxo.node.fund(bip122, FAUCET_AMOUNTS.UTXO)
          paid.push({ network: 'UTXO Local', symbol: 'rLTC', amount: FAUCET_AMOUNTS.UTXO, transaction: txid })
        }
        sendJson(res, 200, { paid })
      },
    },
  ]
}
