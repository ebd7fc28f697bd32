import { definePlugin, type PluginContext } from 'portico'
import { subscribe } from 'valtio/vanilla'

declare module 'portico' {
  interface PluginMap {
    names: { state: NamesState; api: NamesController }
  }
  interface ViewDataMap {
    /** Choosing and registering the account's name (SPEC.md §2, §4). */
    RegisterAccountName: undefined
    /** The name just registered. */
    RegisterAccountNameSuccess: { name: string }
  }
}

/** What the registration form keeps while the wallet asks and after a failure (SPEC.md §4: the input stays). */
export interface NamesState {
  /** The name typed, without its zone. */
  input: string
  /** What stopped the last registration (SPEC.md §8), shown under the field. */
  error?: string | undefined
  /** A registration is under way. */
  busy: boolean
}

export interface NamesController {
  /**
   * Registers `label` for the connected embedded-wallet account (SPEC.md §4): on success the profile name is set
   * and RegisterAccountNameSuccess shows; on failure RegisterAccountName shows again with its input and the error.
   */
  register(label: string): Promise<void>
}

/**
 * SPEC.md §6: names for an account of the embedded wallet with an address, on a chain family whose profile names
 * list addresses by coin type (its package's `nameCoinTypes`; SPEC.md §9: eip155).
 */
function applies(kernel: PluginContext<'names'>): boolean {
  const account = kernel.account.get()
  return Boolean(account?.address && account.embeddedWalletInfo) && kernel.chain().has('nameCoinTypes')
}

/**
 * Account names (SPEC.md §2 RegisterAccountName, RegisterAccountNameSuccess; §4, §5, §8), with the email login:
 * an Account action, shown for an embedded-wallet account on a chain family with profile names (eip155), opens
 * the form. The name's rule shows as the
 * person types; suggestions and availability come from the profile API; the registration message is signed by
 * the account (approved in the wallet) and registered with `POST /v1/profile/account`.
 *
 * @example
 * createAppKit({ ..., features: { email: true } }) // the built-in plugin comes with the email login
 */
export default definePlugin({
  id: 'names',
  // No `namespaces`: the family's package says whether its names have coin types (`nameCoinTypes`).
  strings: { en: () => import('./strings/en.js'), load: async (locale) => (await import('./locales.js')).default(locale) },
  views: {
    RegisterAccountName: () => import('./views/RegisterAccountNameView.js'),
    RegisterAccountNameSuccess: () => import('./views/RegisterAccountNameSuccessView.js'),
  },
  state: (): NamesState => ({ input: '', busy: false }),
  setup(kernel) {
    let removeAction: (() => void) | undefined
    const sync = () => {
      const on = applies(kernel)
      if (on && !removeAction) removeAction = kernel.registerAccountAction({ id: 'name', label: 'names.action', view: 'RegisterAccountName' })
      if (!on && removeAction) {
        removeAction()
        removeAction = undefined
      }
    }
    sync()
    const off = subscribe(kernel.kit.chain, sync)
    const { state } = kernel
    const controller: NamesController = {
      async register(label) {
        Object.assign(state, { input: label, error: undefined, busy: true })
        try {
          const { registerName } = await import('./registration.js')
          const name = await registerName(kernel, label)
          Object.assign(state, { input: '', busy: false })
          kernel.router.replace('RegisterAccountNameSuccess', { name })
        } catch (error) {
          const message = error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : String(error)
          Object.assign(state, { error: message, busy: false })
          // SPEC.md §4: a failure returns to the form, its input kept.
          if (kernel.kit.modal.open && kernel.kit.router.view !== 'RegisterAccountName') kernel.router.replace('RegisterAccountName')
        }
      },
    }
    return {
      api: controller,
      teardown() {
        off()
        removeAction?.()
      },
    }
  },
})
