import { createAppClient, type StatusAPIResponse } from '@farcaster/auth-client'

// Sign In With Farcaster, the secure site as the app client of `@farcaster/auth-client` (INFRA.md "Farcaster
// sign-in"): a channel on the relay for a nonce the auth server issued, then the wait for the Farcaster app's
// signed message on it. The auth server verifies the message (the fid's custody on chain); this page only carries it.
// Fetched by `import()` on the first Farcaster sign-in, so the frame's first paint holds none of it.

/** How often the channel is asked whether the Farcaster app has answered. */
const POLL_MS = 500

/** What the auth server's `POST /farcaster/start` answers: where and for what to open the channel. */
export interface FarcasterStart {
  relayUrl: string
  nonce: string
  domain: string
  siweUri: string
}

/** The Farcaster app's answer: the signed message and the person's username. */
export interface FarcasterAnswer {
  message: string
  signature: `0x${string}`
  username: string | undefined
}

const notHere = (): Promise<never> => Promise.reject(new Error('The auth server verifies Farcaster sign-ins'))

/** The app client on `relay`; it never verifies here (its chain reads refuse), the auth server does. */
const appClient = (relay: string) =>
  createAppClient({ relay, ethereum: { getFid: notHere, isValidAuthAddress: notHere, publicClient: undefined as never } })

/** A channel of this sign-in, and the URL the Farcaster app opens (the QR code's content). */
export async function openChannel({ relayUrl, nonce, domain, siweUri }: FarcasterStart): Promise<{ channelToken: string; url: string }> {
  const channel = await appClient(relayUrl).createChannel({ siweUri, domain, nonce })
  if (channel.isError) throw new Error(`The Farcaster relay did not open a sign-in: ${channel.error?.message ?? 'no answer'}`)
  const { channelToken, url } = channel.data
  if (typeof channelToken !== 'string' || typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error('The Farcaster relay answered an invalid sign-in')
  return { channelToken, url }
}

/**
 * Waits for the Farcaster app to sign the channel's message, until `signal` aborts (the person left the view,
 * the frame started over) or the relay forgets the channel (it expired).
 */
export async function waitForAnswer(relayUrl: string, channelToken: string, signal: AbortSignal): Promise<FarcasterAnswer> {
  const client = appClient(relayUrl)
  for (;;) {
    if (signal.aborted) throw new Error('The Farcaster sign-in was given up')
    const status = await client.status({ channelToken })
    if (status.isError) throw new Error(`The Farcaster relay did not answer: ${status.error?.message ?? 'no answer'}`)
    if (status.response.status === 401) throw new Error('The Farcaster sign-in expired: start again')
    const answer: Partial<StatusAPIResponse> = status.data
    if (status.response.status === 200 && answer.state === 'completed') {
      if (typeof answer.message !== 'string' || typeof answer.signature !== 'string') throw new Error('The Farcaster app sent no signed message')
      return { message: answer.message, signature: answer.signature, username: typeof answer.username === 'string' ? answer.username : undefined }
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}
