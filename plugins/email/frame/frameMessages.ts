import * as z from 'zod/mini'

// The embedded wallet's frame protocol (SPEC.md §3 frame message shapes, §7): what the app posts to the secure
// site's frame and what the frame answers. Both sides import this file (the plugin and `secure-site/`) and check
// every message they receive against it; anything else is ignored.

/** Prefix of the messages the app posts. */
export const APP_PREFIX = '@w3m-app/'
/** Prefix of the messages the frame posts. */
export const FRAME_PREFIX = '@w3m-frame/'

const accountType = z.enum(['eoa', 'smartAccount'])
const chainId = z.union([z.string(), z.number()])

/** The embedded wallet's user (SPEC.md §3). */
const frameUserSchema = z.object({
  email: z.optional(z.nullable(z.string())),
  address: z.string(),
  chainId,
  accounts: z.optional(z.array(z.object({ address: z.string(), type: accountType }))),
  userName: z.optional(z.nullable(z.string())),
  preferredAccountType: z.optional(accountType),
})
export type FrameUser = z.infer<typeof frameUserSchema>

/** A session update: the user plus whether the smart account is deployed. */
export const sessionUpdateSchema = z.extend(frameUserSchema, { smartAccountDeployed: z.optional(z.boolean()) })

const empty = z.object({})
const otp = z.object({ otp: z.string() })

/** Every action the app may ask of the frame: its request payload and its success reply payload. */
export const FRAME_ACTIONS = {
  CONNECT_EMAIL: { request: z.object({ email: z.string() }), reply: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']) }) },
  CONNECT_DEVICE: { request: empty, reply: z.object({ action: z.literal('VERIFY_OTP') }) },
  CONNECT_OTP: { request: otp, reply: empty },
  GET_USER: {
    request: z.object({ chainId: z.optional(chainId), preferredAccountType: z.optional(accountType) }),
    reply: frameUserSchema,
  },
  IS_CONNECTED: { request: empty, reply: z.object({ isConnected: z.boolean() }) },
  GET_CHAIN_ID: { request: empty, reply: z.object({ chainId }) },
  SWITCH_NETWORK: { request: z.object({ chainId }), reply: z.object({ chainId }) },
  SIGN_OUT: { request: empty, reply: empty },
  UPDATE_EMAIL: { request: z.object({ email: z.string() }), reply: z.object({ action: z.literal('VERIFY_PRIMARY_OTP') }) },
  UPDATE_EMAIL_PRIMARY_OTP: { request: otp, reply: z.object({ action: z.literal('VERIFY_SECONDARY_OTP') }) },
  UPDATE_EMAIL_SECONDARY_OTP: { request: otp, reply: z.object({ newEmail: z.string() }) },
  SYNC_DAPP_DATA: {
    request: z.object({
      projectId: z.string(),
      sdkVersion: z.string(),
      sdkType: z.optional(z.string()),
      metadata: z.optional(z.object({ name: z.string(), url: z.optional(z.string()) })),
    }),
    reply: empty,
  },
  RPC_REQUEST: {
    request: z.object({ method: z.string(), params: z.optional(z.unknown()), chainId: z.optional(chainId) }),
    reply: z.object({ result: z.unknown() }),
  },
} as const

export type FrameAction = keyof typeof FRAME_ACTIONS
export type FrameRequest<action extends FrameAction> = z.infer<(typeof FRAME_ACTIONS)[action]['request']>
export type FrameReply<action extends FrameAction> = z.infer<(typeof FRAME_ACTIONS)[action]['reply']>

/** The envelope of every message (SPEC.md §3): an id (replies carry the request's), a type and a payload. */
export const envelopeSchema = z.object({ id: z.optional(z.string()), type: z.string(), payload: z.optional(z.unknown()) })


/** An error reply's payload: the frame's message, if any. */
export const errorPayloadSchema = z.object({ message: z.optional(z.string()) })

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
  if (!Object.hasOwn(FRAME_ACTIONS, action)) return undefined
  const payload = FRAME_ACTIONS[action as FrameAction].request.safeParse(envelope.data.payload ?? {})
  return payload.success ? { id: envelope.data.id, action: action as FrameAction, payload: payload.data } : undefined
}

/** The frame's reply types for an action. */
export const replyType = (action: FrameAction, outcome: 'SUCCESS' | 'ERROR') => `${FRAME_PREFIX}${action}_${outcome}`
export const FRAME_READY = `${FRAME_PREFIX}READY`
export const FRAME_SESSION_UPDATE = `${FRAME_PREFIX}SESSION_UPDATE`
