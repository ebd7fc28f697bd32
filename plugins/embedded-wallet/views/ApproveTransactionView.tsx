import { Spinner, useTranslate } from 'portico/ui'
import { useRef } from 'react'
import { useFrameOver } from './useFrameOver.js'

/**
 * ApproveTransaction for the embedded wallet (SPEC.md §2, §6): the secure site's frame is shown over this area
 * of the card, and the visitor approves or rejects inside it, where no host script can reach.
 */
export default function ApproveTransactionView() {
  const { t } = useTranslate()
  const area = useRef<HTMLDivElement>(null)
  useFrameOver(area)
  return (
    <div ref={area} className="pt-stack pt-center-text" style={{ minHeight: 340 }}>
      <div className="pt-hero">
        <Spinner />
      </div>
      <p className="pt-muted">{t('wallet.approveLoading')}</p>
    </div>
  )
}
