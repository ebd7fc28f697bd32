import { Button, Spinner, WalletImage, useActiveAccount, usePlugin, usePluginContext, usePluginState, useTranslate } from 'portico/ui'

/**
 * SIWXSignMessage (SPEC.md §4 sign-in): "{app} needs to connect to your wallet", the connected wallet, "Sign"
 * (the wallet signs the sign-in message; the modal closes once the session is kept) and "Cancel" (disconnects when
 * sign-in is required, closes otherwise). A declined or unverified signature shows here and in the snackbar.
 */
export default function SIWXSignMessageView() {
  const { t } = useTranslate()
  const flow = usePlugin('siwx')
  const state = usePluginState('siwx')
  const context = usePluginContext('siwx')
  const { account } = useActiveAccount()
  if (!flow || !state) return <p className="pt-empty">{t('modal.viewUnavailable')}</p>

  const app = context.options.metadata?.name ?? location.host
  const wallet = account?.connectedWalletInfo
  const checking = state.status === 'checking'
  const signing = state.status === 'signing'
  return (
    <div className="pt-stack pt-center-text">
      <div className="pt-hero">
        <WalletImage name={wallet?.name ?? ''} imageUrl={wallet?.icon} size={72} />
      </div>
      <p className="pt-heading">{t('siwx.heading', { app })}</p>
      <p className="pt-muted">{t(flow.required() ? 'siwx.textRequired' : 'siwx.text')}</p>
      {checking ? <Spinner label={t('siwx.checking')} /> : null}
      {signing ? <p className="pt-muted" role="status">{t('siwx.inWallet')}</p> : null}
      {state.error && !signing ? (
        <p className="pt-error-text" role="alert">
          {state.error}
        </p>
      ) : null}
      <div className="pt-actions">
        <Button disabled={signing} onClick={() => void flow.cancel()}>
          {t('siwx.cancel')}
        </Button>
        <Button variant="primary" loading={signing} disabled={checking} onClick={() => void flow.signIn()}>
          {t('siwx.sign')}
        </Button>
      </div>
    </div>
  )
}
