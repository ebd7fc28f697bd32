import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { getActiveKit, subscribeActiveKit } from '../../../kernel/activeKit.js'
import type { AppKit } from '../../../kernel/createInstance.js'
import type { SolanaConnection } from '../createConnection.js'
import { solanaConnectionUrl } from '../solanaConnectionUrl.js'

const none = () => undefined
const noop = () => {}

export interface UseAppKitConnectionReturnType {
  /** The `@solana/kit` RPC client of the solana family's network; undefined while it loads or without one. */
  connection: SolanaConnection | undefined
}

/** Calls back when the solana family's network may have changed, and once the kit's start-up is done. */
function subscribeSolanaNetwork(kit: AppKit, onChange: () => void): () => void {
  let live = true
  const changed = () => {
    if (live) onChange()
  }
  // Start-up sets the adapters up and restores sessions; its failure was reported by the kit.
  void kit.ready().then(changed, changed)
  const offNetwork = kit.subscribeNetwork(changed)
  const offAccount = kit.subscribeAccount(changed, 'solana')
  return () => {
    live = false
    offNetwork()
    offAccount()
  }
}

/**
 * The host's Solana connection for React: a `@solana/kit` RPC client (`createSolanaRpc`) for the solana family's
 * network (the active network when solana is active; the one solana last used, else the first configured Solana
 * network, while another family is active), through the first of its `customRpcUrls`, else its default RPC. It
 * follows network switches; `undefined` on the server, while `@solana/kit` loads, and without a
 * `solana()` adapter or a Solana network. `@solana/kit` is fetched when the hook first has a network.
 *
 * @example
 * const { connection } = useAppKitConnection()
 * const { value: lamports } = await connection!.getBalance(address).send()
 */
export function useAppKitConnection(): UseAppKitConnectionReturnType {
  // The kit and its URL as portico/react's hooks read them (the server and hydration see none); a URL is a string,
  // so no snapshot needs caching.
  const kit = useSyncExternalStore(subscribeActiveKit, getActiveKit, none)
  const subscribe = useCallback((onChange: () => void) => (kit ? subscribeSolanaNetwork(kit, onChange) : noop), [kit])
  const url = useSyncExternalStore(subscribe, () => (kit ? solanaConnectionUrl(kit) : undefined), none)
  const [loaded, setLoaded] = useState<{ url: string; connection: SolanaConnection }>()
  useEffect(() => {
    if (!url) return
    let live = true
    void import('../createConnection.js').then(
      ({ createConnection }) => {
        if (live) setLoaded({ url, connection: createConnection(url) })
      },
      (error: unknown) => console.error(error),
    )
    return () => {
      live = false
    }
  }, [url])
  return { connection: loaded && loaded.url === url ? loaded.connection : undefined }
}
