import { RequestAbortedError } from 'portico'
import { usePlugin, useTranslate } from 'portico/ui'
import { useEffect, useRef } from 'react'
import { settleUnlock } from '../passkey.js'
import { PasskeyCeremony } from './PasskeyCeremony.js'

/**
 * PasskeyUnlock: a login on a new device whose account a passkey protects. The person uses the passkey in the
 * secure site's frame, which opens the account there; then the login goes on. Leaving this view ends the login
 * (signed out in the frame); no other wallet is ever made in its place.
 */
export default function PasskeyUnlockView() {
  const { t } = useTranslate()
  const wallet = usePlugin('embedded-wallet')
  const opened = useRef(false)
  useEffect(
    () => () => {
      if (opened.current) return
      settleUnlock(new RequestAbortedError())
      void wallet?.signOut().catch(() => undefined) // the frame forgets the waiting login; best effort
    },
    [wallet],
  )
  return (
    <PasskeyCeremony
      action="PASSKEY_UNLOCK"
      done={<p>{t('wallet.passkeyOpened')}</p>}
      onDone={() => {
        opened.current = true
        settleUnlock(undefined)
      }}
    />
  )
}
