import { Button, Spinner, usePlugin, usePluginState, useTranslate, useStyleSheet } from 'portico/ui'
import { useEffect } from 'react'
import { SocialMark, socialsCss } from './socialParts.js'

/**
 * ConnectingSocial: the login under way in the provider's window, then the frame's sign-in; or why it failed
 * (a closed or blocked window, a denial, the provider's error, the 30 s timeout), in words, with Try again, which
 * opens a new window within that click. Leaving the view gives the try up.
 */
export default function ConnectingSocialView() {
  useStyleSheet(socialsCss)
  const { t } = useTranslate()
  const controller = usePlugin('socials')
  const state = usePluginState('socials')
  useEffect(() => () => controller?.cancel(), [controller])
  const provider = state?.socialProvider
  if (!controller || !provider) return null
  const name = controller.providerName(provider)
  const failed = state.phase === 'failed'
  return (
    <div className="pt-stack pt-center-text">
      <div className="pt-hero">
        <SocialMark provider={provider} size="xl" />
      </div>
      {failed ? (
        <>
          <p className="pt-error-text" role="alert">
            {t(state.error?.key ?? 'social.failed', { provider: name, message: state.error?.message ?? '' })}
          </p>
          <Button variant="primary" onClick={() => controller.start(provider)}>
            {t('social.retry')}
          </Button>
        </>
      ) : (
        <>
          <p className="pt-heading">{state.phase === 'connecting' ? t('social.connecting') : t('social.waiting', { provider: name })}</p>
          <Spinner label={state.phase === 'connecting' ? t('social.connecting') : t('social.waiting', { provider: name })} />
          <p className="pt-muted" role="status">
            {state.phase === 'connecting' ? null : t('social.waitingNote')}
          </p>
        </>
      )}
    </div>
  )
}
