import {
  createPublicClient,
  createWalletClient,
  getContractAddress,
  http,
  parseUnits,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { ANVIL_MNEMONIC } from '../anvil.js'
import { devnetChain } from '../devnetChain.js'
import artifact from './TestToken.json' with { type: 'json' }

/** The compiled TestToken ERC20 (committed; see `compile.ts`). */
const testTokenArtifact = { abi: artifact.abi as Abi, bytecode: artifact.bytecode as Hex }

type TestTokenSymbol = 'TUSD' | 'TWETH' | 'TUSDC'

interface TestTokenSpec {
  name: string
  symbol: TestTokenSymbol
  decimals: number
  /** Whole units minted to the deployer. */
  supply: string
  /** Whole units the deployer sends to each of accounts 1..3. */
  gift: string
  /** Fixed demo price in USD, used by the blockchain API. */
  price: number
  /** Whole units the deployer sends to the treasury account (`TREASURY_ACCOUNT_INDEX`), if any. */
  treasury?: string
}

/** The anvil account that pays out test purchases (the devnet's on-ramp providers). */
export const TREASURY_ACCOUNT_INDEX = 9

/** The tokens every devnet chain gets. */
const TEST_TOKENS: readonly TestTokenSpec[] = [
  { name: 'Test USD', symbol: 'TUSD', decimals: 6, supply: '1000000', gift: '1000', price: 1 },
  { name: 'Test Wrapped Ether', symbol: 'TWETH', decimals: 18, supply: '1000', gift: '5', price: 3000 },
  // A USDC-like token: what the devnet's on-ramp providers pay out from the treasury, and a swap pair's side.
  { name: 'Test USD Coin', symbol: 'TUSDC', decimals: 6, supply: '10000000', gift: '0', price: 1, treasury: '5000000' },
]

interface DeployedToken extends TestTokenSpec {
  chainId: number
  address: Address
}

export type DeployedTokens = Record<TestTokenSymbol, DeployedToken>

/**
 * Deploys TUSD (6 decimals), TWETH (18 decimals) and TUSDC (6 decimals) from anvil account 0, which receives the
 * whole supply, then sends accounts 1..3 their gifts (none of TUSDC) and the treasury account its share. On a
 * fresh node the addresses are always the same (deployer nonces 0, 4 and 8).
 *
 * @example
 * const { TUSD, TWETH, TUSDC } = await deployTokens(anvil.rpcUrl)
 */
export async function deployTokens(rpcUrl: string): Promise<DeployedTokens> {
  const transport = http(rpcUrl)
  const probe = createPublicClient({ transport })
  const chainId = await probe.getChainId()
  const chain = devnetChain({ chainId, name: `Devnet ${chainId}`, rpcUrl })
  const account = mnemonicToAccount(ANVIL_MNEMONIC)
  const recipients = [1, 2, 3].map((addressIndex) => mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex }).address)
  const treasury = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: TREASURY_ACCOUNT_INDEX }).address
  const wallet = createWalletClient({ account, chain, transport })
  const client = createPublicClient({ chain, transport, pollingInterval: 10 })

  // Explicit nonces: anvil mines each transaction as it arrives, so no receipt is awaited in between.
  let nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' })
  const hashes: Hex[] = []
  const deployed = {} as DeployedTokens
  for (const spec of TEST_TOKENS) {
    const address = getContractAddress({ from: account.address, nonce: BigInt(nonce) })
    hashes.push(
      await wallet.deployContract({
        ...testTokenArtifact,
        args: [spec.name, spec.symbol, spec.decimals, parseUnits(spec.supply, spec.decimals)],
        nonce: nonce++,
      }),
    )
    const transfers: [Address, string][] = [
      ...recipients.map((to): [Address, string] => [to, spec.gift]),
      ...(spec.treasury ? [[treasury, spec.treasury] as [Address, string]] : []),
    ]
    for (const [to, amount] of transfers) {
      if (amount === '0') continue
      hashes.push(
        await wallet.writeContract({
          address,
          abi: testTokenArtifact.abi,
          functionName: 'transfer',
          args: [to, parseUnits(amount, spec.decimals)],
          nonce: nonce++,
        }),
      )
    }
    deployed[spec.symbol] = { ...spec, chainId, address }
  }
  for (const hash of hashes) {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    if (receipt.status !== 'success') throw new Error(`Token set-up transaction ${hash} reverted`)
  }
  return deployed
}
