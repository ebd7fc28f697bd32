import { useCallback, useSyncExternalStore } from 'react'
import { snapshot, subscribe, type Snapshot } from 'valtio/vanilla'

/**
 * A render-stable snapshot of a kernel state slice (a valtio proxy); the component re-renders when the slice
 * changes. valtio caches a snapshot per version, so unchanged slices return the same object.
 */
export function useSnap<T extends object>(slice: T): Snapshot<T> {
  const subscribeSlice = useCallback((onChange: () => void) => subscribe(slice, onChange), [slice])
  const read = useCallback(() => snapshot(slice), [slice])
  return useSyncExternalStore(subscribeSlice, read, read)
}
