// portico/react: hooks and buttons for React hosts. Tiny on purpose: the modal (ui/) is fetched only when it
// opens, by the kit itself.
export { useAppKit, type UseAppKitReturnType } from './useAppKit.js'
export { useAppKitState } from './useAppKitState.js'
export { useAppKitAccount, type UseAppKitAccountParameters } from './useAppKitAccount.js'
export { useAppKitNetwork, type UseAppKitNetworkReturnType } from './useAppKitNetwork.js'
export { useAppKitProvider, type UseAppKitProviderReturnType } from './useAppKitProvider.js'
export { useAppKitBalance, type UseAppKitBalanceReturnType } from './useAppKitBalance.js'
export { useDisconnect, type UseDisconnectReturnType } from './useDisconnect.js'
export {
  useAppKitUpdateEmail,
  type UseAppKitUpdateEmailParameters,
  type UseAppKitUpdateEmailReturnType,
} from './useAppKitUpdateEmail.js'
export { useWalletInfo } from './useWalletInfo.js'
export { useAppKitTheme, type UseAppKitThemeReturnType } from './useAppKitTheme.js'
export { useAppKitEvents, type UseAppKitEventsReturnType } from './useAppKitEvents.js'
export { useAppKitSIWX, useAppKitSIWXSession, type UseAppKitSIWXSessionReturnType } from './useAppKitSIWX.js'
export { ConnectButton, type ConnectButtonProps } from './ConnectButton.js'
export { AccountButton, type AccountButtonProps } from './AccountButton.js'
export { NetworkButton, type NetworkButtonProps } from './NetworkButton.js'
export { AppKitButton, type AppKitButtonProps } from './AppKitButton.js'
