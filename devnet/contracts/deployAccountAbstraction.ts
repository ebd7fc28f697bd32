import { concat, createPublicClient, createWalletClient, getContractAddress, http, pad, type Address, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { ANVIL_MNEMONIC } from '../anvil.js'
import { devnetChain } from '../devnetChain.js'
import accountAbstraction from './accountAbstraction08.json' with { type: 'json' }
import factoryArtifact from './PorticoAccountFactory.json' with { type: 'json' }

/** The deterministic deployment proxy anvil ships (CREATE2 of `salt ‖ creation code`). */
const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/** The salt EntryPoint v0.8 was deployed with everywhere, so its address is the canonical one. */
const ENTRY_POINT_08_SALT: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'
const ZERO_SALT: Hex = pad('0x0', { size: 32 })

interface Deployment {
  name: string
  salt: Hex
  bytecode: Hex
}

const DEPLOYMENTS: readonly Deployment[] = [
  { name: 'EntryPoint v0.8', salt: ENTRY_POINT_08_SALT, bytecode: accountAbstraction.EntryPoint as Hex },
  { name: 'Simple7702Account v0.8', salt: ZERO_SALT, bytecode: accountAbstraction.Simple7702Account as Hex },
  { name: 'PorticoAccountFactory', salt: ZERO_SALT, bytecode: factoryArtifact.bytecode as Hex },
]

const addressOf = ({ salt, bytecode }: Deployment) =>
  getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt, bytecode })

/** Where the smart-account contracts are on every devnet chain (the same addresses on each, and on any chain). */
export const ACCOUNT_ABSTRACTION = {
  /** `0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108`, viem's `entryPoint08Address`. */
  entryPoint: addressOf(DEPLOYMENTS[0] as Deployment),
  /** `0xe6Cae83BdE06E4c305530e199D7217f42808555B`, viem's default EIP-7702 implementation. */
  simple7702Account: addressOf(DEPLOYMENTS[1] as Deployment),
  /** The embedded wallet's account factory (`PorticoAccount.sol`). */
  accountFactory: addressOf(DEPLOYMENTS[2] as Deployment),
} as const

/**
 * Deploys EntryPoint v0.8, Simple7702Account and the embedded wallet's account factory through the deterministic
 * deployer from anvil account 0, each at its CREATE2 address (the canonical ones for the first two); a contract
 * already there is kept.
 *
 * @example
 * await deployAccountAbstraction(anvil.rpcUrl) // ACCOUNT_ABSTRACTION.entryPoint now has code
 */
export async function deployAccountAbstraction(rpcUrl: string): Promise<typeof ACCOUNT_ABSTRACTION> {
  const transport = http(rpcUrl)
  const chainId = await createPublicClient({ transport }).getChainId()
  const chain = devnetChain({ chainId, name: `Devnet ${chainId}`, rpcUrl })
  const client = createPublicClient({ chain, transport, pollingInterval: 10 })
  const wallet = createWalletClient({ account: mnemonicToAccount(ANVIL_MNEMONIC), chain, transport })
  if (!(await client.getCode({ address: DETERMINISTIC_DEPLOYER }))) throw new Error('No deterministic deployer on this chain')
  for (const deployment of DEPLOYMENTS) {
    const address = addressOf(deployment)
    if (await client.getCode({ address })) continue
    const hash = await wallet.sendTransaction({ to: DETERMINISTIC_DEPLOYER, data: concat([deployment.salt, deployment.bytecode]), gas: 10_000_000n })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    if (receipt.status !== 'success' || !(await client.getCode({ address }))) throw new Error(`${deployment.name} was not deployed at ${address}`)
  }
  return ACCOUNT_ABSTRACTION
}
