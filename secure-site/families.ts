import { frameSigner as eip155 } from '../chains/eip155/embedded/frameSigner.js'
import { frameSigner as solana } from '../chains/solana/embedded/frameSigner.js'
import type { AccountKeys } from './accountSecret.js'
import type { FrameSigner } from './frameSigner.js'

/** A chain family the secure site signs for: its chain package's signer and its key among the account's keys. */
export interface FrameFamily {
  signer: FrameSigner
  key(keys: AccountKeys): string
}

/** The chain families the secure site knows, each answering its own requests (README "The embedded wallet's account"). */
export const FAMILIES: readonly FrameFamily[] = [
  { signer: eip155, key: (keys) => keys.evmKey },
  { signer: solana, key: (keys) => keys.solanaKey },
]
