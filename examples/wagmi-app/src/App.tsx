import { useState } from 'react'
import { erc20Abi, formatUnits, parseEther, parseUnits, type Address } from 'viem'
import {
  useAccount,
  useBalance,
  useDisconnect,
  useReadContract,
  useSendTransaction,
  useSignMessage,
  useSignTypedData,
  useSwitchChain,
  useWaitForTransactionReceipt,
  useWriteContract,
} from 'wagmi'
import { AppKitButton, useAppKitAccount, useAppKitNetwork } from 'portico/react'
import { TUSD } from './config.js'

/** What wagmi says of the account, beside what the modal says. */
function Account() {
  const { address, chainId, status, connector } = useAccount()
  const modal = useAppKitAccount()
  const network = useAppKitNetwork()
  return (
    <dl aria-label="Account">
      <dt>wagmi status</dt>
      <dd data-testid="wagmi-status">{status}</dd>
      <dt>wagmi address</dt>
      <dd data-testid="wagmi-address">{address ?? '—'}</dd>
      <dt>wagmi chain</dt>
      <dd data-testid="wagmi-chain">{chainId ?? '—'}</dd>
      <dt>wagmi connector</dt>
      <dd data-testid="wagmi-connector">{connector ? `${connector.name} (${connector.id})` : '—'}</dd>
      <dt>Modal status</dt>
      <dd data-testid="status">{modal.status}</dd>
      <dt>Modal address</dt>
      <dd data-testid="address">{modal.address ?? '—'}</dd>
      <dt>Modal network</dt>
      <dd data-testid="network">{network.caipNetworkId ?? '—'}</dd>
    </dl>
  )
}

function Balances({ address }: { address: Address }) {
  const balance = useBalance({ address })
  const tusd = useReadContract({ address: TUSD.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
  return (
    <dl aria-label="Balances">
      <dt>Balance</dt>
      <dd data-testid="wagmi-balance">{balance.data ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}` : '…'}</dd>
      <dt>TUSD</dt>
      <dd data-testid="wagmi-tusd">{tusd.data === undefined ? '…' : `${formatUnits(tusd.data, TUSD.decimals)} TUSD`}</dd>
      <dd>
        <button type="button" onClick={() => void Promise.all([balance.refetch(), tusd.refetch()])}>
          Refresh balances
        </button>
      </dd>
    </dl>
  )
}

function SendTusd() {
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('')
  const { data: hash, error, isPending, writeContract } = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash })
  return (
    <form
      aria-label="Send TUSD"
      onSubmit={(event) => {
        event.preventDefault()
        writeContract({ address: TUSD.address, abi: erc20Abi, functionName: 'transfer', args: [to as Address, parseUnits(amount, TUSD.decimals)] })
      }}
    >
      <input aria-label="Recipient" value={to} onChange={(event) => setTo(event.target.value)} />
      <input aria-label="Amount" value={amount} onChange={(event) => setAmount(event.target.value)} />
      <button type="submit" disabled={isPending}>
        Send TUSD
      </button>
      <output data-testid="wagmi-transfer">
        {error ? `error: ${error.message.split('\n')[0]}` : hash ? `${hash} ${receipt.data?.status ?? 'pending'}` : '—'}
      </output>
    </form>
  )
}

function SignMessage() {
  const { data, error, signMessage } = useSignMessage()
  return (
    <section aria-label="Sign a message">
      <button type="button" onClick={() => signMessage({ message: 'Hello from wagmi' })}>
        Sign message
      </button>
      <output data-testid="wagmi-signature">{error ? `error: ${error.message.split('\n')[0]}` : (data ?? '—')}</output>
    </section>
  )
}

/** An EIP-712 message, as an app asks for an off-chain order or permit. */
const TYPED_DATA = {
  domain: { name: 'Portico wagmi example', version: '1' },
  types: { Greeting: [{ name: 'from', type: 'address' }, { name: 'contents', type: 'string' }] },
  primaryType: 'Greeting',
} as const

function SignTypedData({ address }: { address: Address }) {
  const { data, error, signTypedData } = useSignTypedData()
  return (
    <section aria-label="Sign typed data">
      <button type="button" onClick={() => signTypedData({ ...TYPED_DATA, message: { from: address, contents: 'Hello from wagmi' } })}>
        Sign typed data
      </button>
      <output data-testid="wagmi-typed-signature">{error ? `error: ${error.message.split('\n')[0]}` : (data ?? '—')}</output>
    </section>
  )
}

/** `useSendTransaction`: 0.01 ETH to an address the visitor types. */
function SendEth() {
  const [to, setTo] = useState('')
  const { data: hash, error, sendTransaction } = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash })
  return (
    <form
      aria-label="Send ETH"
      onSubmit={(event) => {
        event.preventDefault()
        sendTransaction({ to: to as Address, value: parseEther('0.01') })
      }}
    >
      <input aria-label="ETH recipient" value={to} onChange={(event) => setTo(event.target.value)} />
      <button type="submit">Send 0.01 ETH</button>
      <output data-testid="wagmi-eth-transfer">
        {error ? `error: ${error.message.split('\n')[0]}` : hash ? `${hash} ${receipt.data?.status ?? 'pending'}` : '—'}
      </output>
    </form>
  )
}

function Chains() {
  const { chains, switchChain } = useSwitchChain()
  const { disconnect } = useDisconnect()
  return (
    <section aria-label="wagmi actions">
      {chains.map((chain) => (
        <button key={chain.id} type="button" onClick={() => switchChain({ chainId: chain.id })}>
          Switch to {chain.name}
        </button>
      ))}
      <button type="button" onClick={() => disconnect()}>
        Disconnect with wagmi
      </button>
    </section>
  )
}

export function App() {
  const { address, isConnected } = useAccount()
  return (
    <main>
      <h1>wagmi on Portico</h1>
      <AppKitButton />
      <Account />
      {isConnected && address ? (
        <>
          <Balances address={address} />
          <SendTusd />
          <SignMessage />
          <SignTypedData address={address} />
          <SendEth />
          <Chains />
        </>
      ) : null}
    </main>
  )
}
