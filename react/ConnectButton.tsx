import type { CSSProperties } from 'react'
import type { ChainNamespace } from '../kernel/types/chain.js'
import { buttonStyle, classNames, reportError } from './buttonStyle.js'
import { useAppKit } from './useAppKit.js'
import { useAppKitAccount } from './useAppKitAccount.js'
import { useButtonStrings } from './useButtonStrings.js'

export interface ConnectButtonProps {
  /** Replaces "Connect Wallet". */
  label?: string
  /** Replaces "Connecting…". */
  loadingLabel?: string
  /** Opens the modal for one chain family. */
  namespace?: ChainNamespace
  className?: string
  style?: CSSProperties
}

/**
 * A button that opens the modal to connect a wallet.
 *
 * @example
 * <ConnectButton />
 */
export function ConnectButton({ label, loadingLabel, namespace, className, style }: ConnectButtonProps) {
  const strings = useButtonStrings()
  const { open } = useAppKit()
  const { status } = useAppKitAccount({ namespace })
  const connecting = status === 'connecting'
  return (
    <button
      type="button"
      className={classNames('portico-button', 'portico-connect-button', className)}
      style={style ? { ...buttonStyle, ...style } : buttonStyle}
      aria-busy={connecting || undefined}
      onClick={() => void open(namespace ? { namespace } : undefined).catch(reportError)}
    >
      {connecting ? (loadingLabel ?? strings.connecting) : (label ?? strings.connect)}
    </button>
  )
}
