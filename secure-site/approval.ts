// The approval the secure site shows inside its own frame for every request that signs or spends (SPEC.md §6):
// the host page cannot read or click it (another origin), so only the visitor can approve.

export interface ApprovalRequest {
  title: string
  details: [label: string, value: string][]
}

/**
 * How long the frame must have been shown, at the same size, before its buttons take a click: a frame that has
 * just appeared or moved cannot take a click meant for the page beneath (as browsers guard their own prompts).
 */
const INPUT_GUARD_MS = 500

/** Enables `buttons` once the frame has been visible and unmoved for INPUT_GUARD_MS; returns the stop function. */
function guardInput(buttons: HTMLButtonElement[]): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const arm = () => {
    for (const button of buttons) button.disabled = true
    clearTimeout(timer)
    if (innerWidth > 0 && innerHeight > 0)
      timer = setTimeout(() => {
        for (const button of buttons) button.disabled = false
      }, INPUT_GUARD_MS)
  }
  addEventListener('resize', arm)
  arm()
  return () => {
    removeEventListener('resize', arm)
    clearTimeout(timer)
  }
}

/** Shows the request and resolves whether the visitor approved it. */
export function askApproval({ title, details }: ApprovalRequest): Promise<boolean> {
  const main = document.getElementById('approve') as HTMLElement
  const heading = document.getElementById('approve-title') as HTMLElement
  const list = document.getElementById('approve-details') as HTMLElement
  const accept = document.getElementById('accept') as HTMLButtonElement
  const reject = document.getElementById('reject') as HTMLButtonElement
  heading.textContent = title
  list.replaceChildren(
    ...details.flatMap(([label, value]) => {
      const dt = document.createElement('dt')
      dt.textContent = label
      const dd = document.createElement('dd')
      dd.textContent = value
      return [dt, dd]
    }),
  )
  main.setAttribute('data-open', '')
  const stopGuard = guardInput([accept, reject])
  return new Promise((resolve) => {
    const finish = (approved: boolean) => {
      stopGuard()
      accept.onclick = null
      reject.onclick = null
      main.removeAttribute('data-open')
      resolve(approved)
    }
    accept.onclick = () => finish(true)
    reject.onclick = () => finish(false)
  })
}
