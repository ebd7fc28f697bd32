/**
 * End to end in Node: a dapp `UniversalProvider` and a `@reown/walletkit` wallet (e2e/wallets/walletConnectWallet)
 * pair and talk through the local relay, with transactions on local anvil nodes. Nothing leaves 127.0.0.1: every
 * other connection attempt is refused and recorded by the loopback guard.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import {
  approvedNamespaces,
  closeWalletConnectCore,
  createMemoryStorage,
  createWalletConnectWallet,
  prepareWalletConnectForNode,
  type WalletConnectStorage,
  type WalletConnectWallet,
} from '../../e2e/wallets/walletConnectWallet.js'
import { devnetAccounts } from '../accounts.js'
import { solanaDevnetAccounts, SOLANA_DEVNET_CAIP_ID as SOLANA_CHAIN, type SolanaDevnetAccount } from '../solana/solanaKeys.js'
import { startSolanaRpc, type SolanaRpc } from '../solana/startSolanaRpc.js'
import { startAnvil, type Anvil } from '../anvil.js'
import { guardLoopback, type LoopbackGuard } from './loopbackGuard.js'
import { startRelay, type Relay } from './startRelay.js'

type Provider = Awaited<ReturnType<typeof UniversalProvider.init>>

const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction']
const [solanaAlice, solanaBob] = solanaDevnetAccounts(2) as [SolanaDevnetAccount, SolanaDevnetAccount]
const solanaKey = base58.decode(solanaAlice.address)

/**
 * A legacy System Program transfer of `lamports` from the wallet's Solana account to bob's, with the node's
 * newest blockhash, in wire format with an empty signature slot.
 */
async function unsignedTransfer(lamports: number): Promise<{ wire: Uint8Array; message: Uint8Array }> {
  const to = base58.decode(solanaBob.address)
  const systemProgram = new Uint8Array(32)
  const latest = await fetch(solanaRpc.url, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getLatestBlockhash', params: [] }),
  })
  const blockhash = base58.decode(((await latest.json()) as { result: { value: { blockhash: string } } }).result.value.blockhash)
  const data = new Uint8Array(12)
  new DataView(data.buffer).setUint32(0, 2, true) // SystemInstruction::Transfer
  new DataView(data.buffer).setBigUint64(4, BigInt(lamports), true)
  // Header (1 signer, 0 read-only signed, 1 read-only unsigned), 3 keys, blockhash, 1 instruction.
  const message = Uint8Array.from([1, 0, 1, 3, ...solanaKey, ...to, ...systemProgram, ...blockhash, 1, 2, 2, 0, 1, data.length, ...data])
  return { wire: Uint8Array.from([1, ...new Uint8Array(64), ...message]), message }
}

const [, alice, bob] = devnetAccounts(3) as [unknown, { address: Address; privateKey: Hex }, { address: Address }]
const METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain']
const EVENTS = ['chainChanged', 'accountsChanged']

let guard: LoopbackGuard
let relay: Relay
let anvil: Anvil
let anvilTwo: Anvil
let solanaRpc: SolanaRpc
let wallet: WalletConnectWallet
const providers: Provider[] = []
const wallets: WalletConnectWallet[] = []

/** A dapp provider on the local relay; the same `storage` and `prefix` restore its session. */
async function dapp(storage: WalletConnectStorage = createMemoryStorage(), prefix = 'portico-dapp') {
  const provider = await UniversalProvider.init({
    projectId: 'portico-test',
    relayUrl: relay.url,
    storage,
    customStoragePrefix: prefix,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'Portico test dapp', description: 'relay test', url: 'http://127.0.0.1', icons: [] },
  })
  providers.push(provider)
  return provider
}

/** Proposes the session; the wallet gets the URI the way a user scans it. */
function connect(provider: Provider, to: WalletConnectWallet, chains = ['eip155:31337']) {
  provider.once('display_uri', (uri: string) => void to.connect(uri).catch(() => {}))
  return provider.connect({
    namespaces: {
      eip155: {
        chains,
        methods: METHODS,
        events: EVENTS,
        // Read calls and switched-to chains go to these nodes, never to WalletConnect's RPC. Keys are chain
        // references ('31337'), not CAIP-2 ids: a chain switch looks the URL up by reference.
        rpcMap: { 31337: anvil.rpcUrl, 31338: anvilTwo.rpcUrl },
      },
    },
  })
}

const client = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) })
const balance = (rpcUrl: string, address: Address) => client(rpcUrl).getBalance({ address })

beforeAll(async () => {
  guard = guardLoopback()
  prepareWalletConnectForNode()
  ;[relay, anvil, anvilTwo, solanaRpc] = await Promise.all([
    startRelay(),
    startAnvil({ chainId: 31337 }),
    startAnvil({ chainId: 31338 }),
    startSolanaRpc({ accounts: [solanaAlice, solanaBob] }),
  ])
  wallet = await createWalletConnectWallet({
    relayUrl: relay.url,
    privateKey: alice.privateKey,
    chains: [
      { chainId: 31337, rpcUrl: anvil.rpcUrl },
      { chainId: 31338, rpcUrl: anvilTwo.rpcUrl },
    ],
    solana: { account: solanaAlice, chains: [{ caipNetworkId: SOLANA_CHAIN, rpcUrl: solanaRpc.url }] },
    logLevel: 'silent',
  })
  wallets.push(wallet)
})

afterAll(async () => {
  await Promise.allSettled([
    ...providers.map((provider) => closeWalletConnectCore(provider.client.core)),
    ...wallets.map((each) => each.stop()),
  ])
  // Every client closed its socket: nothing is left open when the relay stops.
  if (relay) await vi.waitFor(() => expect(relay.stats().sockets).toBe(0))
  await Promise.allSettled([relay?.stop(), anvil?.stop(), anvilTwo?.stop(), solanaRpc?.close()])
  guard?.restore()
})

describe('WalletConnect through the local relay', () => {
  let provider: Provider
  let storage: WalletConnectStorage

  test('pairs, signs and sends a transaction (timed)', async () => {
    storage = createMemoryStorage()
    const started = performance.now()
    provider = await dapp(storage)
    const session = await connect(provider, wallet)
    const paired = performance.now()
    expect(session?.namespaces['eip155']?.accounts).toEqual([`eip155:31337:${alice.address}`])
    expect(wallet.sessions.map((each) => each.topic)).toEqual([session?.topic])

    const message = 'Sign in to Portico'
    const signature = await provider.request<Hex>({ method: 'personal_sign', params: [message, alice.address] }, 'eip155:31337')
    const signed = performance.now()
    expect(await verifyMessage({ address: alice.address, message, signature })).toBe(true)

    const before = await balance(anvil.rpcUrl, bob.address)
    const hash = await provider.request<Hex>(
      { method: 'eth_sendTransaction', params: [{ from: alice.address, to: bob.address, value: `0x${parseEther('1.5').toString(16)}` }] },
      'eip155:31337',
    )
    const sent = performance.now()
    const receipt = await client(anvil.rpcUrl).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await balance(anvil.rpcUrl, bob.address)) - before).toBe(parseEther('1.5'))

    const ms = (value: number) => `${Math.round(value)} ms`
    console.log(
      `WalletConnect via local relay: init+pairing ${ms(paired - started)}, personal_sign ${ms(signed - paired)}, ` +
        `eth_sendTransaction ${ms(sent - signed)}, total ${ms(sent - started)}`,
    )
    expect(sent - started).toBeLessThan(5000)
    expect(wallet.requests.map((request) => [request.method, request.chainId])).toEqual([
      ['personal_sign', 'eip155:31337'],
      ['eth_sendTransaction', 'eip155:31337'],
    ])
  })

  test('eth_signTypedData_v4 verifies; reads go to the rpcMap node, not the wallet', async () => {
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const signature = await provider.request<Hex>(
      {
        method: 'eth_signTypedData_v4',
        params: [alice.address, JSON.stringify({ ...typedData, types: { EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ], ...typedData.types } })],
      },
      'eip155:31337',
    )
    expect(await verifyTypedData({ address: alice.address, signature, ...typedData })).toBe(true)

    const count = wallet.requests.length
    expect(await provider.request({ method: 'eth_blockNumber' }, 'eip155:31337')).toMatch(/^0x/)
    expect(wallet.requests).toHaveLength(count)
  })

  test('the wallet declining a signature rejects the request with 4001', async () => {
    wallet.setReject({ sign: true })
    try {
      await expect(
        provider.request({ method: 'personal_sign', params: ['no', alice.address] }, 'eip155:31337'),
      ).rejects.toMatchObject({ code: 4001 })
    } finally {
      wallet.setReject({})
    }
  })

  test('wallet_switchEthereumChain to a chain outside the session: the wallet adds it and emits chainChanged', async () => {
    const chainChanged = new Promise((resolve) => provider.once('chainChanged', resolve))
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }, 'eip155:31337')
    expect(Number(await chainChanged)).toBe(31338)
    await vi.waitFor(() => expect(provider.session?.namespaces['eip155']?.chains).toContain('eip155:31338'))

    const before = await balance(anvilTwo.rpcUrl, bob.address)
    const hash = await provider.request<Hex>(
      { method: 'eth_sendTransaction', params: [{ from: alice.address, to: bob.address, value: '0x1' }] },
      'eip155:31338',
    )
    await client(anvilTwo.rpcUrl).waitForTransactionReceipt({ hash })
    expect((await balance(anvilTwo.rpcUrl, bob.address)) - before).toBe(1n)
    expect(wallet.requests.at(-1)?.chainId).toBe('eip155:31338')
  })

  test('after the relay drops every socket, the clients reconnect and resubscribe, and the session still works', async () => {
    const before = relay.stats()
    relay.dropAllSockets()
    const dropped = performance.now()
    // Both clients come back on their own (about 100 ms) and resubscribe every topic. A request sent in the instant
    // the socket dies is lost by the client and only republished after 15 s + a heartbeat: wait for the reconnect.
    await vi.waitFor(() =>
      expect(relay.stats()).toMatchObject({
        sockets: 2,
        subscriptions: before.subscriptions,
        connectionsTotal: before.connectionsTotal + 2,
      }),
    )
    const reconnected = performance.now()
    const signature = await provider.request<Hex>({ method: 'personal_sign', params: ['after the drop', alice.address] }, 'eip155:31337')
    console.log(
      `dropAllSockets: clients back in ${Math.round(reconnected - dropped)} ms, ` +
        `then personal_sign in ${Math.round(performance.now() - reconnected)} ms`,
    )
    expect(await verifyMessage({ address: alice.address, message: 'after the drop', signature })).toBe(true)
  })

  test('a request sent while the wallet is offline waits in the relay mailbox until the wallet is back', async () => {
    await wallet.stop()
    const { published } = relay.stats()
    const pending = provider.request<Hex>({ method: 'personal_sign', params: ['while offline', alice.address] }, 'eip155:31337')
    await vi.waitFor(() => expect(relay.stats().published).toBe(published + 1))
    // The same wallet (same storage and prefix) starts again, resubscribes, and gets the stored request.
    wallet = await createWalletConnectWallet({
      relayUrl: relay.url,
      privateKey: alice.privateKey,
      chains: wallet.chains,
      solana: wallet.solana,
      storage: wallet.storage,
      storagePrefix: wallet.storagePrefix,
      logLevel: 'silent',
    })
    wallets.push(wallet)
    const signature = await pending
    expect(await verifyMessage({ address: alice.address, message: 'while offline', signature })).toBe(true)
    expect(wallet.requests.map((request) => request.method)).toEqual(['personal_sign'])
  })

  test('a restarted dapp provider with the same storage restores the session and uses it', async () => {
    const topic = provider.session?.topic
    await closeWalletConnectCore(provider.client.core)
    const restarted = await dapp(storage)
    expect(restarted.session?.topic).toBe(topic)
    const signature = await restarted.request<Hex>({ method: 'personal_sign', params: ['restored', alice.address] }, 'eip155:31337')
    expect(await verifyMessage({ address: alice.address, message: 'restored', signature })).toBe(true)
    provider = restarted
  })

  test('the wallet disconnecting ends the session in the dapp', async () => {
    const deleted = new Promise((resolve) => provider.once('session_delete', resolve))
    await wallet.disconnect()
    await deleted
    expect(provider.session).toBeUndefined()
    expect(wallet.sessions).toEqual([])
  })

  test('a wallet that rejects the session rejects provider.connect()', async () => {
    const declining = await createWalletConnectWallet({
      relayUrl: relay.url,
      privateKey: alice.privateKey,
      chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
      reject: { session: true },
      logLevel: 'silent',
    })
    wallets.push(declining)
    const outcome = declining.waitForSession()
    outcome.catch(() => {})
    const other = await dapp(createMemoryStorage(), 'portico-dapp-declined')
    await expect(connect(other, declining)).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
    await expect(outcome).rejects.toThrow(/USER_REJECTED/)
    expect(declining.proposals).toHaveLength(1)
    expect(declining.sessions).toEqual([])
  })

  test('autoApprove: false: the test decides; the wallet emits accountsChanged', async () => {
    const manual = await createWalletConnectWallet({
      relayUrl: relay.url,
      privateKey: alice.privateKey,
      chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
      autoApprove: false,
      logLevel: 'silent',
    })
    wallets.push(manual)
    const other = await dapp(createMemoryStorage(), 'portico-dapp-manual')
    const connecting = connect(other, manual)
    const session = await manual.approveNextSession()
    expect((await connecting)?.topic).toBe(session.topic)
    expect(manual.proposals[0]?.params.optionalNamespaces['eip155']?.chains).toEqual(['eip155:31337'])

    const accountsChanged = new Promise((resolve) => other.once('accountsChanged', resolve))
    await manual.emitEvent('accountsChanged', [`eip155:31337:${bob.address}`])
    expect(await accountsChanged).toEqual([bob.address])
  })

  test('a proposal for chains the wallet does not have is rejected (UNSUPPORTED_CHAINS)', async () => {
    const other = await dapp(createMemoryStorage(), 'portico-dapp-unsupported')
    await expect(connect(other, wallet, ['eip155:999'])).rejects.toMatchObject({ code: 5100 })
  })

  test('a session on solana: the wallet signs messages and transactions with its ed25519 key, sends one, and declines', async () => {
    const other = await dapp(createMemoryStorage(), 'portico-dapp-solana')
    other.once('display_uri', (uri: string) => void wallet.connect(uri).catch(() => {}))
    const session = await other.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: METHODS, events: EVENTS, rpcMap: { 31337: anvil.rpcUrl } },
        solana: { chains: [SOLANA_CHAIN], methods: SOLANA_METHODS, events: EVENTS },
      },
    })
    expect(wallet.solanaAddress).toBe(solanaAlice.address)
    expect(session?.namespaces['solana']?.accounts).toEqual([`${SOLANA_CHAIN}:${wallet.solanaAddress}`])
    expect(session?.namespaces['eip155']?.accounts).toEqual([`eip155:31337:${alice.address}`])

    const message = new TextEncoder().encode('Sign in to Portico on Solana')
    const { signature } = await other.request<{ signature: string }>(
      { method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: wallet.solanaAddress } },
      SOLANA_CHAIN,
    )
    expect(ed25519.verify(base58.decode(signature), message, solanaKey)).toBe(true)

    const { wire, message: transferMessage } = await unsignedTransfer(1_000_000)
    const signed = await other.request<{ signature: string; transaction: string }>(
      { method: 'solana_signTransaction', params: { transaction: base64.encode(wire) } },
      SOLANA_CHAIN,
    )
    const signedWire = base64.decode(signed.transaction)
    expect(signedWire.subarray(1, 65)).toEqual(base58.decode(signed.signature))
    expect(ed25519.verify(base58.decode(signed.signature), transferMessage, solanaKey)).toBe(true)
    expect(signedWire.subarray(65)).toEqual(transferMessage)

    const small = await unsignedTransfer(5)
    const all = await other.request<{ transactions: string[] }>(
      { method: 'solana_signAllTransactions', params: { transactions: [base64.encode(wire), base64.encode(small.wire)] } },
      SOLANA_CHAIN,
    )
    expect(all.transactions).toHaveLength(2)
    expect(ed25519.verify(base64.decode(all.transactions[1]!).subarray(1, 65), small.message, solanaKey)).toBe(true)

    // Signed and sent by the wallet: the transfer lands on the local Solana node.
    const before = solanaRpc.ledger.balance(solanaBob.address)
    const sent = await other.request<{ signature: string }>(
      { method: 'solana_signAndSendTransaction', params: { transaction: base64.encode(wire), sendOptions: { preflightCommitment: 'confirmed' } } },
      SOLANA_CHAIN,
    )
    expect(sent.signature).toBe(signed.signature)
    expect(solanaRpc.ledger.balance(solanaBob.address) - before).toBe(1_000_000n)

    wallet.setReject({ sign: true })
    try {
      await expect(
        other.request({ method: 'solana_signTransaction', params: { transaction: base64.encode(wire) } }, SOLANA_CHAIN),
      ).rejects.toMatchObject({ code: 4001 })
    } finally {
      wallet.setReject({})
    }
  })

  test('nothing tried to leave 127.0.0.1', () => {
    expect(guard.refused).toEqual([])
  })
})

describe('approvedNamespaces', () => {
  test('the proposed eip155 chains the wallet has, every proposed method and event plus its own, its account', () => {
    const namespaces = approvedNamespaces(
      {
        requiredNamespaces: {},
        optionalNamespaces: {
          eip155: { chains: ['eip155:31337', 'eip155:1'], methods: ['personal_sign', 'eth_sign'], events: ['chainChanged'] },
          'eip155:31338': { methods: ['eth_sendTransaction'], events: [] },
          solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: ['solana_signMessage'], events: [] },
        },
      },
      '0xabc',
      new Set([31337, 31338]),
    )
    expect(namespaces).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: ['personal_sign', 'eth_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain'],
        events: ['chainChanged', 'accountsChanged'],
        accounts: ['eip155:31337:0xabc', 'eip155:31338:0xabc'],
      },
    })
    expect(approvedNamespaces({ requiredNamespaces: {}, optionalNamespaces: {} }, '0xabc', new Set([31337]))).toBeUndefined()
  })

  test('with a Solana account: the proposed solana chains it has, with its Solana methods and its address', () => {
    const namespaces = approvedNamespaces(
      {
        requiredNamespaces: {},
        optionalNamespaces: {
          eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] },
          solana: { chains: ['solana:devnet', 'solana:other'], methods: ['solana_signMessage'], events: ['accountsChanged'] },
        },
      },
      '0xabc',
      new Set([31337]),
      { address: 'So1ana', chains: new Set(['solana:devnet']) },
    )
    expect(namespaces).toEqual({
      solana: {
        chains: ['solana:devnet'],
        methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'],
        events: ['accountsChanged', 'chainChanged'],
        accounts: ['solana:devnet:So1ana'],
      },
    })
  })
})
