import { usePluginContext, usePluginState, useTranslate } from 'portico/ui'
import { showPasskeyAction } from '../passkey.js'
import { PasskeyCeremony } from './PasskeyCeremony.js'

/**
 * PasskeyProtect, from the Account view: the person makes a passkey in the secure site's frame, and it seals the
 * recovery share (README "The embedded wallet's account"); once on, this view says so.
 */
export default function PasskeyProtectView() {
  const { t } = useTranslate()
  const state = usePluginState('embedded-wallet')
  const kernel = usePluginContext('embedded-wallet')
  const done = <p>{t('wallet.passkeyDone')}</p>
  if (state?.passkey)
    return (
      <div className="pt-stack pt-center-text" role="status">
        {done}
      </div>
    )
  return <PasskeyCeremony action="PASSKEY_PROTECT" done={done} onDone={() => showPasskeyAction(kernel, true)} />
}
