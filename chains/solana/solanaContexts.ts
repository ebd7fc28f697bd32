import type { AdapterContext } from '../../kernel/connection/adapter.js'

/** A kit's `registerConnector`, which the kit hands to its adapters as the very function of its internal API. */
type KitKey = AdapterContext['registerConnector']

// What each kit set its solana adapter up with, for the host's connection (getSolanaConnection,
// useAppKitConnection). A kit is known by its `registerConnector`: nothing else in the context is the kit's own.
const contexts = new WeakMap<KitKey, AdapterContext>()

/** Remembers the context a kit set a solana adapter up with; returns the function that forgets it. */
export function rememberSolanaContext(context: AdapterContext): () => void {
  contexts.set(context.registerConnector, context)
  return () => {
    if (contexts.get(context.registerConnector) === context) contexts.delete(context.registerConnector)
  }
}

/**
 * The context the kit of `registerConnector` (`getKernelApi(kit).registerConnector`) set its solana adapter up
 * with: undefined before its start-up set it up, after its teardown, or without one.
 */
export function solanaContextOf(registerConnector: KitKey): AdapterContext | undefined {
  return contexts.get(registerConnector)
}
