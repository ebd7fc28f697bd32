import { definePlugin } from 'portico'
import { createSiwxFlow, initialSiwxState, type SiwxFlow, type SiwxState } from './createSiwxFlow.js'
import { resolveSiwxConfig } from './resolveSiwxConfig.js'

export type { SiwxFlow, SiwxState, SiwxStatus } from './createSiwxFlow.js'

declare module 'portico' {
  interface PluginMap {
    siwx: { state: SiwxState; api: SiwxFlow }
  }
  interface ViewDataMap {
    /** Signing the sign-in message after a connection (SPEC.md §2, §4). */
    SIWXSignMessage: undefined
  }
  interface EventMap {
    SIWX_AUTH_SUCCESS: Record<string, unknown>
    SIWX_AUTH_ERROR: Record<string, unknown>
    CLICK_CANCEL_SIWX: Record<string, unknown>
  }
}

/**
 * The sign-in plugin (SPEC.md §4; loaded only with the `siwx` or `siweConfig` option): after a connection, an
 * account without a session signs a message (EIP-4361 on eip155, CAIP-122 elsewhere) in the SIWXSignMessage view;
 * the configuration (Reown AppKit's `SIWXConfig`, or a ready-made one) keeps and checks the sessions.
 *
 * @example
 * createAppKit({ ..., siwx: { required: true } }) // the default configuration: sessions in the browser
 */
export default definePlugin({
  id: 'siwx',
  strings: { en: () => import('./strings/en.js'), load: async (locale) => (await import('./locales.js')).default(locale) },
  views: {
    SIWXSignMessage: () => import('./views/SIWXSignMessageView.js'),
  },
  state: initialSiwxState,
  setup(context) {
    const config = resolveSiwxConfig(context)
    if (!config) return
    const flow = createSiwxFlow({ context, config })
    return { api: flow, teardown: () => flow.destroy() }
  },
})
