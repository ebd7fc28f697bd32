import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, http, parseEther, type Address } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_MNEMONIC, startAnvil, type Anvil } from '../../../devnet/anvil.js'
import { startBundler, type Bundler } from '../../../devnet/bundler.js'
import { ACCOUNT_ABSTRACTION, deployAccountAbstraction } from '../../../devnet/contracts/deployAccountAbstraction.js'
import { deployTokens, type DeployedTokens } from '../../../devnet/contracts/deployTokens.js'
import { devnetChain } from '../../../devnet/devnetChain.js'
import { isAlive } from '../../../devnet/fixtures/processes.js'
import { toPorticoSmartAccount } from './smartAccount.js'
import { ACCOUNT_FACTORY, smartAccountAddress } from './smartAccountAddress.js'

// The smart account against a real EntryPoint v0.8 on anvil and the real bundler (alto), as the devnet runs them.

let anvil: Anvil
let bundler: Bundler
let tokens: DeployedTokens
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  tokens = await deployTokens(anvil.rpcUrl)
  await deployAccountAbstraction(anvil.rpcUrl)
  bundler = await startBundler({ rpcUrl: anvil.rpcUrl, entryPoint: ACCOUNT_ABSTRACTION.entryPoint })
}, 90_000)
afterAll(async () => {
  await bundler?.stop()
  await anvil?.stop()
})

const setUp = async () => {
  const chain = devnetChain({ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl })
  const client = createPublicClient({ chain, transport: http(anvil.rpcUrl), pollingInterval: 20 })
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await toPorticoSmartAccount({ client, owner })
  const funder = createWalletClient({ account: mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 4 }), chain, transport: http(anvil.rpcUrl) })
  await client.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: account.address, value: parseEther('1') }) })
  const bundlerClient = createBundlerClient({ account, client, transport: http(bundler.url), pollingInterval: 20 })
  return { client, owner, account, bundlerClient }
}

const RECIPIENT: Address = '0x000000000000000000000000000000000000dEaD'

describe('the embedded wallet smart account (PorticoAccount, EntryPoint v0.8, alto)', () => {
  it('has the factory address the devnet deploys, and an address of its own, known before it exists', async () => {
    expect(ACCOUNT_FACTORY).toBe(ACCOUNT_ABSTRACTION.accountFactory)
    const { owner, account, client } = await setUp()
    expect(account.address).toBe(smartAccountAddress(owner.address))
    expect(account.address).not.toBe(owner.address)
    expect(await client.getCode({ address: account.address })).toBeUndefined()
  })

  it('signs before deployment (ERC-6492), a user operation deploys it and moves funds, then signs through ERC-1271', async () => {
    const { client, owner, account, bundlerClient } = await setUp()
    const early = await account.signMessage({ message: 'hello' })
    expect(await client.verifyMessage({ address: account.address, message: 'hello', signature: early })).toBe(true)

    const before = await client.getBalance({ address: RECIPIENT })
    const hash = await bundlerClient.sendUserOperation({ calls: [{ to: RECIPIENT, value: 1234n }] })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(await client.getBalance({ address: RECIPIENT })).toBe(before + 1234n)
    expect(await client.getCode({ address: account.address })).toMatch(/^0x363d3d37/) // the ERC-1167 clone

    const signature = await account.signMessage({ message: 'hello' })
    expect(signature).toHaveLength(132) // plain: deployed, no ERC-6492 wrapper
    expect(await client.verifyMessage({ address: account.address, message: 'hello', signature })).toBe(true)
    // The owner's own signature is the EOA's, never the smart account's.
    expect(await client.verifyMessage({ address: account.address, message: 'hello', signature: await owner.signMessage({ message: 'hello' }) })).toBe(false)
    expect(await client.verifyMessage({ address: account.address, message: 'other', signature })).toBe(false)
  })

  it('runs several calls in one operation, all or none', async () => {
    const { client, account, bundlerClient } = await setUp()
    const funder = createWalletClient({ account: mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 1 }), chain: client.chain, transport: http(anvil.rpcUrl) })
    await client.waitForTransactionReceipt({
      hash: await funder.writeContract({ address: tokens.TUSD.address, abi: erc20Abi, functionName: 'transfer', args: [account.address, 10_000_000n] }),
    })
    const transfer = (amount: bigint) => ({ to: tokens.TUSD.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, amount] }) })
    const tokenBalance = () => client.readContract({ address: tokens.TUSD.address, abi: erc20Abi, functionName: 'balanceOf', args: [RECIPIENT] })

    const start = await tokenBalance()
    const both = await bundlerClient.waitForUserOperationReceipt({ hash: await bundlerClient.sendUserOperation({ calls: [transfer(1n), transfer(2n)] }) })
    expect(both.success).toBe(true)
    expect(await tokenBalance()).toBe(start + 3n)

    // The second call fails (more than the account holds): the bundler refuses the operation as it is…
    await expect(bundlerClient.sendUserOperation({ calls: [transfer(5n), transfer(10n ** 18n)] })).rejects.toThrow(/reverted/)
    // …and sent anyway with its own gas limits, it lands reverted as a whole: not even the first transfer stays.
    const forced = await bundlerClient.sendUserOperation({
      calls: [transfer(5n), transfer(10n ** 18n)],
      callGasLimit: 300_000n,
      verificationGasLimit: 300_000n,
      preVerificationGas: 100_000n,
    })
    const failed = await bundlerClient.waitForUserOperationReceipt({ hash: forced })
    expect(failed.success).toBe(false)
    expect(await tokenBalance()).toBe(start + 3n)
  })

  // It starts a bundler process: its start-up has startBundler's own budget (60 s), as in beforeAll, not the 5 s of
  // a test that runs in the process (alto takes about 3 s on an idle 2-core machine, more beside other test files).
  it('the bundler stops when asked', async () => {
    const other = await startBundler({ rpcUrl: anvil.rpcUrl, entryPoint: ACCOUNT_ABSTRACTION.entryPoint })
    expect(isAlive(other.pid)).toBe(true)
    await other.stop()
    expect(isAlive(other.pid)).toBe(false)
  }, 90_000)
})
