import type { CSSProperties } from 'react'
import { buttonStyle, classNames, reportError } from './buttonStyle.js'
import { useAppKit } from './useAppKit.js'
import { useAppKitNetwork } from './useAppKitNetwork.js'
import { useButtonStrings } from './useButtonStrings.js'

export interface NetworkButtonProps {
  className?: string
  style?: CSSProperties
}

/**
 * The active network's name; opens the Networks view.
 *
 * @example
 * <NetworkButton />
 */
export function NetworkButton({ className, style }: NetworkButtonProps) {
  const strings = useButtonStrings()
  const { open } = useAppKit()
  const { caipNetwork } = useAppKitNetwork()
  return (
    <button
      type="button"
      className={classNames('portico-button', 'portico-network-button', className)}
      style={style ? { ...buttonStyle, ...style } : buttonStyle}
      onClick={() => void open({ view: 'Networks' }).catch(reportError)}
    >
      {caipNetwork?.name ?? strings.selectNetwork}
    </button>
  )
}
