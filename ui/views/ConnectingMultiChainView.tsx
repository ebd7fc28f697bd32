import type { ViewProps } from '../../kernel/plugins/definePlugin.js'
import { mergeMultiChainConnectors } from '../../kernel/connectors/mergeMultiChainConnectors.js'
import type { ChainAdapter } from '../../kernel/connection/adapter.js'
import type { ChainNamespace } from '../../kernel/types/chain.js'
import type { Connector } from '../../kernel/types/connector.js'
import { WalletImage } from '../components/WalletImage.js'
import { WalletRow } from '../components/WalletRow.js'
import { useKit } from '../hooks/useKit.js'
import { useSnap } from '../hooks/useSnap.js'
import { useI18n } from '../i18n/I18nContext.js'
import type { MessageKey } from '../i18n/en.js'
import { connectWith } from '../wallets/pickWallet.js'
import { getKernelApi } from '../../kernel/internals.js'

/**
 * A chain family's name as its chain package gives it (the `family` capability; "EVM Networks" in the visitor's
 * language for a family of networks), else the family's id.
 */
function familyName(t: (key: MessageKey, values: { name: string }) => string, chain: ChainNamespace, adapters: readonly ChainAdapter[] | undefined): string {
  const family = adapters?.find((adapter) => adapter.namespace === chain)?.family
  if (!family) return chain
  return family.networks ? t('namespace.networks', { name: family.label }) : family.label
}

/**
 * ConnectingMultiChain: a browser wallet that offers several chain families (a MULTI_CHAIN connector) was picked;
 * the user picks the family, and that family's connector connects (ConnectingExternal).
 */
export default function ConnectingMultiChainView({ data }: ViewProps<'ConnectingMultiChain'>) {
  const kit = useKit()
  const { t } = useI18n()
  const { state, options } = getKernelApi(kit)
  const { list } = useSnap(state.connectors)
  const connector = mergeMultiChainConnectors(list as readonly Connector[]).find((c) => c.id === data?.connectorId)
  const families = connector?.connectors ?? []
  const name = connector?.name ?? ''
  return (
    <div className="pt-stack">
      <div className="pt-hero">
        <WalletImage name={name} imageUrl={connector?.imageUrl} imageId={connector?.imageId} size={72} />
      </div>
      <p className="pt-muted pt-center-text">{t('multiChain.text', { wallet: name })}</p>
      <ul className="pt-list" aria-label={t('multiChain.list')}>
        {families.map((family) => (
          <WalletRow key={`${family.chain}:${family.id}`} name={familyName(t, family.chain, options.adapters)} imageUrl={family.imageUrl ?? options.adapters?.find((adapter) => adapter.namespace === family.chain)?.family?.iconUrl} onSelect={() => connectWith(kit, family)} />
        ))}
      </ul>
    </div>
  )
}
