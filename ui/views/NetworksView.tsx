import { parseErrorMessage } from '../../kernel/errors/parseErrorMessage.js'
import type { Network } from '../../kernel/types/chain.js'
import { NetworkList } from '../components/NetworkList.js'
import { useKit } from '../hooks/useKit.js'
import { useSnap, useSnapValue } from '../hooks/useSnap.js'
import { useI18n } from '../i18n/I18nContext.js'
import { getKernelApi } from '../../kernel/internals.js'

/**
 * Networks: the configured networks of the filtered namespace, or of all; picking one goes through the kernel
 * (a confirmation view, a chain-family switch, or the switch itself, SPEC.md §4). After a direct switch the view
 * goes back.
 */
export default function NetworksView() {
  const kit = useKit()
  const { t } = useI18n()
  const kernel = getKernelApi(kit)
  const chain = useSnap(kernel.state.chain)
  const namespaceFilter = useSnapValue(kernel.state.modal, (modal) => modal.namespaceFilter)
  const networks = Object.values(chain.chains)
    .filter((c) => !namespaceFilter || c.namespace === namespaceFilter)
    .flatMap((c) => c.caipNetworks as readonly Network[])
  const active = chain.activeNamespace ? chain.chains[chain.activeNamespace] : undefined
  const current = chain.unsupportedNetwork ? undefined : active?.networkState.caipNetwork?.caipNetworkId
  const pick = (network: Readonly<Network>) => {
    kernel
      .selectNetwork(network as Network)
      .then(() => {
        if (kernel.state.router.view === 'Networks') kernel.router.goBack()
      })
      .catch((error: unknown) => kernel.snackbar.show(parseErrorMessage(error), 'error'))
  }
  return (
    <div className="pt-stack">
      <NetworkList networks={networks} current={current} label={t('networks.list')} onPick={pick} />
    </div>
  )
}
