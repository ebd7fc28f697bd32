import { createRequire } from 'node:module'
import {
  createPublicClient,
  createWalletClient,
  getContractAddress,
  http,
  maxUint256,
  parseEther,
  parseUnits,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { ANVIL_MNEMONIC } from '../anvil.js'
import { devnetChain } from '../devnetChain.js'
import type { DeployedTokens } from './deployTokens.js'

// The artifacts exactly as npm ships them (INFRA.md "Swaps: Uniswap V2 on anvil"): compiled once by Uniswap,
// unlinked, with the pair's init code hash that Router02 has built in. Read at run time: they are large.
const require = createRequire(import.meta.url)
interface Artifact {
  abi: Abi
  bytecode: string
}
const artifact = ({ abi, bytecode }: Artifact): { abi: Abi; bytecode: Hex } => ({
  abi,
  bytecode: (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as Hex,
})
const uniswapArtifacts = {
  weth: () => artifact(require('@uniswap/v2-periphery/build/WETH9.json') as Artifact),
  factory: () => artifact(require('@uniswap/v2-core/build/UniswapV2Factory.json') as Artifact),
  router: () => artifact(require('@uniswap/v2-periphery/build/UniswapV2Router02.json') as Artifact),
}

/** Each pool's two sides in whole units: the USD-like TUSDC against ETH and each other test token. */
const POOLS = {
  ETH: { amount: '100', usd: '300000' },
  TWETH: { amount: '100', usd: '300000' },
  TUSD: { amount: '200000', usd: '200000' },
} as const

export interface DeployedUniswap {
  weth: Address
  factory: Address
  router: Address
  /** The token every pool has on one side, and prices are read against (TUSDC). */
  usd: Address
}

/**
 * Deploys Uniswap V2 from the npm artifacts (WETH9, UniswapV2Factory, UniswapV2Router02, in that order) from
 * anvil account 0 and adds liquidity from it: 100 ETH, 100 TWETH and 200 000 TUSD, each against TUSDC at the
 * devnet's demo prices (ETH and TWETH 3000, TUSD 1). Run after `deployTokens` on the same node.
 *
 * @example
 * const tokens = await deployTokens(anvil.rpcUrl)
 * const { router } = await deployUniswap(anvil.rpcUrl, tokens)
 */
export async function deployUniswap(rpcUrl: string, tokens: DeployedTokens): Promise<DeployedUniswap> {
  const transport = http(rpcUrl)
  const chainId = await createPublicClient({ transport }).getChainId()
  const chain = devnetChain({ chainId, name: `Devnet ${chainId}`, rpcUrl })
  const account = mnemonicToAccount(ANVIL_MNEMONIC)
  const wallet = createWalletClient({ account, chain, transport })
  const client = createPublicClient({ chain, transport, pollingInterval: 10 })
  const weth = uniswapArtifacts.weth()
  const factory = uniswapArtifacts.factory()
  const router = uniswapArtifacts.router()

  // Explicit nonces, as in deployTokens: anvil mines each transaction as it arrives.
  let nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' })
  const hashes: Hex[] = []
  const deploy = async (contract: { abi: Abi; bytecode: Hex }, args: readonly unknown[]) => {
    const address = getContractAddress({ from: account.address, nonce: BigInt(nonce) })
    hashes.push(await wallet.deployContract({ ...contract, args, nonce: nonce++, gas: 6_000_000n }))
    return address
  }
  const wethAddress = await deploy(weth, [])
  const factoryAddress = await deploy(factory, [account.address])
  const routerAddress = await deploy(router, [factoryAddress, wethAddress])
  const send = async (address: Address, abi: Abi, functionName: string, args: readonly unknown[], value?: bigint) =>
    hashes.push(
      await wallet.writeContract({ address, abi, functionName, args, nonce: nonce++, gas: 5_000_000n, ...(value ? { value } : {}) }),
    )
  for (const token of [tokens.TUSDC, tokens.TUSD, tokens.TWETH]) {
    await send(token.address, weth.abi, 'approve', [routerAddress, maxUint256])
  }
  const deadline = 2n ** 40n
  const usd = tokens.TUSDC
  await send(
    routerAddress,
    router.abi,
    'addLiquidityETH',
    [usd.address, parseUnits(POOLS.ETH.usd, usd.decimals), 0n, 0n, account.address, deadline],
    parseEther(POOLS.ETH.amount),
  )
  for (const symbol of ['TWETH', 'TUSD'] as const) {
    const token = tokens[symbol]
    const pool = POOLS[symbol]
    await send(routerAddress, router.abi, 'addLiquidity', [
      token.address,
      usd.address,
      parseUnits(pool.amount, token.decimals),
      parseUnits(pool.usd, usd.decimals),
      0n,
      0n,
      account.address,
      deadline,
    ])
  }
  for (const hash of hashes) {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    if (receipt.status !== 'success') throw new Error(`Uniswap set-up transaction ${hash} reverted`)
  }
  return { weth: wethAddress, factory: factoryAddress, router: routerAddress, usd: usd.address }
}
