import type { OnRampProviderId } from './purchases.js'

export interface CheckoutPageParameters {
  provider: OnRampProviderId
  /** The wallet the tokens go to; undefined when the URL names none. */
  address: string | undefined
  /** The asset code the URL asks for (`USDC`, `ETH`, `SOL`). */
  asset: string
  /** The devnet's symbol of what is paid out for `asset`; undefined when the devnet cannot pay it. */
  payoutSymbol: string | undefined
  fiatAmount: string
  fiatCurrency: string
  /** The networks the asset is paid out on (`eip155:31337`, name). */
  chains: readonly { caipNetworkId: string; name: string }[]
  /** Other URL parameters worth showing (network asked for, session, customer id). */
  details: readonly [label: string, value: string][]
  /** Sent back with the purchase (the Coinbase session token). */
  sessionToken: string | undefined
  /** Why the order cannot be bought, when the address and asset do not go together. */
  problem?: string | undefined
}

const NAMES: Readonly<Record<OnRampProviderId, string>> = { coinbase: 'Coinbase', meld: 'Meld' }

const escape = (text: string) =>
  text.replace(/[&<>"']/gu, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/**
 * The devnet's stand-in for a provider's checkout (INFRA.md On-ramp): the order the URL describes, a Buy button
 * that has the treasury pay out on a devnet chain (or the Solana ledger airdrop SOL), and the result. Nothing is charged.
 */
export function checkoutPage(page: CheckoutPageParameters): string {
  const name = NAMES[page.provider]
  const problem = !page.address
    ? 'The URL names no wallet address.'
    : !page.payoutSymbol
      ? `${page.asset} is not available on this devnet.`
      : page.problem
  const rows: [string, string][] = [
    ['Wallet', page.address ?? '—'],
    ['Asset', page.payoutSymbol && page.payoutSymbol !== page.asset ? `${page.asset} (paid out as ${page.payoutSymbol})` : page.asset],
    ...page.details,
  ]
  const config = {
    provider: page.provider,
    address: page.address,
    asset: page.asset,
    sessionToken: page.sessionToken,
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name} checkout (devnet)</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1.5rem;color:#1b1b1f;background:#f6f6f8}
main{max-width:30rem;margin:auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 4px #0002}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dd{margin:0;overflow-wrap:anywhere;font-family:ui-monospace,monospace}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}input,select{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}
button{font:inherit;margin-top:1rem;padding:.6rem 1.2rem;border:0;border-radius:8px;background:#1652f0;color:#fff;cursor:pointer}
button:disabled{background:#767676;cursor:default}.note{color:#555;font-size:.9rem}.error{color:#b00020}
</style>
</head>
<body>
<main>
<h1>${name} checkout</h1>
<p class="note">A local stand-in for ${name} on the Portico devnet: nothing is charged, the devnet pays out test tokens (from its treasury on the anvil chains, by an airdrop on its Solana network).</p>
<h2>Your order</h2>
<dl>${rows.map(([label, value]) => `<dt>${escape(label)}</dt><dd>${escape(value)}</dd>`).join('')}</dl>
<form id="order">
<label for="fiatAmount">You pay</label>
<input id="fiatAmount" name="fiatAmount" inputmode="decimal" autocomplete="off" value="${escape(page.fiatAmount)}">
<label for="fiatCurrency">Currency</label>
<select id="fiatCurrency" name="fiatCurrency">${['USD', 'EUR']
    .map((code) => `<option${code === page.fiatCurrency.toUpperCase() ? ' selected' : ''}>${code}</option>`)
    .join('')}</select>
<label for="chain">Network</label>
<select id="chain" name="chain">${page.chains
    .map((chain) => `<option value="${escape(chain.caipNetworkId)}">${escape(chain.name)} (${escape(chain.caipNetworkId)})</option>`)
    .join('')}</select>
<p id="price" aria-live="polite"></p>
<button type="submit" id="buy"${problem ? ' disabled' : ''}>Buy</button>
</form>
<p id="result" role="status"${problem ? ' class="error"' : ''}>${problem ? escape(problem) : ''}</p>
</main>
<script>
const config = ${JSON.stringify(config).replace(/</gu, '\\u003c')}
const form = document.getElementById('order')
const price = document.getElementById('price')
const result = document.getElementById('result')
const buy = document.getElementById('buy')
async function showPrice() {
  const query = new URLSearchParams({ fiatAmount: form.fiatAmount.value, fiatCurrency: form.fiatCurrency.value, asset: config.asset })
  const response = await fetch('/onramp/price?' + query)
  const order = response.ok ? await response.json() : undefined
  price.textContent = order
    ? 'You receive ' + order.purchaseAmount + ' ' + order.symbol + ' (fees ' + (Number(order.providerFee) + Number(order.networkFee)).toFixed(2) + ' ' + form.fiatCurrency.value + ')'
    : 'Enter an amount the fees do not exceed.'
}
form.addEventListener('input', () => void showPrice())
form.addEventListener('submit', async (event) => {
  event.preventDefault()
  buy.disabled = true
  result.className = ''
  result.textContent = 'Paying out…'
  const response = await fetch('/onramp/purchase', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...config, fiatAmount: form.fiatAmount.value, fiatCurrency: form.fiatCurrency.value, chainId: form.chain.value }),
  })
  const body = await response.json().catch(() => ({ message: 'HTTP ' + response.status }))
  if (response.ok) {
    result.textContent = 'Purchase complete: ' + body.purchaseAmount + ' ' + body.symbol + ' sent in ' + body.hash
  } else {
    result.className = 'error'
    result.textContent = 'Purchase failed: ' + body.message
    buy.disabled = false
  }
})
if (${problem ? 'false' : 'true'}) void showPrice()
</script>
</body>
</html>`
}
