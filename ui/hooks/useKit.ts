import { createContext, useContext } from 'react'
import type { AppKit } from '../../kernel/createInstance.js'

/** The kit whose modal is rendering. */
export const KitContext = createContext<AppKit | undefined>(undefined)

export function useKit(): AppKit {
  const kit = useContext(KitContext)
  if (!kit) throw new Error('Portico: a modal component rendered outside its kit')
  return kit
}
