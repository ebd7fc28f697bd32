import type { ViewDataMap } from 'portico'
import { WalletImage, formatBalance, usePlugin, usePluginContext, useSnap, useTranslate, useActiveAccount, useStyleSheet } from 'portico/ui'
import { useId, useState } from 'react'
import type { SwapController, SwapToken } from '../createSwapController.js'
import { POPULAR_TOKENS, SUGGESTED_TOKENS } from '../swapNetworks.js'
import { swapCss } from './swapCss.js'

/**
 * SwapSelectToken (SPEC.md §2): a search over the network's swap tokens, suggested tokens as one-click picks,
 * the tokens the account holds with their balances, then the popular ones. A pick sets the side the view was
 * opened for and goes back to Swap.
 */
export default function SwapSelectTokenView({ data }: { data?: ViewDataMap['SwapSelectToken'] }) {
  const { t } = useTranslate()
  const controller = usePlugin('swaps')
  if (!controller) return <p className="pt-empty">{t('modal.viewUnavailable')}</p>
  return <SelectToken controller={controller} target={data?.target ?? 'to'} />
}

const rank = (symbol: string) => {
  const at = POPULAR_TOKENS.indexOf(symbol.toUpperCase())
  return at < 0 ? POPULAR_TOKENS.length : at
}

function SelectToken({ controller, target }: { controller: SwapController; target: 'source' | 'to' }) {
  useStyleSheet(swapCss)
  const { t, locale } = useTranslate()
  const context = usePluginContext('swaps')
  const id = useId()
  const form = useSnap(controller.state)
  // Balances follow the account's.
  useActiveAccount()
  const [search, setSearch] = useState('')

  const tokens = form.tokens as SwapToken[]
  const query = search.trim().toLowerCase()
  const matching = tokens.filter(
    (token) => !query || token.symbol.toLowerCase().includes(query) || token.name.toLowerCase().includes(query) || token.address.toLowerCase().endsWith(query),
  )
  const held = (token: SwapToken) => Number(controller.balance(token)) > 0
  const yours = matching.filter(held)
  const popular = matching.filter((token) => !held(token)).sort((a, b) => rank(a.symbol) - rank(b.symbol))
  const suggested = SUGGESTED_TOKENS.flatMap((symbol) => tokens.filter((token) => token.symbol.toUpperCase() === symbol))
  const current = target === 'source' ? form.sourceToken : form.toToken

  const choose = (token: SwapToken) => {
    if (target === 'source') controller.setSourceToken(token)
    else controller.setToToken(token)
    context.router.goBack()
  }
  const row = (token: SwapToken) => (
    <li key={token.address}>
      <button type="button" className="pt-row" aria-current={current?.address === token.address || undefined} onClick={() => choose(token)}>
        <WalletImage name={token.symbol} imageUrl={token.logoUri} size={28} shape="network" />
        <span className="pt-row-name">{token.name}</span>{' '}
        <span className="pt-muted" dir="ltr">{formatBalance(controller.balance(token), token.symbol, locale)}</span>
      </button>
    </li>
  )

  return (
    <div className="pt-stack">
      <div className="pt-search">
        <input
          type="search"
          aria-label={t('swap.search')}
          placeholder={t('swap.search')}
          autoComplete="off"
          spellCheck={false}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {suggested.length && !query ? (
        <section aria-labelledby={`${id}-suggested`}>
          <h3 className="pt-label" id={`${id}-suggested`}>
            {t('swap.suggested')}
          </h3>
          <ul className="pt-chips">
            {suggested.map((token) => (
              <li key={token.address}>
                <button type="button" className="pt-chip" onClick={() => choose(token)}>
                  <WalletImage name={token.symbol} imageUrl={token.logoUri} size={16} shape="network" />
                  <span>{token.symbol}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {yours.length ? (
        <section aria-labelledby={`${id}-yours`}>
          <h3 className="pt-label" id={`${id}-yours`}>
            {t('swap.yourTokens')}
          </h3>
          <ul className="pt-list" aria-labelledby={`${id}-yours`}>
            {yours.map(row)}
          </ul>
        </section>
      ) : null}
      {popular.length ? (
        <section aria-labelledby={`${id}-popular`}>
          <h3 className="pt-label" id={`${id}-popular`}>
            {t('swap.popular')}
          </h3>
          <ul className="pt-list" aria-labelledby={`${id}-popular`}>
            {popular.map(row)}
          </ul>
        </section>
      ) : null}
      {!matching.length ? <p className="pt-empty">{t('swap.noTokens', { search })}</p> : null}
    </div>
  )
}
