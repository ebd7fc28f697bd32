import * as z from 'zod/mini'

export { RETURN_PARAMETER } from './returnParameter.js'

// The embedded wallet's frame protocol (SPEC.md §3 frame message shapes, §7): what the app posts to the secure
// site's frame and what the frame answers. Both sides import this file (the plugin and `secure-site/`) and check
// every message they receive against it; anything else is ignored.

/** Prefix of the messages the app posts. */
export const APP_PREFIX = '@w3m-app/'
/** Prefix of the messages the frame posts. */
export const FRAME_PREFIX = '@w3m-frame/'

const accountType = z.enum(['eoa', 'smartAccount'])
const chainId = z.union([z.string(), z.number()])

/**
 * The embedded wallet's user (SPEC.md §3). Other fields pass as they are: a chain family's account beside the
 * eip155 one (its address field), which that family's module reads and checks (`ChainAdapter.embeddedWallet()`).
 */
const frameUserSchema = z.looseObject({
  email: z.optional(z.nullable(z.string())),
  address: z.string(),
  chainId,
  accounts: z.optional(z.array(z.object({ address: z.string(), type: accountType }))),
  userName: z.optional(z.nullable(z.string())),
  preferredAccountType: z.optional(accountType),
  /** Whether the smart account has its code on the chain (a smart account only). */
  smartAccountDeployed: z.optional(z.boolean()),
})
export type FrameUser = z.infer<typeof frameUserSchema>

/** A session update: the user plus whether the smart account is deployed. */
export const sessionUpdateSchema = z.looseObject({ ...frameUserSchema.shape, smartAccountDeployed: z.optional(z.boolean()) })

const empty = z.object({})

const otp = z.object({ otp: z.string() })

/** Every action the app may ask of the frame, with its request payload (the frame checks it). */
export const FRAME_REQUESTS = {
  CONNECT_EMAIL: z.object({ email: z.string() }),
  CONNECT_DEVICE: empty,
  CONNECT_OTP: otp,
  GET_USER: z.object({ chainId: z.optional(chainId), preferredAccountType: z.optional(accountType) }),
  /** Where a redirect login with `provider` starts (a social provider of SPEC.md §3): the frame keeps its PKCE verifier. */
  /**
   * `returnTo`: the page to come back to when the login cannot use a window of its own (inside Telegram): the
   * provider's answer then returns to that page, of the app's own origin, instead of to a window's opener.
   */
  GET_SOCIAL_REDIRECT_URI: z.object({ provider: z.string(), returnTo: z.optional(z.string()) }),
  /** The URL the provider sent the person back to (the callback page's result): the frame redeems it and signs in. */
  CONNECT_SOCIAL: z.object({ uri: z.string(), preferredAccountType: z.optional(accountType), chainId: z.optional(chainId) }),
  /** Opens a Farcaster sign-in channel on the relay: its `url` is what the Farcaster app opens (a QR code, a link). */
  GET_FARCASTER_URI: empty,
  /** The frame waits for the Farcaster app's answer on the channel, has it verified and signs in. */
  CONNECT_FARCASTER: empty,
  /** The frame starts over: the login it was waiting for (a Farcaster channel, a redirect, an email) is dropped. */
  RELOAD: empty,
  IS_CONNECTED: empty,
  GET_CHAIN_ID: empty,
  SWITCH_NETWORK: z.object({ chainId }),
  /** The account type the person prefers on eip155 (SPEC.md §4 preferred account type change). */
  SET_PREFERRED_ACCOUNT: z.object({ type: accountType }),
  /** The networks with smart accounts (SPEC.md §3 smart account networks). */
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: empty,
  SIGN_OUT: empty,
  UPDATE_EMAIL: z.object({ email: z.string() }),
  UPDATE_EMAIL_PRIMARY_OTP: otp,
  UPDATE_EMAIL_SECONDARY_OTP: otp,
  SYNC_DAPP_DATA: z.object({
    projectId: z.string(),
    sdkVersion: z.string(),
    sdkType: z.optional(z.string()),
    metadata: z.optional(z.object({ name: z.string(), url: z.optional(z.string()) })),
  }),
  /** The modal's theme, so the approval inside the frame looks like the card around it (SPEC.md §3 theme sync). */
  SYNC_THEME: z.object({
    themeMode: z.optional(z.enum(['light', 'dark'])),
    themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    w3mThemeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
  /**
   * The modal's locale (a code such as `'de'` or `'pt-BR'`, or `'auto'` for the visitor's languages), so the frame
   * speaks the modal's language; the frame checks its shape (`LOCALE_TAG`, frameLocale.ts) and uses it only to pick
   * one of its catalogues.
   */
  SYNC_LOCALE: z.object({ locale: z.string() }),
  /** Ends the approval the frame shows: the kit no longer waits for its answer (AppKit's `RPC_ABORT`). */
  RPC_ABORT: empty,
  /** Whether a passkey seals the account's recovery share (Portico's secure site only; README "The embedded wallet's account"). */
  PASSKEY_STATUS: empty,
  /** Shows the frame's passkey panel: the person makes a passkey there, and it seals the recovery share. */
  PASSKEY_PROTECT: empty,
  /** Shows the frame's passkey panel on a new device whose login answered `passkey: 'required'`: the passkey opens the account. */
  PASSKEY_UNLOCK: empty,
  RPC_REQUEST: z.object({
    method: z.string(),
    params: z.optional(z.unknown()),
    chainId: z.optional(chainId),
    /** The network's RPC, where a family whose requests name their network sends (Solana's `signAndSendTransaction`). */
    rpcUrl: z.optional(z.string()),
  }),
} as const

/** Each action's success reply payload (the app checks it). */
export const FRAME_REPLIES = {
  CONNECT_EMAIL: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']) }),
  CONNECT_DEVICE: z.object({ action: z.enum(['VERIFY_OTP']) }),
  /** `passkey: 'required'`: the account opens on this device only with the person's passkey (`PASSKEY_UNLOCK`). */
  CONNECT_OTP: z.object({ passkey: z.optional(z.literal('required')) }),
  GET_USER: frameUserSchema,
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: z.string() }),
  /** The provider's name for the person (SPEC.md §3 social username); `passkey` as for CONNECT_OTP. */
  CONNECT_SOCIAL: z.object({ userName: z.optional(z.nullable(z.string())), passkey: z.optional(z.literal('required')) }),
  GET_FARCASTER_URI: z.object({ url: z.string() }),
  /** The Farcaster username (SPEC.md §3 social username); `passkey` as for CONNECT_OTP. */
  CONNECT_FARCASTER: z.object({ userName: z.optional(z.nullable(z.string())), passkey: z.optional(z.literal('required')) }),
  RELOAD: empty,
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.object({ chainId }),
  SWITCH_NETWORK: z.object({ chainId }),
  SET_PREFERRED_ACCOUNT: z.object({ type: accountType, address: z.string() }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
  SIGN_OUT: empty,
  UPDATE_EMAIL: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP']) }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ action: z.enum(['VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ newEmail: z.string() }),
  SYNC_DAPP_DATA: empty,
  SYNC_THEME: empty,
  SYNC_LOCALE: empty,
  RPC_ABORT: empty,
  PASSKEY_STATUS: z.object({ protected: z.boolean() }),
  PASSKEY_PROTECT: z.object({ protected: z.literal(true) }),
  PASSKEY_UNLOCK: empty,
  RPC_REQUEST: z.object({ result: z.unknown() }),
} as const satisfies Record<keyof typeof FRAME_REQUESTS, z.ZodMiniType>

export type FrameAction = keyof typeof FRAME_REQUESTS
export type FrameRequest<action extends FrameAction> = z.infer<(typeof FRAME_REQUESTS)[action]>
export type FrameReply<action extends FrameAction> = z.infer<(typeof FRAME_REPLIES)[action]>

/** The envelope of every message (SPEC.md §3): an id (replies carry the request's), a type and a payload. */
export const envelopeSchema = z.object({ id: z.optional(z.string()), type: z.string(), payload: z.optional(z.unknown()) })


/** An error reply's payload: the frame's message, if any, and its code where the kit has its own words for it. */
export const errorPayloadSchema = z.object({ message: z.optional(z.string()), code: z.optional(z.string()) })

/**
 * Reads an app-to-frame message: the action and its checked payload, or undefined for anything else.
 *
 * @example
 * parseAppMessage({ id: 'x', type: '@w3m-app/CONNECT_OTP', payload: { otp: '123456' } })
 * // { id: 'x', action: 'CONNECT_OTP', payload: { otp: '123456' } }
 */
export function parseAppMessage(data: unknown): { id: string; action: FrameAction; payload: unknown } | undefined {
  const envelope = envelopeSchema.safeParse(data)
  if (!envelope.success || !envelope.data.id || !envelope.data.type.startsWith(APP_PREFIX)) return undefined
  const action = envelope.data.type.slice(APP_PREFIX.length)
  if (!Object.hasOwn(FRAME_REQUESTS, action)) return undefined
  const payload = FRAME_REQUESTS[action as FrameAction].safeParse(envelope.data.payload ?? {})
  return payload.success ? { id: envelope.data.id, action: action as FrameAction, payload: payload.data } : undefined
}

/** The frame's reply types for an action. */
export const replyType = (action: FrameAction, outcome: 'SUCCESS' | 'ERROR') => `${FRAME_PREFIX}${action}_${outcome}`
export const FRAME_READY = `${FRAME_PREFIX}READY`
export const FRAME_SESSION_UPDATE = `${FRAME_PREFIX}SESSION_UPDATE`


/**
 * What the secure site's redirect callback page (a login window's last page, on the secure site's origin) posts
 * to the page that opened the window: the URL the provider sent the person back to, for the frame
 * (`CONNECT_SOCIAL`). It holds a one-time code that only the frame, with its PKCE verifier, can redeem.
 */
export const REDIRECT_RESULT = `${FRAME_PREFIX}REDIRECT_RESULT`

/** The result URI of a redirect callback page's message, or undefined for anything else. */
export function redirectResultOf(data: unknown): string | undefined {
  const { type, resultUri }: { type?: unknown; resultUri?: unknown } = (typeof data === 'object' && data) || {}
  return type === REDIRECT_RESULT && typeof resultUri === 'string' ? resultUri : undefined
}

/**
 * The `state` of a redirect login: a random part and the page's origin (base64url), so the callback page knows
 * where to post the result; for a login that leaves the page (`returnTo`), the page's address as a third part.
 *
 * @example
 * originOfState(redirectState('http://127.0.0.1:5173', 'r4nd0m')) // 'http://127.0.0.1:5173'
 * returnOfState(redirectState('http://127.0.0.1:5173', 'r4nd0m', 'http://127.0.0.1:5173/app?x=1')) // 'http://127.0.0.1:5173/app?x=1'
 */
export function redirectState(origin: string, random: string, returnTo?: string): string {
  return [random, origin, ...(returnTo === undefined ? [] : [returnTo])].map((part, i) => (i ? encodePart(part) : part)).join('.')
}

export function originOfState(state: string): string | undefined {
  const origin = decodePart(state.split('.')[1])
  return origin !== undefined && URL.canParse(origin) && new URL(origin).origin === origin ? origin : undefined
}

/** The page a login that left it returns to: an http(s) address of the state's own origin, else undefined. */
export function returnOfState(state: string): string | undefined {
  const returnTo = decodePart(state.split('.')[2])
  const origin = originOfState(state)
  return returnTo !== undefined && origin !== undefined && URL.canParse(returnTo) && new URL(returnTo).origin === origin ? returnTo : undefined
}

const encodePart = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

function decodePart(encoded: string | undefined): string | undefined {
  if (!encoded) return undefined
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(encoded.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)))
  } catch {
    return undefined
  }
}
