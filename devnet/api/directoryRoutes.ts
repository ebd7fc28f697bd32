import { getImage, type ImageKind } from '../store.js'
import { findWallets, getWallet } from '../wallets.js'
import type { ApiState } from './apiState.js'
import { queryInt, queryList, sendBody, sendError, sendJson, type Route, type RouteContext } from './http.js'

/** Largest page GET /getWallets serves. */
const MAX_ENTRIES = 1000

/**
 * The wallet directory and config API under `/directory` (SPEC.md §7): remote config, allowed origins, wallets,
 * images and the analytics switch. Every call needs the `projectId` query parameter.
 */
export function directoryRoutes(state: ApiState): Route[] {
  const image = (kind: ImageKind, segment: string): Route => ({
    method: 'GET',
    path: new RegExp(`^/directory/${segment}/(?<id>[^/]+)$`),
    fault: 'images',
    needsProjectId: true,
    handle: ({ res, params }) => sendImage(state, res, kind, params.id ?? ''),
  })

  return [
    {
      method: 'GET',
      path: /^\/directory\/appkit\/v1\/config$/,
      fault: 'config',
      needsProjectId: true,
      handle: ({ res }) => sendJson(res, 200, { features: state.project.features }),
    },
    {
      method: 'GET',
      path: /^\/directory\/projects\/v1\/origins$/,
      fault: 'origins',
      needsProjectId: true,
      handle: ({ res }) => sendJson(res, 200, { allowedOrigins: state.project.allowedOrigins }),
    },
    {
      method: 'GET',
      path: /^\/directory\/getWallets$/,
      fault: 'directory',
      needsProjectId: true,
      handle({ res, url, fault }: RouteContext) {
        const page = queryInt(url, 'page', 1)
        const found = findWallets(state.db, {
          page,
          entries: queryInt(url, 'entries', 40, { max: MAX_ENTRIES }),
          include: queryList(url, 'include'),
          exclude: queryList(url, 'exclude'),
          search: url.searchParams.get('search') ?? undefined,
          badge_type: url.searchParams.get('badge_type') ?? undefined,
          chains: queryList(url, 'chains'),
        })
        // A directory that answers more than it was asked: made-up wallets after the real ones, new ones on
        // every page.
        const extra = Array.from({ length: fault?.extraEntries ?? 0 }, (_, i) => ({
          id: `extra-${page}-${i}`,
          name: `Extra Wallet ${page}-${i}`,
          image_id: `extra-${page}-${i}`,
          image_url: null,
          rdns: null,
          chains: ['eip155:1'],
          mobile_link: null,
          desktop_link: null,
          webapp_link: null,
        }))
        sendJson(res, 200, { count: found.count, data: [...found.data, ...extra] })
      },
    },
    image('wallet', 'getWalletImage'),
    image('asset', 'public/getAssetImage'),
    image('currency', 'public/getCurrencyImage'),
    image('token', 'public/getTokenImage'),
    {
      method: 'GET',
      path: /^\/directory\/getAnalyticsConfig$/,
      fault: 'analyticsConfig',
      needsProjectId: true,
      handle: ({ res }) => sendJson(res, 200, { isAnalyticsEnabled: state.project.isAnalyticsEnabled }),
    },
  ]
}

/** Sends a stored image; a wallet image is also found by its wallet's id. 404 when there is none. */
export function sendImage(state: ApiState, res: RouteContext['res'], kind: ImageKind, id: string): void {
  const found =
    getImage(state.db, kind, id) ??
    (kind === 'wallet' ? getImage(state.db, kind, getWallet(state.db, id)?.image_id ?? '') : undefined)
  if (!found) return sendError(res, 404, `No ${kind} image ${id}`)
  sendBody(res, 200, found.contentType, found.data)
}
