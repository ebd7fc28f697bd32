import type { Plugin } from '../kernel/plugins/definePlugin.js'

/**
 * How each built-in plugin's code is fetched. This module is itself a chunk, fetched with the first plugin the kit
 * needs, so the loaders of every plugin stay out of the code a host loads before open (`builtinPlugins.ts` keeps
 * only the view names there).
 */
export const BUILTIN_PLUGIN_MODULES: Readonly<Record<string, () => Promise<{ default: Plugin }>>> = {
  activity: () => import('../plugins/activity/index.js'),
  analytics: () => import('../plugins/analytics/index.js'),
  onramp: () => import('../plugins/onramp/index.js'),
  receive: () => import('../plugins/receive/index.js'),
  send: () => import('../plugins/send/index.js'),
  siwx: () => import('../plugins/siwx/index.js'),
  walletconnect: () => import('../plugins/walletconnect/index.js'),
}
