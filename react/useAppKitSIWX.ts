import { subscribe } from 'valtio/vanilla'
import { BaseError } from '../kernel/errors/BaseError.js'
import type { AppKit } from '../kernel/createInstance.js'
import { getKernelApi } from '../kernel/internals.js'
import type { SIWXConfig } from '../kernel/types/siwx.js'
import { useKitValue } from './useKitValue.js'

/** What the sign-in plugin gives the kit (plugins/siwx): its configuration, state and flow. */
interface SiwxPlugin {
  api?: { config: SIWXConfig; requestSignIn(): Promise<void>; signOut(): Promise<void> } | undefined
  state?: { status?: string } | undefined
}

const siwxOf = (kit: AppKit) => getKernelApi(kit).state.plugins['siwx'] as SiwxPlugin | undefined
const watch = (kit: AppKit, onChange: () => void) => subscribe(getKernelApi(kit).state.plugins, onChange)
const same = (a: unknown, b: unknown) => a === b

/** SPEC.md §8 'SIWX is not enabled': a sign-in call on a kit without the `siwx` or `siweConfig` option. */
function siwxNotEnabled(): BaseError {
  const error = new BaseError('SIWX is not enabled')
  error.name = 'SiwxNotEnabledError'
  return error
}

/**
 * The sign-in configuration the kit uses (Reown AppKit's `useAppKitSIWX`): the `siwx` option's, the ready-made
 * one its settings chose, or the `siweConfig` bridge; undefined without sign-in and until the plugin is set up.
 *
 * @example
 * const siwx = useAppKitSIWX()
 * const sessions = await siwx?.getSessions('eip155:1', address)
 */
export function useAppKitSIWX<config extends SIWXConfig = SIWXConfig>(): config | undefined {
  return useKitValue(watch, (kit) => siwxOf(kit)?.api?.config as config | undefined, undefined, 'siwx', same)
}

/** Where sign-in stands for the active account, and the helpers to change it. */
export interface UseAppKitSIWXSessionReturnType {
  /** `disabled` without sign-in; else `idle` (no account), `checking`, `signedOut`, `signing` or `signedIn`. */
  status: string
  /** Shows the sign view for the active account ('SIWX is not enabled', 'No ActiveCaipAddress found'). */
  signIn(): Promise<void>
  /** Ends the active account's session; the sign view asks again. */
  signOut(): Promise<void>
}

/**
 * The active account's sign-in status, with `signIn()` and `signOut()`.
 *
 * @example
 * const { status, signOut } = useAppKitSIWXSession()
 * if (status === 'signedIn') return <button onClick={() => void signOut()}>Sign out</button>
 */
export function useAppKitSIWXSession(): UseAppKitSIWXSessionReturnType {
  const status = useKitValue(watch, (kit) => (siwxOf(kit)?.api ? (siwxOf(kit)?.state?.status ?? 'idle') : 'disabled'), 'disabled', 'siwx')
  const run = useKitValue(
    watch,
    (kit) => siwxOf(kit)?.api,
    undefined,
    'siwx-api',
    same,
  )
  return {
    status,
    signIn: () => (run ? run.requestSignIn() : Promise.reject(siwxNotEnabled())),
    signOut: () => (run ? run.signOut() : Promise.reject(siwxNotEnabled())),
  }
}
