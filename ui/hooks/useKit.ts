import { createContext, useContext } from 'react'
import type { AppKit } from '../../kernel/createInstance.js'
import { getKernelApi } from '../../kernel/internals.js'
import type { KernelApi } from '../../kernel/plugins/kernelApi.js'

/** The kit whose modal is rendering. */
export const KitContext = createContext<AppKit | undefined>(undefined)

export function useKit(): AppKit {
  const kit = useContext(KitContext)
  if (!kit) throw new Error('Portico: a modal component rendered outside its kit')
  return kit
}

/** The internal API of the kit whose modal is rendering. */
export function useKernel(): KernelApi {
  return getKernelApi(useKit())
}
