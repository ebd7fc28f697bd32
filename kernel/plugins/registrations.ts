import type { ChainCapabilityName } from '../connection/adapter.js'
import type { ConnectMethod, ConnectorTypeOrderItem, SocialProvider } from '../features/types.js'
import type { ViewName } from '../types/registries.js'

/**
 * What a plugin adds to the core views through its context (`registerAccountAction`, `registerAccountTab`,
 * `registerWalletFeature`, `registerConnectMethod`): a label (a key of the plugin's strings, or of the modal's
 * own; shown in the modal's locale) and the plugin's view it opens, opened without data.
 */
interface Registration {
  /** Unique within the plugin. */
  id: string
  /** The text shown: a key of the plugin's strings or of the modal's own, or the text itself. */
  label: string
  /** The view it opens (one of the plugin's, without data). */
  view: ViewName
  /**
   * The chain capabilities its view works with (DESIGN.md Chains): it shows only while the active chain family's
   * package offers each of them, so a person is never offered what ends in 'Unsupported chain'.
   */
  needs?: readonly ChainCapabilityName[] | undefined
}

/** A button of the Account view's actions, after the wallet features. */
export type AccountAction = Registration

/**
 * A tab of the Account view (SPEC.md §2 tabs Tokens, NFTs, Activity): a plugin whose `id` is one of those
 * (`'NFTs'`, `'Activity'`) fills that tab with its view; another id adds a tab after them, labelled `label`.
 */
export type AccountTabRegistration = Registration

/**
 * A wallet-feature button of the Account view (SPEC.md §2). An `id` that names a wallet feature (`onramp`,
 * `swaps`, `receive`, `send`) takes that feature's place in `walletFeaturesOrder` and shows only while the
 * feature is on (SPEC.md §6 remote flags); another id comes after them, in the order registered.
 */
export type WalletFeatureRegistration = Registration

/** An icon of the modal's own for a Connect row: a QR code, or a grid of wallets. */
export type ConnectRowIcon = 'qr' | 'wallets'

/**
 * A row of the Connect view that opens the plugin's view. `method` is the place it takes in the connect method
 * order (SPEC.md §2: email, social, wallet; wallet first when a browser wallet is visible): after what that
 * method already shows; `email` and `social` rows show only while their feature is on (SPEC.md §6), and a
 * `social` row naming its `provider` only while that provider is (Telegram's filter of SPEC.md §5 applies).
 */
export interface ConnectMethodRegistration extends Registration {
  method: ConnectMethod
  provider?: SocialProvider | undefined
  /**
   * A `wallet` row's place inside the wallet list: the section of the connector type order it belongs to (SPEC.md
   * §6 `connectorTypeOrder`, e.g. `'walletConnect'`). Without it the row comes after the list.
   */
  section?: ConnectorTypeOrderItem | undefined
  /** The row's icon, one of the modal's; without it, the label's first letter. */
  icon?: ConnectRowIcon | undefined
  /**
   * The view shows in place, as part of Connect (an email field), instead of a row that opens it; Connect keeps
   * its space until its code is in, so nothing under it moves.
   */
  inline?: boolean | undefined
  /**
   * The view also connects a directory wallet that has no connector here (a QR code, a deep link): Connect and All
   * Wallets open it with `{ wallet }` when such a wallet is picked. The first registration that says so counts.
   */
  connectsWallets?: boolean | undefined
  /**
   * With `connectsWallets`: where `open()` starts on a desktop when the kit has no chain adapter and no address,
   * or with `manualWCControl` (SPEC.md §2; All Wallets on a phone).
   */
  startView?: ViewName | undefined
}

/** Registrations by kind, each entry with the id of the plugin that made it. */
export interface RegistrationsState {
  accountActions: (AccountAction & { pluginId: string })[]
  accountTabs: (AccountTabRegistration & { pluginId: string })[]
  walletFeatures: (WalletFeatureRegistration & { pluginId: string })[]
  connectMethods: (ConnectMethodRegistration & { pluginId: string })[]
}

export type RegistrationKind = keyof RegistrationsState

/**
 * What a built-in plugin will register once set up, listed in the built-in registry so the core views keep its
 * place (a button, a tab) before its chunk is fetched, as they do for its views.
 */
export type AnnouncedRegistrations = { [kind in RegistrationKind]?: readonly Omit<RegistrationsState[kind][number], 'pluginId'>[] }

/**
 * The registrations of one kind: those made, in the order made, then those the enabled built-in plugins will make
 * (`announced`) and have not made yet, so their place is kept before their plugin loads.
 *
 * @example
 * listRegistrations(store.registrations, loader.announced, 'connectMethods')
 */
export function listRegistrations<kind extends RegistrationKind>(
  registrations: RegistrationsState,
  announced: (kind: kind) => RegistrationsState[kind],
  kind: kind,
): RegistrationsState[kind] {
  const registered = registrations[kind] as { id: string; pluginId: string }[]
  const has = (entry: { id: string; pluginId: string }) => registered.some((r) => r.pluginId === entry.pluginId && r.id === entry.id)
  return [...registered, ...(announced(kind) as typeof registered).filter((entry) => !has(entry))] as never
}
