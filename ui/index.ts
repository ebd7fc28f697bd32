// The `portico/ui` entry: what a plugin's views are built from, the same parts and hooks the modal's own views
// and the built-in plugins use. Views render inside the modal (React, in its shadow root, with its CSS), so
// this entry needs React; the `portico` entry does not.

// Design parts
export { Button, type ButtonProps } from './components/Button.js'
export { TextField, type TextFieldProps } from './components/TextField.js'
export { WalletRow, type WalletRowProps } from './components/WalletRow.js'
export { WalletImage, type WalletImageProps } from './components/WalletImage.js'
export { Avatar } from './components/Avatar.js'
export { Spinner, LoadingView } from './components/Spinner.js'
export { QrCode } from './components/QrCode.js'
export { VirtualGrid, type VirtualGridProps } from './components/VirtualGrid.js'
export { Icon, type IconName } from './components/icons.js'
export { Template } from './components/Template.js'

// Hooks
export { useKit } from './hooks/useKit.js'
export { usePlugin, usePluginContext, usePluginState, type PluginId } from './hooks/usePlugin.js'
export { useActiveAccount, type ActiveAccount } from './hooks/useAccount.js'
export { useSnap } from './hooks/useSnap.js'
export { useConnectAttempt, type ConnectAttemptHandle } from './hooks/useConnectAttempt.js'
export { useStyleSheet } from './hooks/useStyleSheet.js'
export { isUserRejection, type ConnectAttempt } from './wallets/connectAttempts.js'

// Text
export { useTranslate, type Translate, type TranslationKey } from './i18n/I18nContext.js'
export type { PluginMessageKey, PluginMessages } from './i18n/pluginStrings.js'
export type { MessageKey } from './i18n/en.js'
export type { MessageValues } from './i18n/translate.js'
export { LOCALES, resolveLocale, type LocaleCode } from './i18n/locales.js'
export {
  formatBalance,
  formatDate,
  formatNumber,
  formatUsd,
  intlLocale,
  shortenAddress,
  truncateDecimals,
} from './i18n/format.js'
