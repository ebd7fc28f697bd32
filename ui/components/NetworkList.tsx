import { useId } from 'react'
import type { Network } from '../../kernel/types/chain.js'
import { useI18n } from '../i18n/I18nContext.js'
import { WalletImage } from './WalletImage.js'

/** A list of networks as buttons named by the network; the current one has `aria-current`. */
export function NetworkList({
  networks,
  current,
  label,
  onPick,
}: {
  networks: readonly Readonly<Network>[]
  current: string | undefined
  label: string
  onPick(network: Readonly<Network>): void
}) {
  const { t } = useI18n()
  const id = useId()
  return (
    <ul className="pt-list" aria-label={label}>
      {networks.map((network) => {
        const active = network.caipNetworkId === current
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className={active ? 'pt-row pt-row-active' : 'pt-row'}
              aria-current={active ? 'true' : undefined}
              aria-describedby={network.testnet ? `${id}-${network.caipNetworkId}` : undefined}
              onClick={() => onPick(network)}
            >
              <WalletImage name={network.name} imageUrl={network.assets?.imageUrl} imageId={network.assets?.imageId} imageKind="asset" size={32} shape="network" fallback="network" />
              <span className="pt-row-name">{network.name}</span>
              {network.testnet ? (
                <span className="pt-tag" id={`${id}-${network.caipNetworkId}`} aria-hidden="true">
                  {t('networks.testnet')}
                </span>
              ) : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
