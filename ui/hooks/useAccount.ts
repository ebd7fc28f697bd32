import type { AccountState } from '../../kernel/types/account.js'
import type { ChainNamespace, Network } from '../../kernel/types/chain.js'
import { useKernel } from './useKit.js'
import { useSnap } from './useSnap.js'

export interface ActiveAccount {
  namespace: ChainNamespace | undefined
  account: Readonly<AccountState> | undefined
  network: Readonly<Network> | undefined
  unsupported: boolean
}

/** The active namespace's account and network, re-rendering when the chain state changes. */
export function useActiveAccount(): ActiveAccount {
  const chain = useSnap(useKernel().state.chain)
  const namespace = chain.activeNamespace
  const state = namespace ? chain.chains[namespace] : undefined
  return {
    namespace,
    account: state?.accountState as Readonly<AccountState> | undefined,
    network: state?.networkState.caipNetwork as Readonly<Network> | undefined,
    unsupported: chain.unsupportedNetwork,
  }
}
