import { useCallback, useRef, useState } from 'react'
import { updateEmail as runUpdateEmail } from './updateEmail.js'
import { useActiveKit } from './useKitValue.js'

export interface UseAppKitUpdateEmailParameters {
  onSuccess?: ((data: { email: string }) => void) | undefined
  onError?: ((error: Error) => void) | undefined
}

export interface UseAppKitUpdateEmailReturnType {
  /** The new address, once changed. */
  data: { email: string } | undefined
  error: Error | undefined
  isPending: boolean
  isError: boolean
  isSuccess: boolean
  /** Opens the modal on the email change (UpdateEmailWallet); settles when the address changed or the modal closed. */
  updateEmail(): Promise<void>
}

/**
 * The embedded wallet's email change, as AppKit's hook: `updateEmail()` opens the modal on UpdateEmailWallet,
 * where the visitor types the new address and confirms a code sent to the current one, then one sent to the new
 * one; `data.email` is the new address (and `onSuccess` is called with it), or `error` says why not ('Not
 * connected to email or social', 'Modal closed').
 *
 * @example
 * const { updateEmail, data, isPending } = useAppKitUpdateEmail({ onSuccess: ({ email }) => console.log(email) })
 */
export function useAppKitUpdateEmail(parameters: UseAppKitUpdateEmailParameters = {}): UseAppKitUpdateEmailReturnType {
  const kit = useActiveKit()
  const callbacks = useRef(parameters)
  callbacks.current = parameters
  const [data, setData] = useState<{ email: string }>()
  const [error, setError] = useState<Error>()
  const [isPending, setIsPending] = useState(false)
  const updateEmail = useCallback(async () => {
    setIsPending(true)
    setError(undefined)
    try {
      const result = await runUpdateEmail(kit)
      setData(result)
      callbacks.current.onSuccess?.(result)
    } catch (cause) {
      const failure = cause instanceof Error ? cause : new Error(String(cause))
      setError(failure)
      callbacks.current.onError?.(failure)
    } finally {
      setIsPending(false)
    }
  }, [kit])
  return { data, error, isPending, isError: Boolean(error), isSuccess: Boolean(data), updateEmail }
}
