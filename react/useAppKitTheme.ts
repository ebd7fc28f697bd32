import { useCallback } from 'react'
import { getKernelApi } from '../kernel/internals.js'
import { subscribe } from 'valtio/vanilla'
import type { ThemeMode, ThemeVariables } from '../kernel/options/types.js'
import { useActiveKit, useKitValue } from './useKitValue.js'

export interface UseAppKitThemeReturnType {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
}

const DEFAULT_THEME = { themeMode: 'dark' as ThemeMode, themeVariables: {} as ThemeVariables }

/**
 * The modal's theme, and setters for it.
 *
 * @example
 * const { themeMode, setThemeMode } = useAppKitTheme()
 * setThemeMode(themeMode === 'dark' ? 'light' : 'dark')
 */
export function useAppKitTheme(): UseAppKitThemeReturnType {
  const kit = useActiveKit()
  const theme = useKitValue(
    (k, onChange) => subscribe(getKernelApi(k).state.theme, onChange),
    (k) => ({ themeMode: getKernelApi(k).state.theme.themeMode, themeVariables: { ...getKernelApi(k).state.theme.themeVariables } }),
    DEFAULT_THEME,
  )
  const setThemeMode = useCallback((mode: ThemeMode) => kit?.setThemeMode(mode), [kit])
  const setThemeVariables = useCallback((variables: ThemeVariables) => kit?.setThemeVariables(variables), [kit])
  return { ...theme, setThemeMode, setThemeVariables }
}
