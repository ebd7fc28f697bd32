import { useCallback, useSyncExternalStore } from 'react'
import { snapshot, subscribe, type Snapshot } from 'valtio/vanilla'

/**
 * One value of a kernel state slice (a valtio proxy): the component re-renders when that value changes
 * (`Object.is`), not with the rest of the slice. A view that reads only the modal's `namespaceFilter` is not
 * rendered again when the modal opens. `select` returns a field of the snapshot (a value, or a part valtio keeps
 * while it is unchanged), never a new object: a new one on every read would render without end.
 */
export function useSnapValue<T extends object, V>(slice: T, select: (snap: Snapshot<T>) => V): V {
  const subscribeSlice = useCallback((onChange: () => void) => subscribe(slice, onChange), [slice])
  const read = () => select(snapshot(slice))
  return useSyncExternalStore(subscribeSlice, read, read)
}

const whole = <T,>(snap: T) => snap

/**
 * A render-stable snapshot of a kernel state slice; the component re-renders when the slice changes. valtio caches
 * a snapshot per version, so unchanged slices return the same object.
 */
export const useSnap = <T extends object>(slice: T): Snapshot<T> => useSnapValue(slice, whole)
