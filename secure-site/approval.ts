import { currentLocale, formatAmount, isAmountLabel, localeReady, localize, onLocaleChange, setLocale, t, type MessagePart } from './i18n.js'
import { revealHidden } from './showText.js'

// The approval the secure site shows inside its own frame for every request that signs or spends (SPEC.md §6):
// the host page cannot read or click it (another origin), so only the visitor can approve, and only while the
// visitor can really see it.

export interface ApprovalRequest {
  title: string
  details: [label: string, value: string][]
  /** The request's raw data (a call's hex), one click away under "Details". */
  raw?: string | undefined
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
function guardInput(buttons: HTMLButtonElement[], watched: HTMLElement, readToEnd: () => boolean, proven = tracksVisibility()): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
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
/** Writes the open card again in the current locale. */
let relabel: (() => void) | undefined
onLocaleChange(() => relabel?.())
/** How many times an approval was aborted: one asked for before an abort is not shown after it. */
let aborts = 0

/** Closes the approval on screen, if any, as rejected (the kit stopped waiting: 'Request was aborted'). */
export function abortApproval(): void {
  aborts++
  abortOpen?.()
  closeApproval()
}

/** Takes the card away once the request it approved has been answered. */
export function closeApproval(): void {
  relabel = undefined
  const main = document.getElementById('approve') as HTMLElement
  main.removeAttribute('data-open')
  main.removeAttribute('data-busy')
  ;(document.getElementById('approve-details') as HTMLElement).replaceChildren()
}

/** The approval card's parts (the same markup in the frame and in the approval window). */
function card() {
  const byId = <element extends HTMLElement>(id: string) => document.getElementById(id) as element
  return {
    main: byId('approve'),
    heading: byId('approve-title'),
    list: byId('approve-details'),
    warning: byId('approve-hidden'),
    hint: byId('approve-scroll'),
    actions: byId('approve-actions'),
    accept: byId<HTMLButtonElement>('accept'),
    reject: byId<HTMLButtonElement>('reject'),
    review: byId<HTMLButtonElement>('review'),
  }
}

/**
 * Fills the card with the request, who asks and on which network, opens it, and returns the check that the
 * details were read to their end (a long request scrolls; nothing of it is cut off).
 */
function showRequest({ title, details, raw }: ApprovalRequest, { origin, network }: ApprovalContext): () => boolean {
  const { main, heading, list, warning, hint, actions } = card()
  const fill = () => {
    heading.replaceChildren(...render(localize('title', title)))
    let hidden = false
    const rows: [label: MessagePart[], value: string, code: boolean][] = [
      [[t('page.requestedBy')], origin, true],
      [[t('page.network')], network, false],
      ...details.map(([label, value]): [MessagePart[], string, boolean] => [localize('label', label), shownValue(label, value), /^0x[0-9a-fA-F]*$/.test(value) || isAmountLabel(label)]),
    ]
    list.replaceChildren(
      ...rows.flatMap(([label, value, code]) => {
        const shown = revealHidden(value)
        hidden ||= shown.hidden
        const dt = document.createElement('dt')
        dt.append(...render(label))
        const dd = document.createElement('dd')
        // Addresses, hashes, origins and amounts read left to right whatever the text around them.
        dd.dir = code ? 'ltr' : 'auto'
        if (/^0x[0-9a-fA-F]*$/.test(value) || value === origin) dd.className = 'code'
        dd.textContent = shown.text
        return [dt, dd]
      }),
    )
    if (raw) {
      const more = document.createElement('details')
      const summary = document.createElement('summary')
      summary.textContent = t('page.details')
      const code = document.createElement('code')
      code.dir = 'ltr'
      code.textContent = raw
      more.append(summary, code)
      list.append(more)
    }
    warning.hidden = !hidden
  }
  fill()
  // The page's locale changes while the card is open: the same request, in the new words; the buttons wait again
  // until it is seen and read to its end (guardInput re-arms on resize).
  relabel = () => {
    fill()
    dispatchEvent(new Event('resize'))
  }
  main.removeAttribute('data-busy')
  main.setAttribute('data-open', '')
  scrollTo(0, 0)
  return () => {
    // The end of the details is in view above the buttons (which stay at the bottom of the card).
    const done = list.getBoundingClientRect().bottom <= Math.min(actions.getBoundingClientRect().top, innerHeight) + 2
    hint.hidden = done
    return done
  }
}

/** Rows whose value is the chain package's own words (never what is signed: a message is shown as it is). */
const WORDED_VALUES = new Set(['Network fee', 'Call', 'Up to'])

/** A row's value in the current locale: amounts in its digits, the chain package's own words translated. */
function shownValue(label: string, value: string): string {
  const worded = WORDED_VALUES.has(label.replace(/^#\d+ /, ''))
  const localized = worded ? localize('value', value) : [value]
  const text = localized.map((part) => (typeof part === 'string' ? part : part.ltr)).join('')
  return isAmountLabel(label) && text === value ? formatAmount(value) : text
}

/**
 * Message parts as nodes: in a right-to-left locale each value in a left-to-right `<bdi>`, so an amount or a token
 * never reads backwards; in a left-to-right one plain text, as the words around it read the same way.
 */
function render(parts: MessagePart[]): (string | HTMLElement)[] {
  const rtl = document.documentElement.dir === 'rtl'
  return parts.map((part) => {
    if (typeof part === 'string') return part
    if (!rtl) return part.ltr
    const bdi = document.createElement('bdi')
    bdi.dir = 'ltr'
    bdi.textContent = part.ltr
    return bdi
  })
}

/** How long the approval window waits for its opener to close it after the answer before it closes itself. */
const ANSWER_CLOSE_FALLBACK_MS = 1000

/** Messages between the frame and its approval window (both of the secure site's own origin). */
type WindowMessage =
  | { type: 'portico-approval/ready' }
  | { type: 'portico-approval/request'; request: ApprovalRequest; context: ApprovalContext; theme?: string | undefined; locale?: string | undefined }
  | { type: 'portico-approval/answer'; approved: boolean }

/**
 * Where the browser cannot prove the frame visible, the request is approved in a window of the secure site's own
 * (a popup the person opens from the card), which no page can cover or make transparent. Resolves with the
 * answer; a window closed without one is a rejection.
 */
function approveInWindow(request: ApprovalRequest, context: ApprovalContext, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const popup = open(`${location.origin}${location.pathname.replace(/\/sdk$/, '')}/approve`, 'portico-approval', 'popup,width=420,height=640')
    if (!popup) return resolve(false)
    const done = (approved: boolean) => {
      removeEventListener('message', onMessage)
      clearInterval(watch)
      if (!popup.closed) popup.close()
      resolve(approved)
    }
    const onMessage = (event: MessageEvent<WindowMessage>) => {
      if (event.source !== popup || event.origin !== location.origin) return
      if (event.data?.type === 'portico-approval/ready')
        popup.postMessage(
          { type: 'portico-approval/request', request, context, theme: document.documentElement.dataset['theme'], locale: currentLocale() } satisfies WindowMessage,
          location.origin,
        )
      else if (event.data?.type === 'portico-approval/answer') done(event.data.approved === true)
    }
    addEventListener('message', onMessage)
    const watch = setInterval(() => popup.closed && done(false), 250)
    signal.addEventListener('abort', () => done(false))
  })
}

/**
 * The approval window's page (`…/approve`): shows the request its opener (the frame) sends, with Approve taking a
 * click once the window has been shown for 500 ms and the request read to its end, and sends back the answer.
 */
export function runApprovalWindow(): void {
  const opener = window.opener as Window | null
  if (!opener) return
  addEventListener('message', (event: MessageEvent<WindowMessage>) => {
    if (event.source !== opener || event.origin !== location.origin || event.data?.type !== 'portico-approval/request') return
    const { request, context, theme, locale } = event.data
    void setLocale(typeof locale === 'string' ? locale : 'en').then(() => showInWindow(request, context, theme))
  })
  const showInWindow = (request: ApprovalRequest, context: ApprovalContext, theme: string | undefined) => {
    const { accept, reject, actions } = card()
    if (theme === 'light' || theme === 'dark') document.documentElement.dataset['theme'] = theme
    const readToEnd = showRequest(request, context)
    // A window of its own: nothing of another page can be over it, so shown and unmoved is enough.
    guardInput([accept], actions, readToEnd, false)
    // The opener closes this window once the answer has reached it; the window closes itself only where the
    // opener is gone or never does.
    const answer = (approved: boolean) => {
      opener.postMessage({ type: 'portico-approval/answer', approved } satisfies WindowMessage, location.origin)
      setTimeout(close, ANSWER_CLOSE_FALLBACK_MS)
    }
    accept.onclick = () => answer(true)
    reject.onclick = () => answer(false)
  }
  opener.postMessage({ type: 'portico-approval/ready' } satisfies WindowMessage, location.origin)
}

/**
 * Shows the request with who asks and on which network, and resolves whether the visitor approved it: on the
 * card in the frame, where the browser proves the card visible, or else in the secure site's approval window.
 */
export async function askApproval(request: ApprovalRequest, context: ApprovalContext): Promise<boolean> {
  abortApproval()
  // The card speaks the locale the kit last asked for; a request the kit gives up on meanwhile is not shown.
  const asked = aborts
  await localeReady()
  if (asked !== aborts) return false
  const { main, actions, accept, reject, review } = card()
  const readToEnd = showRequest(request, context)
  const inFrame = tracksVisibility()
  accept.hidden = !inFrame
  review.hidden = inFrame
  // The card's one live button waits until the card is shown and steady: Approve (also until read to the end), or
  // Review in a window, where the request is read.
  const stopGuard = inFrame ? guardInput([accept], actions, readToEnd) : guardInput([review], actions, () => true, false)
  const reviewing = new AbortController()
  return new Promise((resolve) => {
    const finish = (approved: boolean) => {
      abortOpen = undefined
      reviewing.abort()
      stopGuard()
      accept.onclick = null
      reject.onclick = null
      review.onclick = null
      // Approved: the card stays, saying the request is on its way, until it is answered (closeApproval).
      if (approved) main.setAttribute('data-busy', '')
      else closeApproval()
      resolve(approved)
    }
    abortOpen = () => finish(false)
    accept.onclick = () => finish(true)
    reject.onclick = () => finish(false)
    review.onclick = () => void approveInWindow(request, context, reviewing.signal).then((approved) => abortOpen && finish(approved))
  })
}
