import { afterEach, describe, expect, it } from 'vitest'
import type { AppKit } from '../createInstance.js'
import { fakeConnector, mainnet, solanaMainnet, testKit } from '../../test/fixtures.js'
import type { ChainAdapter, WalletContext } from './adapter.js'
import { decimalAmounts } from './decimalAmounts.js'

// kernel.chain(): a feature asks the active (or a given) chain family for a capability; the kernel binds the
// connected wallet and answers 'Unsupported chain' for one the chain package does not offer.

const kits: AppKit[] = []
afterEach(async () => {
  for (const kit of kits.splice(0)) await kit.destroy()
})

const SOL = 'So1ana1111111111111111111111111111111111111'

async function start() {
  const calls: { name: string; wallet: WalletContext; args: unknown[]; self: unknown }[] = []
  const evm: ChainAdapter = {
    namespace: 'eip155',
    setup: (context) => void context.registerConnector(fakeConnector({ getProvider: async () => 'evm provider' })),
    amounts: decimalAmounts,
    address: { isValid: (text) => text.startsWith('0x'), format: async (text) => text.toUpperCase() },
    async sendNative(wallet, parameters) {
      calls.push({ name: 'sendNative', wallet, args: [parameters], self: this })
      return '0xhash'
    },
    nameCoinTypes: (wallet) => [String(wallet.network.id)],
  }
  const solana: ChainAdapter = {
    namespace: 'solana',
    setup: (context) =>
      void context.registerConnector(fakeConnector({ id: 'sol', chain: 'solana', result: { address: SOL, chainId: solanaMainnet.id } })),
  }
  const kit = testKit({ networks: [mainnet, solanaMainnet], adapters: [evm, solana] }, { builtins: {} })
  kits.push(kit)
  await kit.ready()
  return { kit, evm, calls }
}

describe('kernel.chain()', () => {
  it('binds wallet capabilities to the connected account, its provider and the active network', async () => {
    const { kit, evm, calls } = await start()
    await kit.connect('test-wallet')
    const chain = kit.kernel.chain()
    expect(chain.namespace).toBe('eip155')
    await expect(chain.sendNative({ to: '0xb0b', amount: 5n })).resolves.toBe('0xhash')
    expect(calls).toEqual([
      {
        name: 'sendNative',
        wallet: { provider: 'evm provider', address: '0x00000000000000000000000000000000000000a1', network: expect.objectContaining({ caipNetworkId: 'eip155:1' }) },
        args: [{ to: '0xb0b', amount: 5n }],
        self: evm,
      },
    ])
    expect(chain.nameCoinTypes()).toEqual(['1'])
    expect(chain.amounts.parse('1.5', 6)).toEqual({ value: 1_500_000n })
    expect(chain.address.isValid('0xabc')).toBe(true)
    await expect(chain.address.format('0xabc')).resolves.toBe('0XABC')
  })

  it("says which capabilities a chain package offers, and throws UnsupportedChainError ('Unsupported chain') for the others", async () => {
    const { kit } = await start()
    const evm = kit.kernel.chain('eip155')
    expect(['address', 'amounts', 'sendNative', 'nameCoinTypes'].every((name) => evm.has(name as never))).toBe(true)
    expect(evm.has('sendToken')).toBe(false)
    expect(() => evm.sendToken({ token: '0x1', to: '0x2', amount: 1n })).toThrow(
      expect.objectContaining({ name: 'UnsupportedChainError', shortMessage: 'Unsupported chain', details: 'eip155 does not offer sendToken.' }),
    )
    const solana = kit.kernel.chain('solana')
    expect(solana.namespace).toBe('solana')
    for (const name of ['address', 'amounts', 'signMessage', 'sendNative', 'switchNetwork'] as const) expect(solana.has(name)).toBe(false)
    expect(() => solana.amounts).toThrow('Unsupported chain')
    expect(() => solana.signMessage({ message: 'hi' })).toThrow('Unsupported chain')
  })

  it('follows the active namespace, and without a wallet gives the capability no provider and no account', async () => {
    const { kit, calls } = await start()
    await kit.connect('sol')
    expect(kit.kernel.chain().namespace).toBe('solana')
    expect(kit.kernel.chain().has('sendNative')).toBe(false)
    await kit.kernel.chain('eip155').sendNative({ to: '0xb0b', amount: 1n })
    expect(calls[0]?.wallet).toEqual({ provider: undefined, address: undefined, network: expect.objectContaining({ caipNetworkId: 'eip155:1' }) })
  })
})
