import { useState } from 'react'
import { parseErrorMessage } from '../../kernel/errors/parseErrorMessage.js'
import type { Network } from '../../kernel/types/chain.js'
import { NetworkList } from '../components/NetworkList.js'
import { useKit } from '../hooks/useKit.js'
import { useSnap } from '../hooks/useSnap.js'
import { useI18n } from '../i18n/I18nContext.js'
import { getKernelApi } from '../../kernel/internals.js'

/**
 * UnsupportedChain (SPEC.md §4): the wallet is on a network the app does not list. Picking a configured network
 * asks the wallet to switch (the kernel goes back after it); or disconnect.
 */
export default function UnsupportedChainView() {
  const kit = useKit()
  const { t, spec } = useI18n()
  const kernel = getKernelApi(kit)
  const chain = useSnap(kernel.state.chain)
  const [busy, setBusy] = useState(false)
  const namespace = chain.activeNamespace
  const networks = (namespace ? chain.chains[namespace]?.caipNetworks : undefined) ?? []
  const pick = (network: Readonly<Network>) => {
    kernel.confirmNetworkSwitch(network as Network).catch((error: unknown) => {
      const show = () => kernel.snackbar.show(spec(parseErrorMessage(error)), 'error')
      // The kernel went back, which closes a modal opened on this view: reopen it while still unsupported.
      if (!kernel.state.modal.open && kernel.state.chain.unsupportedNetwork)
        void kernel.modal.open({ view: 'UnsupportedChain' }).then(show, show)
      else show()
    })
  }
  const disconnect = async () => {
    setBusy(true)
    try {
      await kernel.disconnect()
      kit.close()
    } catch (error) {
      kernel.snackbar.show(spec(parseErrorMessage(error)), 'error')
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="pt-stack">
      <p className="pt-muted pt-center-text">{t('unsupported.text')}</p>
      <NetworkList networks={networks as readonly Network[]} current={undefined} label={t('unsupported.list')} onPick={pick} />
      <button type="button" className="pt-btn pt-btn-secondary" disabled={busy} onClick={() => void disconnect()}>
        {t('account.disconnect')}
      </button>
    </div>
  )
}
