import { useEffect, type CSSProperties } from 'react'
import { subscribe } from 'valtio/vanilla'
import type { AppKit } from '../kernel/createInstance.js'
import { formatBalance, shortenAddress } from '../ui/i18n/format.js'
import { buttonStyle, classNames, reportError } from './buttonStyle.js'
import { useAppKit } from './useAppKit.js'
import { useButtonLocale } from './useButtonStrings.js'
import { useActiveKit, useKitValue } from './useKitValue.js'
import { getKernelApi } from '../kernel/internals.js'

interface AccountSummary {
  address: string | undefined
  name: string | undefined
  balance: string | undefined
  symbol: string | undefined
  caipNetworkId: string | undefined
}

const NO_ACCOUNT: AccountSummary = {
  address: undefined,
  name: undefined,
  balance: undefined,
  symbol: undefined,
  caipNetworkId: undefined,
}

function readSummary(kit: AppKit): AccountSummary {
  const account = getKernelApi(kit).account.get()
  const network = getKernelApi(kit).account.network()
  if (!account?.address || account.status !== 'connected') return NO_ACCOUNT
  return {
    address: account.address,
    name: account.profileName ?? undefined,
    balance: account.balance,
    symbol: account.balanceSymbol ?? network?.nativeCurrency.symbol,
    caipNetworkId: network?.caipNetworkId,
  }
}

export interface AccountButtonProps {
  /** `'hide'` leaves the balance out. */
  balance?: 'show' | 'hide'
  className?: string
  style?: CSSProperties
}

/**
 * The connected account (balance rounded down to 3 decimals, and the profile name or short address); opens
 * the Account view. Renders nothing while no wallet is connected.
 *
 * @example
 * <AccountButton />
 */
export function AccountButton({ balance: showBalance = 'show', className, style }: AccountButtonProps) {
  const kit = useActiveKit()
  const { open } = useAppKit()
  const { locale } = useButtonLocale()
  const account = useKitValue((k, onChange) => subscribe(getKernelApi(k).state.chain, onChange), readSummary, NO_ACCOUNT)
  const { address, caipNetworkId } = account
  useEffect(() => {
    // refreshBalances() shows its own failure ('Token Balance Unavailable'); the button then shows no balance.
    if (kit && address) void getKernelApi(kit).account.refreshBalances().catch(() => {})
  }, [kit, address, caipNetworkId])
  if (!address) return null
  const balance = showBalance === 'show' && account.balance !== undefined ? formatBalance(account.balance, account.symbol, locale) : undefined
  return (
    <button
      type="button"
      className={classNames('portico-button', 'portico-account-button', className)}
      style={style ? { ...buttonStyle, ...style } : buttonStyle}
      onClick={() => void open().catch(reportError)}
    >
      {balance ? <span className="portico-account-balance">{balance}</span> : null}
      <span className="portico-account-address">{account.name || shortenAddress(address)}</span>
    </button>
  )
}
