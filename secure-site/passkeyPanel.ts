import { PasskeyError } from './passkey.js'

// The secure site's passkey panel, shown inside its frame while the kit shows the frame over its card: the person
// starts the passkey ceremony with a click here, in the secure site's own origin (WebAuthn in a frame needs the
// frame's own click, and the passkey belongs to this origin, not to the host page).

/** What the panel says. */
export interface PasskeyPanelText {
  title: string
  text: string
  /** The button that starts the ceremony. */
  action: string
}

/** A new panel's buttons take a click only after this long: a frame that has just appeared cannot take a click meant for the page. */
const INPUT_GUARD_MS = 500

let cancelOpen: (() => void) | undefined

const element = <type extends HTMLElement>(id: string) => document.getElementById(id) as type

/** Closes the panel on screen, if any, as cancelled (the kit stopped waiting). */
export function closePasskeyPanel(): void {
  cancelOpen?.()
}

/**
 * Shows the panel; its button runs `ceremony` (in the click, so the browser lets WebAuthn run). Resolves with the
 * ceremony's result, or rejects with its error, or PASSKEY_CANCELLED when the person cancels here.
 */
export function askPasskey<value>(text: PasskeyPanelText, ceremony: () => Promise<value>): Promise<value> {
  closePasskeyPanel()
  const panel = element<HTMLElement>('passkey')
  const go = element<HTMLButtonElement>('passkey-go')
  const cancel = element<HTMLButtonElement>('passkey-cancel')
  element<HTMLElement>('passkey-title').textContent = text.title
  element<HTMLElement>('passkey-text').textContent = text.text
  go.textContent = text.action
  go.disabled = true
  cancel.disabled = false
  delete panel.dataset.busy
  panel.dataset.open = ''
  const guard = setTimeout(() => (go.disabled = false), INPUT_GUARD_MS)
  return new Promise<value>((resolve, reject) => {
    const close = () => {
      clearTimeout(guard)
      delete panel.dataset.open
      go.onclick = null
      cancel.onclick = null
      cancelOpen = undefined
    }
    cancelOpen = () => {
      close()
      reject(new PasskeyError('PASSKEY_CANCELLED'))
    }
    cancel.onclick = () => cancelOpen?.()
    go.onclick = () => {
      go.disabled = true
      cancel.disabled = true
      panel.dataset.busy = ''
      ceremony().then(
        (result) => {
          close()
          resolve(result)
        },
        (error: unknown) => {
          close()
          reject(error instanceof Error ? error : new Error(String(error)))
        },
      )
    }
  })
}
