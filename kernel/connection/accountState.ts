import { STORAGE_KEYS } from '../constants.js'
import { ChainRequiredError } from '../errors/errors.js'
import type { Kernel } from '../kernel.js'
import { initialAccountState, initialChainState } from '../store/createStore.js'
import type { AccountState, ChainState, ConnectionStatus } from '../types/account.js'
import type { ChainNamespace } from '../types/chain.js'
import { readJson, writeJson } from '../utils/storage.js'

/** The state of one namespace, made on first use. */
export function getChainState(kernel: Kernel, namespace: ChainNamespace): ChainState {
  const { chains } = kernel.store.chain
  let chain = chains[namespace]
  if (!chain) {
    chains[namespace] = initialChainState(
      namespace,
      kernel.networks.filter((n) => n.chainNamespace === namespace),
    )
    chain = chains[namespace] as ChainState
  }
  return chain
}

/** The account of a namespace, the active one by default. */
export function getAccountState(kernel: Kernel, namespace?: ChainNamespace): AccountState | undefined {
  const ns = namespace ?? kernel.store.chain.activeNamespace
  return ns ? kernel.store.chain.chains[ns]?.accountState : undefined
}

/** The connected address of the active namespace, if any. */
export function getActiveAddress(kernel: Kernel): string | undefined {
  return getAccountState(kernel)?.address
}

/** Namespaces with a connected account. */
export function connectedNamespaces(kernel: Kernel): ChainNamespace[] {
  return Object.values(kernel.store.chain.chains)
    .filter((c) => c.accountState.status === 'connected' && c.accountState.address)
    .map((c) => c.namespace)
}

/** Updates fields of a namespace's account (SPEC.md §8: a namespace is required). */
export function setAccountProps(
  kernel: Kernel,
  namespace: ChainNamespace | undefined,
  props: Partial<AccountState>,
): void {
  if (!namespace) throw new ChainRequiredError()
  Object.assign(getChainState(kernel, namespace).accountState, props)
  if (props.status === 'disconnected') forgetConnectorId(kernel, namespace)
}

/** Sets the connection status; `disconnected` also forgets the stored connector id (SPEC.md §4). */
export function setAccountStatus(kernel: Kernel, namespace: ChainNamespace, status: ConnectionStatus): void {
  setAccountProps(kernel, namespace, { status })
}

/** Clears every account field and sets disconnected (SPEC.md §4); the preferred account types are settings and stay. */
export function resetAccount(kernel: Kernel, namespace: ChainNamespace): void {
  const chain = getChainState(kernel, namespace)
  chain.accountState = { ...initialAccountState(), preferredAccountTypes: chain.accountState.preferredAccountTypes }
  forgetConnectorId(kernel, namespace)
}

type ConnectorIds = Partial<Record<ChainNamespace, string>>

export function storedConnectorIds(kernel: Kernel): ConnectorIds {
  return readJson<ConnectorIds>(kernel.env.storage, STORAGE_KEYS.connectedConnectorIds, {})
}

export function rememberConnectorId(kernel: Kernel, namespace: ChainNamespace, id: string): void {
  writeJson(kernel.env.storage, STORAGE_KEYS.connectedConnectorIds, { ...storedConnectorIds(kernel), [namespace]: id })
}

function forgetConnectorId(kernel: Kernel, namespace: ChainNamespace): void {
  const ids = storedConnectorIds(kernel)
  if (!(namespace in ids)) return
  delete ids[namespace]
  writeJson(kernel.env.storage, STORAGE_KEYS.connectedConnectorIds, ids)
}
