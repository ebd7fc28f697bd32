import { createWalletClient, erc20Abi, http, parseUnits, type Address, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { ANVIL_MNEMONIC } from '../anvil.js'
import type { ApiChain } from '../api/apiState.js'
import { TREASURY_ACCOUNT_INDEX } from '../contracts/deployTokens.js'
import { devnetChain } from '../devnetChain.js'

export interface PayOutParameters {
  chain: ApiChain
  /** The ERC20 to pay in; undefined for the native currency. */
  token: Address | undefined
  decimals: number
  /** Whole units (`'98.5'`). */
  amount: string
  to: Address
}

/**
 * The devnet providers' cashier: pays a purchase from the treasury account (anvil #9) on a devnet chain and
 * resolves with the mined transaction's hash. Payouts of a chain go one after another, so nonces never clash.
 *
 * @example
 * const payOut = createPayOut()
 * const hash = await payOut({ chain, token: tusdc, decimals: 6, amount: '98', to })
 */
export function createPayOut() {
  const treasury = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: TREASURY_ACCOUNT_INDEX })
  const queues = new Map<number, Promise<unknown>>()

  return async function payOut({ chain, token, decimals, amount, to }: PayOutParameters): Promise<Hex> {
    const wallet = createWalletClient({
      account: treasury,
      chain: devnetChain({ chainId: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl }),
      transport: http(chain.rpcUrl),
    })
    const value = parseUnits(amount, decimals)
    const send = async () => {
      const hash = token
        ? await wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [to, value] })
        : await wallet.sendTransaction({ to, value })
      const receipt = await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      if (receipt.status !== 'success') throw new Error(`Payout ${hash} reverted`)
      return hash
    }
    const previous = queues.get(chain.chainId) ?? Promise.resolve()
    // A failed payout must not block the next one; its caller gets the failure.
    const next = previous.catch(() => undefined).then(send)
    queues.set(chain.chainId, next)
    return next
  }
}
