import { Button, useActiveAccount, usePlugin, usePluginState, useTranslate } from 'portico/ui'
import { useState } from 'react'

/** An address shortened for a row: its start and end, the whole address in the row's label. */
const short = (address: string) => (address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address)

/**
 * Account type (SPEC.md §3, §4, §6): the embedded wallet's accounts on the active network with their types, the one
 * in use marked, and the switch to the other (loading until the account is reconnected with its new address). On a
 * network without smart accounts the EOA is the account, and the view says so.
 */
export default function AccountTypeView() {
  const { t } = useTranslate()
  const wallet = usePlugin('embedded-wallet')
  const state = usePluginState('embedded-wallet')
  const { namespace, account, network } = useActiveAccount()
  const [error, setError] = useState<string>()
  const inUse = account?.allAccounts.find((a) => a.address === account.address)?.type === 'smartAccount' ? 'smartAccount' : 'eoa'
  const enabled = Boolean(network && account?.allAccounts.some((a) => a.type === 'smartAccount'))
  const other = inUse === 'smartAccount' ? 'eoa' : 'smartAccount'
  const switching = Boolean(state?.switchingAccountType)

  const change = () => {
    if (!wallet || !namespace) return
    setError(undefined)
    wallet.setPreferredAccountType(other, namespace).catch((cause: unknown) => setError(cause instanceof Error ? cause.message : String(cause)))
  }

  return (
    <div className="pt-stack">
      <ul className="pt-list" aria-label={t('wallet.accountTypes')}>
        {(account?.allAccounts ?? []).map(({ address, type }) => (
          <li key={address} className="pt-token" aria-label={`${t(type === 'smartAccount' ? 'wallet.smartAccount' : 'wallet.eoa')} ${address}`}>
            <span className="pt-token-text">
              <span className="pt-row-name">{t(type === 'smartAccount' ? 'wallet.smartAccount' : 'wallet.eoa')}</span>
              <span className="pt-muted" dir="ltr">
                {short(address)}
              </span>
            </span>
            {type === inUse && <span className="pt-muted">{t('wallet.inUse')}</span>}
          </li>
        ))}
      </ul>
      {!enabled && <p className="pt-muted">{t('wallet.noSmartAccounts')}</p>}
      {switching && <p role="status">{t('wallet.switchingAccountType')}</p>}
      {error && (
        <p className="pt-error-text" role="alert">
          {error}
        </p>
      )}
      {enabled && (
        <Button variant="primary" disabled={switching} onClick={change}>
          {t(other === 'smartAccount' ? 'wallet.useSmartAccount' : 'wallet.useEoa')}
        </Button>
      )}
    </div>
  )
}
