import { revealHidden } from './showText.js'

// The approval the secure site shows inside its own frame for every request that signs or spends (SPEC.md §6):
// the host page cannot read or click it (another origin), so only the visitor can approve, and only while the
// visitor can really see it.

export interface ApprovalRequest {
  title: string
  details: [label: string, value: string][]
}

/** Who asks and where: shown above every approval. */
export interface ApprovalContext {
  /** The page's exact origin, as the browser reports it. */
  origin: string
  /** The network the request is for, in words. */
  network: string
}

/**
 * How long the approval must have been visible, unmoved and unobscured, before its buttons take a click: a frame
 * that has just appeared or moved cannot take a click meant for the page beneath (as browsers guard their own
 * prompts).
 */
const INPUT_GUARD_MS = 500

/** Whether this browser reports real visibility (IntersectionObserver v2: opacity, transforms, occlusion). */
const tracksVisibility = () =>
  typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype

/**
 * Enables `buttons` (Approve; Reject is always there) only once the approval has been provably visible to the person for INPUT_GUARD_MS and read
 * to its end: IntersectionObserver v2 reports the frame fully shown, at full opacity, untransformed and with
 * nothing over it (a page that makes the frame transparent, covers it or moves it turns the buttons off again at
 * once), the tab is visible, and the details have been scrolled through. Where the browser cannot report
 * visibility, the frame must have been shown at a non-zero size and unmoved. Returns the stop function.
 */
function guardInput(buttons: HTMLButtonElement[], watched: HTMLElement, readToEnd: () => boolean): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const proven = tracksVisibility()
  let visible = !proven
  const arm = () => {
    for (const button of buttons) button.disabled = true
    clearTimeout(timer)
    const shown = innerWidth > 0 && innerHeight > 0 && document.visibilityState === 'visible'
    if (visible && shown && readToEnd())
      timer = setTimeout(() => {
        for (const button of buttons) button.disabled = false
      }, INPUT_GUARD_MS)
  }
  let observer: IntersectionObserver | undefined
  if (proven) {
    observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1) as (IntersectionObserverEntry & { isVisible?: boolean }) | undefined
        visible = !!entry?.isVisible && entry.intersectionRatio >= 0.99
        arm()
      },
      // trackVisibility and delay are IntersectionObserver v2 (not yet in the DOM typings).
      { threshold: [0, 0.99, 1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
    )
    observer.observe(watched)
  }
  addEventListener('resize', arm)
  addEventListener('scroll', arm, true)
  document.addEventListener('visibilitychange', arm)
  arm()
  return () => {
    observer?.disconnect()
    removeEventListener('resize', arm)
    removeEventListener('scroll', arm, true)
    document.removeEventListener('visibilitychange', arm)
    clearTimeout(timer)
  }
}

let abortOpen: (() => void) | undefined

/** Closes the approval on screen, if any, as rejected (the kit stopped waiting: 'Request was aborted'). */
export function abortApproval(): void {
  abortOpen?.()
}

/** Shows the request with who asks and on which network, and resolves whether the visitor approved it. */
export function askApproval({ title, details }: ApprovalRequest, { origin, network }: ApprovalContext): Promise<boolean> {
  abortApproval()
  const main = document.getElementById('approve') as HTMLElement
  const heading = document.getElementById('approve-title') as HTMLElement
  const list = document.getElementById('approve-details') as HTMLElement
  const warning = document.getElementById('approve-hidden') as HTMLElement
  const hint = document.getElementById('approve-scroll') as HTMLElement
  const actions = document.getElementById('approve-actions') as HTMLElement
  const accept = document.getElementById('accept') as HTMLButtonElement
  const reject = document.getElementById('reject') as HTMLButtonElement
  heading.textContent = title
  let hidden = false
  const rows: [string, string, boolean][] = [
    ['Requested by', origin, true],
    ['Network', network, false],
    ...details.map(([label, value]): [string, string, boolean] => [label, value, /^0x[0-9a-fA-F]*$/.test(value)]),
  ]
  list.replaceChildren(
    ...rows.flatMap(([label, value, code]) => {
      const shown = revealHidden(value)
      hidden ||= shown.hidden
      const dt = document.createElement('dt')
      dt.textContent = label
      const dd = document.createElement('dd')
      // Addresses, hashes and origins read left to right whatever the text around them.
      dd.dir = code ? 'ltr' : 'auto'
      if (code) dd.className = 'code'
      dd.textContent = shown.text
      return [dt, dd]
    }),
  )
  warning.hidden = !hidden
  main.setAttribute('data-open', '')
  main.scrollTop = 0
  scrollTo(0, 0)
  // Everything signed is on the card: a long request scrolls, and Approve waits until it was read to the end.
  const readToEnd = () => {
    // The end of the details is in view above the buttons (which stay at the bottom of the card).
    const done = list.getBoundingClientRect().bottom <= Math.min(actions.getBoundingClientRect().top, innerHeight) + 2
    hint.hidden = done
    return done
  }
  const stopGuard = guardInput([accept], actions, readToEnd)
  return new Promise((resolve) => {
    const finish = (approved: boolean) => {
      abortOpen = undefined
      stopGuard()
      accept.onclick = null
      reject.onclick = null
      main.removeAttribute('data-open')
      list.replaceChildren()
      resolve(approved)
    }
    abortOpen = () => finish(false)
    accept.onclick = () => finish(true)
    reject.onclick = () => finish(false)
  })
}
