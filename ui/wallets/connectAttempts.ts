import type { AppKit } from '../../kernel/createInstance.js'
import { subscribe } from 'valtio/vanilla'
import { getKernelApi } from '../../kernel/internals.js'

/** One try to connect a connector from the modal. */
export interface ConnectAttempt {
  connectorId: string
  /** The wallet's name, kept so that a wallet that vanishes can still be named. */
  name: string
  status: 'connecting' | 'connected' | 'failed'
  error?: unknown
}

interface Attempts {
  byId: Map<string, ConnectAttempt>
  listeners: Set<() => void>
}

const kits = new WeakMap<AppKit, Attempts>()

function attemptsOf(kit: AppKit): Attempts {
  let attempts = kits.get(kit)
  if (!attempts) {
    kits.set(kit, (attempts = { byId: new Map(), listeners: new Set() }))
    // A closed modal forgets how its last attempts ended: the next visit starts afresh.
    const { modal } = getKernelApi(kit).state
    subscribe(modal, () => {
      if (!modal.open) clearSettledAttempts(kit)
    })
  }
  return attempts
}

function set(kit: AppKit, attempt: ConnectAttempt): void {
  const attempts = attemptsOf(kit)
  // Kept even while no view watches: the view that shows it may still be loading (a wallet that answers at once,
  // a slow device), and it must show this outcome rather than ask the wallet again. Settled attempts go when their
  // view leaves or the modal closes.
  attempts.byId.set(attempt.connectorId, attempt)
  for (const listener of [...attempts.listeners]) listener()
}

/**
 * Starts `getKernelApi(kit).connect(id)` and records how it goes, for the ConnectingExternal view to show. The
 * kernel resets the account when connecting fails, so nothing is left half-connected.
 */
export function startConnect(kit: AppKit, connector: { id: string; name: string }): ConnectAttempt {
  const attempt: ConnectAttempt = { connectorId: connector.id, name: connector.name, status: 'connecting' }
  attemptsOf(kit).byId.set(connector.id, attempt)
  getKernelApi(kit).connect(connector.id).then(
    () => getAttempt(kit, connector.id) === attempt && set(kit, { ...attempt, status: 'connected' }),
    (error: unknown) => getAttempt(kit, connector.id) === attempt && set(kit, { ...attempt, status: 'failed', error }),
  )
  for (const listener of [...attemptsOf(kit).listeners]) listener()
  return attempt
}

export function getAttempt(kit: AppKit, connectorId: string): ConnectAttempt | undefined {
  return attemptsOf(kit).byId.get(connectorId)
}

/** Forgets a settled attempt (its outcome has been shown). */
export function clearAttempt(kit: AppKit, connectorId: string): void {
  const attempt = getAttempt(kit, connectorId)
  if (attempt && attempt.status !== 'connecting') attemptsOf(kit).byId.delete(connectorId)
}

/** Forgets every settled attempt: the modal closed, so the next visit starts afresh. */
function clearSettledAttempts(kit: AppKit): void {
  const { byId } = attemptsOf(kit)
  for (const [id, attempt] of byId) if (attempt.status !== 'connecting') byId.delete(id)
}

export function subscribeAttempts(kit: AppKit, listener: () => void): () => void {
  const { listeners } = attemptsOf(kit)
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether an error is the user declining in the wallet (EIP-1193 4001, or a message saying so). */
export function isUserRejection(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    const { code, message, shortMessage, cause } = e as {
      code?: unknown
      message?: unknown
      shortMessage?: unknown
      cause?: unknown
    }
    if (code === 4001 || code === 'ACTION_REJECTED') return true
    const text = `${typeof shortMessage === 'string' ? shortMessage : ''} ${typeof message === 'string' ? message : ''}`
    if (/reject|denied|declined|cancel/iu.test(text)) return true
    e = cause
  }
  return typeof error === 'string' && /reject|denied|declined|cancel/iu.test(error)
}
