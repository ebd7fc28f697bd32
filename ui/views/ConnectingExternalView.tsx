import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { parseErrorMessage } from '../../kernel/errors/parseErrorMessage.js'
import type { ViewProps } from '../../kernel/plugins/definePlugin.js'
import type { Connector } from '../../kernel/types/connector.js'
import { Spinner } from '../components/Spinner.js'
import { WalletImage } from '../components/WalletImage.js'
import { useKit } from '../hooks/useKit.js'
import { useSnap } from '../hooks/useSnap.js'
import { useI18n } from '../i18n/I18nContext.js'
import { clearAttempt, getAttempt, isUserRejection, startConnect, subscribeAttempts } from '../wallets/connectAttempts.js'
import { getKernelApi } from '../../kernel/internals.js'

/**
 * ConnectingExternal (SPEC.md §2): "Continue in {wallet}" while the wallet asks the user; closes the modal on
 * success (embedded: Account shows); on a decline or failure the error and "Try again"; a wallet that vanishes
 * meanwhile is an error too.
 */
export default function ConnectingExternalView({ data }: ViewProps<'ConnectingExternal'>) {
  const kit = useKit()
  const { t, spec } = useI18n()
  const connectorId = typeof data?.connectorId === 'string' ? data.connectorId : ''
  const { list } = useSnap(getKernelApi(kit).state.connectors)
  const connector = (list as readonly Connector[]).find((c) => c.id === connectorId)
  const subscribe = useCallback((onChange: () => void) => subscribeAttempts(kit, onChange), [kit])
  const read = () => getAttempt(kit, connectorId)
  const attempt = useSyncExternalStore(subscribe, read, read)

  // Opened without a pick (e.g. `open({ view: 'ConnectingExternal', data })`): connect now.
  useEffect(() => {
    if (!getAttempt(kit, connectorId) && connector) startConnect(kit, connector)
    // Only on arrival: retries go through the button.
  }, [kit, connectorId])

  useEffect(() => {
    if (attempt?.status !== 'connected') return
    clearAttempt(kit, connectorId)
    // The kernel may have moved on (sign-in, unsupported network); only a view still waiting closes.
    if (getKernelApi(kit).state.router.view === 'ConnectingExternal') kit.close()
  }, [kit, attempt, connectorId])
  useEffect(() => () => clearAttempt(kit, connectorId), [kit, connectorId])

  const name = connector?.name ?? attempt?.name ?? connectorId
  const failed = attempt?.status === 'failed'
  // The kernel fails an attempt whose wallet went away ('Connector unavailable'): removed from the browser, or
  // replaced by a fresh provider (an extension that restarted), which "Try again" then uses.
  const vanished = failed && (attempt.error as { name?: unknown } | undefined)?.name === 'ConnectorUnavailableError'
  const gone = (!connector && attempt?.status !== 'connected') || vanished
  const declined = failed && isUserRejection(attempt.error)
  let heading = t('connecting.continueIn', { wallet: name })
  let text = t('connecting.accept')
  if (gone) {
    heading = t('connecting.gone', { wallet: name })
    text = t(connector ? 'connecting.goneRetryText' : 'connecting.goneText')
  } else if (declined) {
    heading = t('connecting.declined')
    text = t('connecting.declinedText')
  } else if (failed) {
    heading = t('connecting.failed')
    text = spec(parseErrorMessage(attempt.error))
  }
  const error = gone || failed
  return (
    <div className="pt-stack pt-center-text">
      <div className="pt-hero">
        <WalletImage name={name} imageUrl={connector?.imageUrl} imageId={connector?.imageId} size={72} />
        {error ? null : <Spinner />}
      </div>
      <p className={error ? 'pt-heading pt-error-text' : 'pt-heading'} role={error ? 'alert' : undefined}>
        {heading}
      </p>
      <p className="pt-muted">{text}</p>
      {failed && connector ? (
        <button type="button" className="pt-btn pt-btn-secondary" onClick={() => startConnect(kit, connector)}>
          {t('connecting.retry')}
        </button>
      ) : null}
    </div>
  )
}
