import { Button, Icon, usePlugin, useTranslate, type PluginMessageKey, type Translate } from 'portico/ui'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { PASSKEY_TIMEOUT_MS } from '../passkey.js'
import { useFrameOver } from './useFrameOver.js'

/** The frame's error codes the kit has its own words for (secure-site/passkey.ts, secure-site/shares.ts). */
const KNOWN_ERRORS = new Set(['PASSKEY_CANCELLED', 'PASSKEY_NO_PRF', 'PASSKEY_WRONG', 'PASSKEY_UNSUPPORTED', 'PROTECT_FAILED'])

/** The person's words for a failed passkey step: the kit's own for a known code, the frame's message otherwise. */
function passkeyMessage(t: Translate['t'], error: unknown): string {
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && KNOWN_ERRORS.has(code)) return t(`wallet.passkeyError.${code}` as PluginMessageKey)
  return error instanceof Error ? error.message : String(error)
}

export interface PasskeyCeremonyProps {
  action: 'PASSKEY_PROTECT' | 'PASSKEY_UNLOCK'
  /** What shows once the frame says the step is done. */
  done: ReactNode
  /** Called once, when the step is done. */
  onDone?: () => void
}

/**
 * One passkey step in the secure site's frame (README "The embedded wallet's account"): the frame shows over this
 * area with its panel, where the person starts the passkey; a failure shows here in words, with Try again (the
 * frame keeps what it needs, so nothing is lost).
 */
export function PasskeyCeremony({ action, done, onDone }: PasskeyCeremonyProps) {
  const { t } = useTranslate()
  const wallet = usePlugin('embedded-wallet')
  const area = useRef<HTMLDivElement>(null)
  const [attempt, setAttempt] = useState(0)
  const [outcome, setOutcome] = useState<'asking' | 'done' | { error: string }>('asking')
  const finished = useRef(onDone)
  finished.current = onDone
  // The frame, over the card, while the step waits for the person.
  useFrameOver(area, outcome === 'asking')
  useEffect(() => {
    if (!wallet) return
    let live = true
    setOutcome('asking')
    wallet
      .bridge()
      .then((bridge) => bridge.request(action, undefined, { timeoutMs: PASSKEY_TIMEOUT_MS }))
      .then(
        () => {
          if (!live) return
          setOutcome('done')
          finished.current?.()
        },
        (error: unknown) => live && setOutcome({ error: passkeyMessage(t, error) }),
      )
    return () => {
      live = false
    }
  }, [wallet, action, attempt, t])
  // Leaving the view while the frame asks closes its panel (the request ends as aborted).
  useEffect(() => () => void wallet?.abortPending(), [wallet])

  if (outcome === 'done')
    return (
      <div className="pt-stack pt-center-text" role="status">
        <div className="pt-hero">
          <Icon name="check" size={28} />
        </div>
        {done}
      </div>
    )
  if (outcome !== 'asking')
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
