import type { BuiltinPlugin } from '../kernel/plugins/createPluginHost.js'
import type { ViewName } from '../kernel/types/registries.js'

/** The views of each built-in plugin: the modal asks which views can show before any plugin is fetched. */
const BUILTIN_PLUGIN_VIEWS: Readonly<Record<string, readonly ViewName[]>> = {
  activity: ['AccountActivity'],
  analytics: [],
  onramp: ['OnRampProviders', 'OnRampTokenSelect', 'OnRampFiatSelect', 'BuyInProgress'],
  receive: ['WalletReceive'],
  send: ['WalletSend', 'WalletSendPreview'],
  siwx: ['SIWXSignMessage'],
  walletconnect: ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'],
}

/**
 * The built-in feature plugins (part of the `portico` entry, the composition root: the kernel itself imports no
 * plugin), by the id `builtinPluginIds` gives each enabled feature. Each is fetched with `import()` only when its
 * feature is on and the kit first needs it; the loaders themselves are a chunk (`builtinPluginModules.ts`).
 */
export const BUILTIN_PLUGINS: Readonly<Record<string, BuiltinPlugin>> = Object.fromEntries(
  Object.entries(BUILTIN_PLUGIN_VIEWS).map(([id, views]) => [
    id,
    { views, load: () => import('./builtinPluginModules.js').then((modules) => modules.BUILTIN_PLUGIN_MODULES[id]!()) },
  ]),
)
