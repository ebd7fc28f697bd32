import type { ErrorReport } from '../errors/reportError.js'
import type { Network } from './chain.js'
import type { Wallet } from './wallet.js'

/**
 * Every view the modal can show, with the data it is opened with (`undefined`: it takes none). The kernel lists
 * the views it or the modal routes to (SPEC.md §2); a plugin adds the views only it routes to by declaration
 * merging, so `router.push(view, data)` and `open({ view, data })` type-check (the `portico` entry's types bring
 * the built-in plugins' declarations to a host: `open({ view: 'Swap' })`):
 *
 * @example
 * declare module 'portico' {
 *   interface ViewDataMap {
 *     AcmeStake: { pool: string }
 *   }
 * }
 */
export interface ViewDataMap {
  Connect: undefined
  Account: undefined
  AllWallets: undefined
  Networks: undefined
  /** Connecting a registered connector; opened without a pick it connects at once. */
  ConnectingExternal: { connectorId: string; wallet?: Wallet | undefined }
  /** How to get a wallet that cannot connect here. */
  GetWallet: { wallet: Wallet }
  /** What a wallet is, for a newcomer, with wallets to get. */
  WhatIsAWallet: undefined
  SwitchNetwork: { network: Network; error?: string | undefined }
  SwitchActiveChain: { network: Network }
  /** Picking the chain family of a wallet that offers several (a MULTI_CHAIN connector, by its id). */
  ConnectingMultiChain: { connectorId: string }
  UnsupportedChain: undefined
}

/** The name of a view the kernel or a plugin declared. */
export type ViewName = keyof ViewDataMap & string

/** The data a view is opened with. */
export type ViewData<view extends ViewName> = ViewDataMap[view]

/** What follows a view's name in `push(view, …)`: its data, optional when the view may take none. */
export type ViewArgs<view extends ViewName> = undefined extends ViewDataMap[view]
  ? [data?: ViewDataMap[view]]
  : [data: ViewDataMap[view]]

/**
 * Events and their payloads (the `properties` of a `KitEvent`). Plugins add theirs by declaration merging:
 *
 * @example
 * declare module 'portico' {
 *   interface EventMap {
 *     'acme:STAKED': { pool: string; amount: string }
 *   }
 * }
 */
export interface EventMap {
  MODAL_CREATED: Record<string, never>
  MODAL_OPEN: { connected: boolean }
  MODAL_CLOSE: { connected: boolean }
  SEARCH_WALLET: { search: string }
  SWITCH_NETWORK: { network: string }
  SET_PREFERRED_ACCOUNT_TYPE: { accountType: string; network?: string | undefined }
  CONNECT_SUCCESS: { method: 'browser' | 'qrcode' | 'email' | 'social'; name: string }
  CONNECT_ERROR: { message: string }
  DISCONNECT_SUCCESS: Record<string, never>
  DISCONNECT_ERROR: { message?: string | undefined }
  /**
   * A kernel signal, not a tracked event (hosts and analytics never see it): the visitor is heading for a wallet
   * the kit has no connector for (pointer or focus on a directory wallet without an extension, All Wallets open)
   * or for a plugin's Connect row (`via`: that plugin's id), so the plugin that connects it may fetch its code.
   */
  CONNECT_INTENT: { via?: string | undefined }
  /** A kernel signal: a kit action failed (SPEC.md §8); the analytics plugin reports it, hosts never see it. */
  ERROR_REPORT: ErrorReport
}

/** The name of an event the kernel or a plugin declared. */
export type EventName = keyof EventMap & string

/** What follows an event's name in `emit(event, …)`: its payload, optional when it may be empty. */
export type EventArgs<event extends EventName> = Record<string, never> extends EventMap[event]
  ? [properties?: EventMap[event]]
  : [properties: EventMap[event]]

/**
 * Plugins by id, with the state slice each keeps in the kit's store and the API its setup gives its views. A
 * plugin declares its entry by declaration merging; `usePluginState(id)` and `usePlugin(id)` in `portico/ui` are
 * typed by it.
 *
 * @example
 * declare module 'portico' {
 *   interface PluginMap {
 *     'acme-staking': { state: { staked: string }; api: { stake(amount: string): Promise<void> } }
 *   }
 * }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PluginMap {}

/** The state slice of plugin `id`: what its `state()` returns. */
export type PluginStateOf<id extends string> = id extends keyof PluginMap
  ? PluginMap[id] extends { state: infer state extends object }
    ? state
    : Record<string, never>
  : object

/** The API plugin `id`'s setup gives its views. */
export type PluginApiOf<id extends string> = id extends keyof PluginMap
  ? PluginMap[id] extends { api: infer api }
    ? api
    : undefined
  : unknown
