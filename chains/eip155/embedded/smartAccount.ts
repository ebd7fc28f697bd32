import { decodeFunctionData, encodeFunctionData, hashMessage, hashTypedData, type Address, type Chain, type Client, type Hex, type LocalAccount, type Transport } from 'viem'
import { entryPoint08Abi, entryPoint08Address, getUserOperationTypedData, toSmartAccount } from 'viem/account-abstraction'
import { ACCOUNT_FACTORY, smartAccountAddress } from './smartAccountAddress.js'

// The embedded wallet's smart account on eip155 (SPEC.md §6 smartAccount): `PorticoAccount` (devnet/contracts),
// one owner key (the account's eip155 key), user operations through EntryPoint v0.8. A factory account rather than
// the owner's address delegated by EIP-7702, so the smart account has an address of its own beside the EOA (the
// person can switch between the two, SPEC.md §4), known before it exists (CREATE2 of an ERC-1167 clone), the same on
// every chain. Its signatures verify through ERC-1271 (`isValidSignature` over a hash bound to the account and
// chain, so an EOA signature never counts for it), and through ERC-6492 while it is not deployed yet.

const factoryAbi = [
  {
    type: 'function',
    name: 'createAccount',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'owner', type: 'address' }, { name: 'index', type: 'uint256' }],
    outputs: [{ name: 'account', type: 'address' }],
  },
] as const

const accountAbi = [
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'target', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'data', type: 'bytes' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'executeBatch',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [{ name: 'target', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'data', type: 'bytes' }],
      },
    ],
    outputs: [],
  },
] as const

/** EIP-712 `PorticoAccountMessage(bytes32 hash)` in the account's own domain: what the owner signs for ERC-1271. */
function replaySafe(hash: Hex, account: Address, chainId: number) {
  return {
    domain: { name: 'Portico Account', version: '1', chainId, verifyingContract: account },
    types: { PorticoAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'PorticoAccountMessage',
    message: { hash },
  } as const
}

/**
 * The owner's smart account as a viem `SmartAccount` on `client`'s chain, for a bundler client. `signMessage` and
 * `signTypedData` give ERC-1271 signatures, wrapped for ERC-6492 while the account is not deployed.
 *
 * @example
 * const account = await toPorticoSmartAccount({ client, owner: privateKeyToAccount(key) })
 * await bundlerClient.sendUserOperation({ account, calls: [{ to, value }] })
 */
export function toPorticoSmartAccount({ client, owner }: { client: Client<Transport, Chain | undefined, undefined>; owner: LocalAccount }) {
  const address = smartAccountAddress(owner.address)
  const chainId = () => {
    const id = client.chain?.id
    if (id === undefined) throw new Error('The smart account needs a client with a chain')
    return id
  }
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint08Abi, address: entryPoint08Address, version: '0.8' },
    getAddress: async () => address,
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length === 1 && only) return encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [only.to, only.value ?? 0n, only.data ?? '0x'] })
      return encodeFunctionData({
        abi: accountAbi,
        functionName: 'executeBatch',
        args: [calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))],
      })
    },
    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: accountAbi, data })
      if (decoded.functionName === 'execute') return [{ to: decoded.args[0], value: decoded.args[1], data: decoded.args[2] }]
      return decoded.args[0].map((call) => ({ to: call.target, value: call.value, data: call.data }))
    },
    async getFactoryArgs() {
      return { factory: ACCOUNT_FACTORY, factoryData: encodeFunctionData({ abi: factoryAbi, functionName: 'createAccount', args: [owner.address, 0n] }) }
    },
    async getStubSignature() {
      return '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'
    },
    async signMessage({ message }) {
      return owner.signTypedData(replaySafe(hashMessage(message), address, chainId()))
    },
    async signTypedData(typedData) {
      return owner.signTypedData(replaySafe(hashTypedData(typedData), address, chainId()))
    },
    async signUserOperation({ chainId: id = chainId(), ...userOperation }) {
      return owner.signTypedData(getUserOperationTypedData({ chainId: id, entryPointAddress: entryPoint08Address, userOperation: { ...userOperation, sender: address } }))
    },
  })
}
