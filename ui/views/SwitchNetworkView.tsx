import { useEffect, useRef } from 'react'
import { parseErrorMessage } from '../../kernel/errors/parseErrorMessage.js'
import type { ViewProps } from '../../kernel/plugins/definePlugin.js'
import type { Network } from '../../kernel/types/chain.js'
import { Spinner } from '../components/Spinner.js'
import { WalletImage } from '../components/WalletImage.js'
import { useKit } from '../hooks/useKit.js'
import { useI18n } from '../i18n/I18nContext.js'
import { isUserRejection } from '../wallets/connectAttempts.js'
import { getKernelApi } from '../../kernel/internals.js'

/**
 * How long Switch Network waits, asking, before it shows: a wallet that switches at once (the embedded wallet, one
 * that needs no prompt) goes back from it before then, and the card never shows "Approve in wallet" for a frame.
 */
const REVEAL_AFTER_MS = 200

/** Switch Network's reveal (ViewHost's `useShownView`): after `REVEAL_AFTER_MS` while it asks, at once with an error. */
export const revealAfter = (data: { error?: unknown } | undefined): number => (data?.error ? 0 : REVEAL_AFTER_MS)

/**
 * SwitchNetwork (SPEC.md §4): asks the wallet to switch on arrival ("Approve in wallet"). The kernel goes back
 * after the switch, and also when it fails; the failure then comes back here with `data.error` to show it with
 * "Try again".
 */
export default function SwitchNetworkView({ data }: ViewProps<'SwitchNetwork'>) {
  const kit = useKit()
  const { t, spec } = useI18n()
  const network = data?.network as Network | undefined
  const error = typeof data?.error === 'string' ? data.error : undefined
  const started = useRef(false)

  const run = () => {
    if (!network) return
    const kernel = getKernelApi(kit)
    kernel.confirmNetworkSwitch(network).catch((cause: unknown) => {
      const message = isUserRejection(cause) ? t('switch.declined') : spec(parseErrorMessage(cause))
      if (kernel.state.modal.open) kernel.router.push('SwitchNetwork', { network, error: message })
      else kernel.snackbar.show(message, 'error')
    })
  }
  useEffect(() => {
    if (started.current || error) return
    started.current = true
    run()
  })

  const name = network?.name ?? ''
  return (
    <div className="pt-stack pt-center-text">
      <div className="pt-hero">
        <WalletImage name={name} imageUrl={network?.assets?.imageUrl} imageId={network?.assets?.imageId} imageKind="asset" size={72} shape="network" fallback="network" />
        {error ? null : <Spinner />}
      </div>
      {error ? (
        <>
          <p className="pt-heading pt-error-text" role="alert">
            {error}
          </p>
          <button type="button" className="pt-btn pt-btn-secondary" onClick={() => {
              // Without `error` the view asks the wallet again (the effect below), once.
              started.current = false
              getKernelApi(kit).router.replace('SwitchNetwork', { network: network as Network })
            }}>
            {t('switch.retry')}
          </button>
        </>
      ) : (
        <>
          <p className="pt-heading">{t('switch.approve')}</p>
          <p className="pt-muted">{t('switch.approveText', { network: name })}</p>
        </>
      )}
    </div>
  )
}
