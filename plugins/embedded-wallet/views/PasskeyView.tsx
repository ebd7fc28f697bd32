import { Button, Icon, usePlugin, usePluginContext, usePluginState, useTranslate, type PluginMessageKey, type Translate } from 'portico/ui'
import { useEffect, useRef, useState } from 'react'
import { PASSKEY_TIMEOUT_MS, settleUnlock, showPasskeyAction } from '../passkey.js'

/** The frame's error codes the kit has its own words for (secure-site/passkey.ts, secure-site/shares.ts). */
const KNOWN_ERRORS = new Set(['PASSKEY_CANCELLED', 'PASSKEY_NO_PRF', 'PASSKEY_WRONG', 'PASSKEY_UNSUPPORTED', 'PROTECT_FAILED'])

/** The person's words for a failed passkey step: the kit's own for a known code, the frame's message otherwise. */
function passkeyMessage(t: Translate['t'], error: unknown): string {
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && KNOWN_ERRORS.has(code)) return t(`wallet.passkeyError.${code}` as PluginMessageKey)
  return error instanceof Error ? error.message : String(error)
}

/**
 * Passkey (README "The embedded wallet's account"), one step in the secure site's frame, shown over this view's
 * area with its panel, where the person starts the passkey; a failure shows here in words, with Try again (the
 * frame keeps what it needs, so nothing is lost).
 * - From the Account view: the person makes a passkey, and it seals the recovery share; once on, the view says so.
 * - `{ unlock: true }`, a login on a new device whose account a passkey protects: the passkey opens the account in
 *   the frame, then the login goes on. Leaving the view ends that login (signed out in the frame); no other
 *   wallet is ever made in its place.
 */
export default function PasskeyView() {
  const { t } = useTranslate()
  const wallet = usePlugin('embedded-wallet')
  const kernel = usePluginContext('embedded-wallet')
  const state = usePluginState('embedded-wallet')
  const [unlock] = useState(() => Boolean((kernel.kit.router.data as { unlock?: boolean } | undefined)?.unlock))
  const action = unlock ? 'PASSKEY_UNLOCK' : 'PASSKEY_PROTECT'
  const area = useRef<HTMLDivElement>(null)
  const [attempt, setAttempt] = useState(0)
  const [outcome, setOutcome] = useState<'asking' | 'done' | { error: string }>(() => (!unlock && state?.passkey ? 'done' : 'asking'))
  const opened = useRef(false)
  const asking = outcome === 'asking'
  const stillAsking = useRef(asking)
  stillAsking.current = asking

  // The frame over this area while the step waits for the person. It moves only once the card has stopped moving
  // (its opening animation), as over the approval view: a frame that slides under the pointer could take a click
  // meant for something else.
  useEffect(() => {
    const element = area.current
    if (!wallet || !element || !asking) return
    let frame = 0
    let seen = ''
    let placed = ''
    let steady = 0
    const place = () => {
      const { left, top, width, height } = element.getBoundingClientRect()
      const key = `${left},${top},${width},${height}`
      steady = key === seen ? steady + 1 : 0
      seen = key
      if (steady >= 2 && key !== placed && width > 0 && height > 0) {
        placed = key
        void wallet.showFrame({ left, top, width, height })
      }
      frame = requestAnimationFrame(place)
    }
    place()
    return () => {
      cancelAnimationFrame(frame)
      void wallet.hideFrame()
    }
  }, [wallet, asking])

  useEffect(() => {
    if (!wallet || (!unlock && attempt === 0 && state?.passkey)) return
    let live = true
    setOutcome('asking')
    wallet
      .bridge()
      .then((bridge) => bridge.request(action, undefined, { timeoutMs: PASSKEY_TIMEOUT_MS }))
      .then(
        () => {
          if (!live) return
          setOutcome('done')
          if (unlock) {
            opened.current = true
            settleUnlock(undefined)
          } else showPasskeyAction(kernel, true)
        },
        (error: unknown) => live && setOutcome({ error: passkeyMessage(t, error) }),
      )
    return () => {
      live = false
    }
    // Once per attempt: the answer of an earlier one is ignored.
  }, [wallet, attempt])

  // Leaving the view while the frame asks closes its panel (the request ends as aborted); leaving an unopened
  // login ends it.
  useEffect(
    () => () => {
      if (stillAsking.current) void wallet?.abortPending()
      if (!unlock || opened.current) return
      settleUnlock(new Error('The passkey was not used: the login ended'))
      void wallet?.signOut().catch(() => undefined) // the frame forgets the waiting login; best effort
    },
    [wallet, unlock],
  )

  if (outcome === 'done')
    return (
      <div className="pt-stack pt-center-text" role="status">
        <div className="pt-hero">
          <Icon name="check" size={28} />
        </div>
        <p>{t(unlock ? 'wallet.passkeyOpened' : 'wallet.passkeyDone')}</p>
      </div>
    )
  if (!asking)
    return (
      <div className="pt-stack pt-center-text">
        <div className="pt-hero">
          <Icon name="alert" size={28} />
        </div>
        <p className="pt-error-text" role="alert">
          {outcome.error}
        </p>
        <Button variant="primary" onClick={() => setAttempt((n) => n + 1)}>
          {t('wallet.passkeyTryAgain')}
        </Button>
      </div>
    )
  return <div ref={area} style={{ minHeight: 300 }} />
}
