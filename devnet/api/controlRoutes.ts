import * as z from 'zod'
import { clearEvents, type ImageKind } from '../store.js'
import type { ApiState } from './apiState.js'
import { sendImage } from './directoryRoutes.js'
import { authSettingsSchema } from './authRoutes.js'
import { FAULT_TARGETS, faultsSchema } from './faults.js'
import { HttpError, readJson, sendJson, type Route } from './http.js'
import { defaultProjectConfig, projectConfigSchema } from './projectConfig.js'

const IMAGE_KINDS = ['wallet', 'asset', 'currency', 'token', 'avatar'] as const satisfies readonly ImageKind[]

/**
 * Test controls under `/__devnet` (fault switches, project config, reset, info) and the public image URLs under
 * `/assets/{kind}/{id}` that token `iconUrl`s and identity avatars point at. No `projectId` needed.
 */
export function controlRoutes(state: ApiState): Route[] {
  return [
    { method: 'GET', path: /^\/__devnet\/?$/, handle: ({ res }) => sendJson(res, 200, state.info()) },
    { method: 'GET', path: /^\/__devnet\/info$/, handle: ({ res }) => sendJson(res, 200, state.info()) },
    {
      method: 'GET',
      path: /^\/__devnet\/faults$/,
      handle: ({ res }) => sendJson(res, 200, { faults: state.faults.list(), targets: FAULT_TARGETS }),
    },
    {
      method: 'POST',
      path: /^\/__devnet\/faults$/,
      async handle({ req, res }) {
        const faults = parse(faultsSchema, await readJson(req))
        state.faults.set(faults)
        sendJson(res, 200, { faults: state.faults.list() })
      },
    },
    { method: 'GET', path: /^\/__devnet\/project$/, handle: ({ res }) => sendJson(res, 200, state.project) },
    {
      method: 'POST',
      path: /^\/__devnet\/project$/,
      async handle({ req, res }) {
        const changes = parse(projectConfigSchema.partial(), await readJson(req))
        const defined = Object.entries(changes).filter(([, value]) => value !== undefined)
        state.project = { ...state.project, ...Object.fromEntries(defined) }
        sendJson(res, 200, state.project)
      },
    },
    {
      // The relay cuts every WalletConnect socket; clients reconnect and resubscribe.
      method: 'POST',
      path: /^\/__devnet\/relay\/drop$/,
      handle({ res }) {
        if (!state.relay) return sendJson(res, 404, { error: 'no relay' })
        state.relay.dropAllSockets()
        sendJson(res, 200, { ok: true })
      },
    },
    {
      method: 'POST',
      path: /^\/__devnet\/reset$/,
      handle({ res }) {
        state.faults.set({})
        state.project = defaultProjectConfig()
        clearEvents(state.db)
        sendJson(res, 200, { ok: true })
      },
    },
    {
      // The embedded wallet's auth server: code and session lifetimes, attempt limit.
      method: 'POST',
      path: /^\/__devnet\/auth$/,
      async handle({ req, res }) {
        const changes = parse(authSettingsSchema, await readJson(req))
        const defined = Object.entries(changes).filter(([, value]) => value !== undefined)
        Object.assign(state.auth, Object.fromEntries(defined))
        const { secret: _secret, ticketKeys: _keys, ...settings } = state.auth
        sendJson(res, 200, settings)
      },
    },
    {
      // The embedded wallet's recovery service down (connections refused) or up again, its shares kept.
      method: 'POST',
      path: /^\/__devnet\/recovery$/,
      async handle({ req, res }) {
        const { running } = parse(z.strictObject({ running: z.boolean() }), await readJson(req))
        if (!state.recovery) throw new HttpError(404, 'No recovery service')
        await (running ? state.recovery.resume() : state.recovery.pause())
        sendJson(res, 200, { running })
      },
    },
    {
      method: 'GET',
      path: new RegExp(`^/assets/(?<kind>${IMAGE_KINDS.join('|')})/(?<id>[^/]+)$`),
      handle: ({ res, params }) => sendImage(state, res, params.kind as ImageKind, params.id ?? ''),
    },
  ]
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value)
  if (!result.success) throw new HttpError(400, z.prettifyError(result.error))
  return result.data
}
