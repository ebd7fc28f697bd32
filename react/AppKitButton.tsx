import type { CSSProperties } from 'react'
import type { ChainNamespace } from '../kernel/types/chain.js'
import { AccountButton } from './AccountButton.js'
import { ConnectButton } from './ConnectButton.js'
import { useAppKitAccount } from './useAppKitAccount.js'

export interface AppKitButtonProps {
  /** Replaces "Connect Wallet". */
  label?: string
  /** Replaces "Connecting…". */
  loadingLabel?: string
  /** `'hide'` leaves the balance out of the account button. */
  balance?: 'show' | 'hide'
  namespace?: ChainNamespace
  className?: string
  style?: CSSProperties
}

/**
 * Connect while disconnected, the account once connected.
 *
 * @example
 * <AppKitButton />
 */
export function AppKitButton({ label, loadingLabel, balance, namespace, className, style }: AppKitButtonProps) {
  const { isConnected } = useAppKitAccount({ namespace })
  const shared = { ...(className ? { className } : {}), ...(style ? { style } : {}) }
  if (isConnected) return <AccountButton {...shared} {...(balance ? { balance } : {})} />
  return (
    <ConnectButton
      {...shared}
      {...(label ? { label } : {})}
      {...(loadingLabel ? { loadingLabel } : {})}
      {...(namespace ? { namespace } : {})}
    />
  )
}
