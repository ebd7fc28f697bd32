import { Spinner, usePlugin, useTranslate } from 'portico/ui'
import { useEffect, useRef } from 'react'

/**
 * ApproveTransaction for the embedded wallet (SPEC.md §2, §6): the secure site's frame is shown over this area
 * of the card, and the visitor approves or rejects inside it, where no host script can reach.
 */
export default function ApproveTransactionView() {
  const { t } = useTranslate()
  const controller = usePlugin('embedded-wallet')
  const area = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = area.current
    if (!controller || !element) return
    let frame = 0
    let seen = ''
    let shown = ''
    let steady = 0
    // The frame moves only once the card has stopped moving (its opening animation): a frame that slides under
    // the pointer could take a click meant for something else.
    const place = () => {
      const { left, top, width, height } = element.getBoundingClientRect()
      const key = `${left},${top},${width},${height}`
      steady = key === seen ? steady + 1 : 0
      seen = key
      if (steady >= 2 && key !== shown && width > 0 && height > 0) {
        shown = key
        void controller.showFrame({ left, top, width, height })
      }
      frame = requestAnimationFrame(place)
    }
    place()
    return () => {
      cancelAnimationFrame(frame)
      void controller.hideFrame()
    }
  }, [controller])

  return (
    <div ref={area} className="pt-stack pt-center-text" style={{ minHeight: 340 }}>
      <div className="pt-hero">
        <Spinner />
      </div>
      <p className="pt-muted">{t('wallet.approveLoading')}</p>
    </div>
  )
}
