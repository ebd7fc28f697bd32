import { createPublicClient, createWalletClient, encodeDeployData, http, type Abi, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetAccounts } from '../accounts.js'
import { startAnvil, type Anvil } from '../anvil.js'
import idArtifact from '../contracts/IdRegistryStub.json' with { type: 'json' }
import keyArtifact from '../contracts/KeyRegistryStub.json' with { type: 'json' }

/** Where `@farcaster/auth-client`'s `viemConnector` reads Farcaster's IdRegistry and KeyRegistry (OP Mainnet). */
const ID_REGISTRY_ADDRESS: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
const KEY_REGISTRY_ADDRESS: Address = '0x00000000Fc1237824fb747aBDE0FF18990E59b7e'
/** The chain id every Sign In With Farcaster message names (OP Mainnet). */
const FARCASTER_CHAIN_ID = 10

const idRegistryAbi = idArtifact.abi as Abi

export interface FarcasterChain {
  /** `http://127.0.0.1:<port>` of the chain-10 anvil node. */
  rpcUrl: string
  pid: number
  /** Registers `fid` to `custody` in the IdRegistry stub (a transaction from a devnet account). */
  register(fid: number, custody: Address): Promise<void>
  /** The fid `custody` owns, 0 for none. */
  idOf(custody: Address): Promise<number>
  stop(): Promise<void>
}

/**
 * Farcaster's chain for the devnet: an anvil node with chain id 10 (what sign-in messages name) holding stand-ins
 * of the IdRegistry and KeyRegistry at their OP Mainnet addresses (`devnet/contracts/FarcasterRegistries.sol`,
 * compiled bytecode committed), so `verifySignInMessage` checks an fid's custody on a real chain. Each stub is
 * deployed, then its runtime code is placed at the registry's address.
 *
 * @example
 * const chain = await startFarcasterChain()
 * await chain.register(1001, custody.address)
 */
export async function startFarcasterChain({ port = 0 }: { port?: number } = {}): Promise<FarcasterChain> {
  const anvil: Anvil = await startAnvil({ chainId: FARCASTER_CHAIN_ID, port })
  try {
    const transport = http(anvil.rpcUrl)
    const chain = { id: FARCASTER_CHAIN_ID, name: 'Farcaster devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.rpcUrl] } } }
    const publicClient = createPublicClient({ chain, transport })
    const [deployer] = devnetAccounts(1)
    const wallet = createWalletClient({ chain, transport, account: privateKeyToAccount((deployer as { privateKey: Hex }).privateKey) })
    const place = async (artifact: { abi: unknown; bytecode: string }, at: Address, args: readonly unknown[] = []) => {
      const hash = await wallet.sendTransaction({ data: encodeDeployData({ abi: artifact.abi as Abi, bytecode: artifact.bytecode as Hex, args }) })
      const { contractAddress } = await publicClient.waitForTransactionReceipt({ hash })
      const code = await publicClient.getCode({ address: contractAddress as Address })
      await publicClient.request({ method: 'anvil_setCode' as never, params: [at, code] as never })
    }
    await place(idArtifact, ID_REGISTRY_ADDRESS)
    // The key registry asks the id registry for an fid's custody: it is made with the registry's own address.
    await place(keyArtifact, KEY_REGISTRY_ADDRESS, [ID_REGISTRY_ADDRESS])
    return {
      rpcUrl: anvil.rpcUrl,
      pid: anvil.pid,
      async register(fid, custody) {
        const hash = await wallet.writeContract({ address: ID_REGISTRY_ADDRESS, abi: idRegistryAbi, functionName: 'register', args: [custody, BigInt(fid)] })
        const receipt = await publicClient.waitForTransactionReceipt({ hash })
        if (receipt.status !== 'success') throw new Error(`fid ${fid} or ${custody} is already registered`)
      },
      async idOf(custody) {
        return Number(await publicClient.readContract({ address: ID_REGISTRY_ADDRESS, abi: idRegistryAbi, functionName: 'idOf', args: [custody] }))
      },
      stop: () => anvil.stop(),
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
