import { useState } from 'react'
import { parseErrorMessage } from '../../kernel/errors/parseErrorMessage.js'
import type { ViewProps } from '../../kernel/plugins/definePlugin.js'
import type { Network } from '../../kernel/types/chain.js'
import { WalletImage } from '../components/WalletImage.js'
import { useKit } from '../hooks/useKit.js'
import { useI18n } from '../i18n/I18nContext.js'
import { getKernelApi } from '../../kernel/internals.js'

/**
 * SwitchActiveChain (SPEC.md §4): the wallet is connected on another chain family. "Switch" makes the network's
 * family active; when no wallet is connected there, Connect opens for that family.
 */
export default function SwitchActiveChainView({ data }: ViewProps<'SwitchActiveChain'>) {
  const kit = useKit()
  const { t, spec } = useI18n()
  const [busy, setBusy] = useState(false)
  const network = data?.network as Network | undefined
  const name = network?.name ?? ''
  const onSwitch = async () => {
    if (!network) return
    const kernel = getKernelApi(kit)
    setBusy(true)
    try {
      await kernel.switchNetwork(network)
      if (kernel.account.get(network.chainNamespace)?.address) kernel.router.goBack()
      else await kernel.modal.open({ namespace: network.chainNamespace })
    } catch (error) {
      kernel.snackbar.show(spec(parseErrorMessage(error)), 'error')
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="pt-stack pt-center-text">
      <div className="pt-hero">
        <WalletImage name={name} imageUrl={network?.assets?.imageUrl} imageId={network?.assets?.imageId} imageKind="asset" size={72} shape="network" fallback="network" />
      </div>
      <p className="pt-muted">{t('switchChain.text', { network: name })}</p>
      <button type="button" className="pt-btn pt-btn-primary" disabled={busy || !network} onClick={() => void onSwitch()}>
        {t('switchChain.button')}
      </button>
    </div>
  )
}
