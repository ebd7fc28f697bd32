// A plain-JS page, written as AppKit's HTML quick start writes one: createAppKit, then AppKit's buttons as
// elements in the page's HTML. Only the imports are Portico's, and the networks are the local devnet's (the
// server that serves the page says where they are). No React: `portico/vanilla` renders the modal with Preact.
import { createAppKit } from 'portico/vanilla'
import { eip155 } from 'portico/chains/eip155'
import { anvil, defineNetwork } from 'portico/networks'
import 'portico/web-components'

/**
 * What the demo server tells the page about the local chains and APIs.
 * @type {{ projectId: string, chains: { chainId: number, name: string, rpcUrl: string }[], apiUrls: { directory: string, blockchain: string, analytics: string, relay: string, secureSite?: string } }}
 */
const devnet = /** @type {any} */ (window).__PORTICO_DEMO__
const [first, second] = devnet.chains
if (!first || !second) throw new Error('The devnet has two chains')
const params = new URLSearchParams(location.search)

const networks = [
  { ...anvil, rpcUrls: { default: { http: [first.rpcUrl] } }, assets: { imageId: 'ethereum' } },
  defineNetwork({
    id: second.chainId,
    name: second.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [second.rpcUrl] } },
    testnet: true,
    assets: { imageId: 'ethereum' },
  }),
]

const modal = createAppKit({
  adapters: [eip155()],
  networks,
  projectId: devnet.projectId,
  metadata: { name: 'Portico web components example', description: 'A plain-JS page on Portico', url: location.origin, icons: [] },
  // The local devnet's wallet directory, blockchain API, relay and secure site.
  apiUrls: devnet.apiUrls,
  themeMode: params.get('theme') === 'light' ? 'light' : 'dark',
  // A third party's plugin with views, written with React: rendered by the same Preact as the modal here.
  plugins: [() => import('portico-plugin-notes')],
})

/** @param {string} id @param {string | undefined} text */
const show = (id, text) => {
  const element = document.querySelector(`[data-testid="${id}"]`)
  if (element) element.textContent = text || '—'
}

const theme = /** @type {HTMLButtonElement} */ (document.getElementById('theme'))
function renderTheme() {
  const dark = modal.getThemeMode() === 'dark'
  document.body.classList.toggle('dark', dark)
  theme.textContent = dark ? 'Light theme' : 'Dark theme'
}
theme.addEventListener('click', () => {
  modal.setThemeMode(modal.getThemeMode() === 'dark' ? 'light' : 'dark')
  renderTheme()
})
renderTheme()

modal.subscribeAccount((account) => {
  show('status', account.status)
  show('address', account.address)
})
modal.subscribeNetwork((network) => show('network', network.caipNetwork?.caipNetworkId))
const account = modal.getAccount()
show('status', account.status)
show('address', account.address)
show('network', modal.getCaipNetwork()?.caipNetworkId)
