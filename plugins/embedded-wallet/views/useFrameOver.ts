import { usePlugin } from 'portico/ui'
import { useEffect, type RefObject } from 'react'

/**
 * Shows the secure site's frame over `area` while `shown` (hidden again after): the person acts inside it, where
 * no host script can reach. The frame moves only once the card has stopped moving (its opening animation): a frame
 * that slides under the pointer could take a click meant for something else.
 */
export function useFrameOver(area: RefObject<HTMLElement | null>, shown = true): void {
  const controller = usePlugin('embedded-wallet')
  useEffect(() => {
    const element = area.current
    if (!controller || !element || !shown) return
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
        void controller.showFrame({ left, top, width, height })
      }
      frame = requestAnimationFrame(place)
    }
    place()
    return () => {
      cancelAnimationFrame(frame)
      void controller.hideFrame()
    }
  }, [controller, area, shown])
}
