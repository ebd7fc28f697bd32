import type { ChainNamespace, PluginContext, SIWXConfig, SiwxConfig } from 'portico'
import { createDefaultSiwx } from './createDefaultSiwx.js'
import { createServerSiwx } from './createServerSiwx.js'
import { isSiweClient, siweToSiwx } from './siweToSiwx.js'

const METHODS = ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions', 'getRequired'] as const

/**
 * The sign-in configuration the kit uses: the `siwx` option's methods, over the ready-made configuration its
 * settings choose (the server one with `serverUrl`, the default one otherwise); a `siweConfig` SIWE client
 * through the bridge. Undefined when neither option is set.
 */
export function resolveSiwxConfig(context: Pick<PluginContext, 'options' | 'storage' | 'env' | 'chain'>): SIWXConfig | undefined {
  const { siwx, siweConfig } = context.options
  const families = async (namespace: string) => {
    const chain = context.chain(namespace as ChainNamespace)
    return chain.has('siwx') ? chain.siwx() : undefined
  }
  if (!siwx && siweConfig && isSiweClient(siweConfig)) return siweToSiwx(siweConfig, families, context.env.now)
  const settings: SiwxConfig | undefined = (siwx as SiwxConfig | undefined) ?? (siweConfig ? { required: siweConfig.required ?? false } : undefined)
  if (!settings) return undefined
  const common = {
    storage: context.storage,
    families,
    required: settings.required,
    statement: settings.statement,
    resources: settings.resources,
    expiresIn: settings.expiresIn,
    now: context.env.now,
  }
  const readyMade = settings.serverUrl
    ? createServerSiwx({ ...common, url: settings.serverUrl })
    : createDefaultSiwx({ ...common, networks: context.options.networks, customRpcUrls: context.options.customRpcUrls })
  const config: SIWXConfig = { ...readyMade }
  for (const name of METHODS) {
    const given = settings[name]
    if (typeof given === 'function') Object.assign(config, { [name]: given.bind(settings) })
  }
  return config
}
