// The approval the secure site shows inside its own frame for every request that signs or spends (SPEC.md §6):
// the host page cannot read or click it (another origin), so only the visitor can approve.

export interface ApprovalRequest {
  title: string
  details: [label: string, value: string][]
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
  accept.focus()
  return new Promise((resolve) => {
    const finish = (approved: boolean) => {
      accept.onclick = null
      reject.onclick = null
      main.removeAttribute('data-open')
      resolve(approved)
    }
    accept.onclick = () => finish(true)
    reject.onclick = () => finish(false)
  })
}
