import { isOriginAllowed } from '../plugins/embedded-wallet/frame/isOriginAllowed.js'
import { originOfState, REDIRECT_RESULT, RETURN_PARAMETER, returnOfState } from '../plugins/embedded-wallet/frame/frameMessages.js'

// The secure site's redirect callback page (`/secure/social/callback`), the last page of a login window: it hands
// the URL the provider sent the person back to (a one-time code, or the provider's error) to the page that
// opened the window, if the project allows that page, and closes the window. A login that left its page instead
// (no window) is sent back to that page with the URL in its address (`RETURN_PARAMETER`). Only the frame, which holds the
// PKCE verifier, can redeem the code.

/** How long the window waits for the opener to close it before it closes itself. */
const CLOSE_FALLBACK_MS = 1000

const status = document.getElementById('status')
const say = (text: string) => {
  if (status) status.textContent = text
}

async function main(): Promise<void> {
  const params = new URLSearchParams(location.search)
  const state = params.get('state') ?? ''
  const target = originOfState(state)
  // A login that left its page (inside Telegram, where no window opens) goes back to that page, of the same origin.
  const returnTo = returnOfState(state)
  const opener = window.opener as Window | null
  const gone = 'This sign-in is not waited for any more. You can close this window.'
  if (!target || (!opener && !returnTo)) return say(gone)
  const response = await fetch(`${location.origin}/secure/project/origins?projectId=`)
  const { allowedOrigins } = (await response.json().catch(() => ({}))) as { allowedOrigins?: unknown }
  if (!Array.isArray(allowedOrigins) || !allowedOrigins.every((o) => typeof o === 'string') || !isOriginAllowed(target, allowedOrigins))
    return say('This sign-in was started by a page that is not allowed. You can close this window.')
  if (returnTo) {
    const back = new URL(returnTo)
    back.searchParams.set(RETURN_PARAMETER, location.href)
    say('Going back to the app…')
    return location.replace(back)
  }
  if (!opener) return say(gone)
  opener.postMessage({ type: REDIRECT_RESULT, resultUri: location.href }, target)
  say('Signed in. You can close this window.')
  // The opener closes this window once the answer has reached it; closing it here at once could overtake the
  // answer, and the opener would take the login for abandoned. Only if the opener does not, after a while.
  setTimeout(() => window.close(), CLOSE_FALLBACK_MS)
}

main().catch(() => say('Something went wrong. You can close this window.'))
