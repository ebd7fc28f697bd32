import { createAppClient, createWalletClient, viemConnector } from '@farcaster/auth-client'
import { createWalletClient as createViemWallet, createPublicClient, http, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { inject } from 'vitest'

/** The IdRegistry stand-in's `register(custody, fid)` on the devnet's chain 10 (devnet/contracts/FarcasterRegistries.sol). */
const REGISTER_ABI = [
  { type: 'function', name: 'register', stateMutability: 'nonpayable', inputs: [{ name: 'custody', type: 'address' }, { name: 'fid', type: 'uint256' }], outputs: [] },
] as const
const ID_REGISTRY: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** A Farcaster account for a test: its fid, registered on chain 10 to its custody key. */
export interface FarcasterAccount {
  fid: number
  username: string
  custodyKey: Hex
}

let nextFid = 1000 + Math.floor(Math.random() * 1000) * 50

/**
 * Makes a Farcaster account: a fresh custody key and an fid registered to it in the IdRegistry on the devnet's
 * chain 10 (a transaction from devnet account 5, which the chain funds as every anvil account).
 */
export async function newFarcasterAccount(username: string): Promise<FarcasterAccount> {
  const { farcaster, accounts } = inject('e2e')
  const chain = { id: 10, name: 'Farcaster devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [farcaster.rpcUrl] } } }
  const payer = accounts[3]
  if (!payer) throw new Error('No devnet account to pay the registration')
  const wallet = createViemWallet({ chain, transport: http(farcaster.rpcUrl), account: privateKeyToAccount(payer.privateKey) })
  const custodyKey = generatePrivateKey()
  const fid = nextFid++
  const hash = await wallet.writeContract({ address: ID_REGISTRY, abi: REGISTER_ABI, functionName: 'register', args: [privateKeyToAccount(custodyKey).address, BigInt(fid)] })
  const receipt = await createPublicClient({ chain, transport: http(farcaster.rpcUrl) }).waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`fid ${fid} was not registered`)
  return { fid, username, custodyKey }
}

/**
 * Plays the Farcaster app on the sign-in link `url` (the view's QR code and link): reads the channel's request from
 * the relay, builds the Sign In With Farcaster message with the wallet side of `@farcaster/auth-client`, signs it
 * with `signer` (the account's custody key unless a test passes another) and sends it to the relay.
 */
export async function signInWithFarcasterApp(url: string, account: FarcasterAccount, signer: Hex = account.custodyKey): Promise<void> {
  const { farcaster } = inject('e2e')
  const ethereum = viemConnector({ rpcUrl: farcaster.rpcUrl })
  const walletClient = createWalletClient({ relay: farcaster.relayUrl, ethereum })
  const parsed = walletClient.parseSignInURI({ uri: url })
  if (parsed.isError) throw parsed.error
  const { channelToken } = parsed
  const status = await createAppClient({ relay: farcaster.relayUrl, ethereum }).status({ channelToken })
  if (status.isError) throw status.error
  const { siweUri, domain, nonce } = status.data.signatureParams
  const key = privateKeyToAccount(signer)
  const { message } = walletClient.buildSignInMessage({ address: key.address, fid: account.fid, uri: siweUri, domain, nonce: nonce ?? '' })
  const signature = await key.signMessage({ message })
  const sent = await walletClient.authenticate({
    channelToken,
    authKey: farcaster.relayKey,
    message,
    signature,
    fid: account.fid,
    username: account.username,
    bio: '',
    displayName: account.username,
    pfpUrl: '',
  })
  if (sent.isError) throw sent.error
}
