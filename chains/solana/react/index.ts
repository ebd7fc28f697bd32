// portico/chains/solana/react: the Solana hooks for React hosts, apart from portico/react so that hosts without
// Solana pay nothing for them. @solana/kit loads only when a hook has a Solana network.
export { useAppKitConnection, type UseAppKitConnectionReturnType } from './useAppKitConnection.js'
export { getSolanaConnection } from '../getSolanaConnection.js'
export type { SolanaConnection } from '../createConnection.js'
