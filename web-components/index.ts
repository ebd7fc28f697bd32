// The `portico/web-components` entry: AppKit's buttons as custom elements, for pages of any framework or none.
// Importing it registers <appkit-button>, <appkit-connect-button>, <appkit-account-button> and
// <appkit-network-button>. They are plain DOM (no React): a button in an open shadow root, themed like the modal,
// following the newest `createAppKit`. The modal's own code loads only when one of them opens it.
import { subscribe } from 'valtio/vanilla'
import { getActiveKit, subscribeActiveKit } from '../kernel/activeKit.js'
import type { AppKit } from '../kernel/createInstance.js'
import type { ChainNamespace } from '../kernel/types/chain.js'
import { buttonStrings, loadButtonStrings, type ButtonStrings } from '../ui/i18n/buttons.js'
import { formatBalance, shortenAddress } from '../ui/i18n/format.js'
import { applyTheme } from '../ui/theme.js'
import { getKernelApi } from '../kernel/internals.js'

/** The buttons' look: the React buttons' `--portico-button-*` properties, on the modal's colours and fonts. */
const CSS = /* css */ `
:host{display:inline-block;vertical-align:middle;--a:var(--w3m-accent,#1c6ce0);--b:#222;--f:#fff;--g:#d0d0d0;--l:#ffffff1f}
:host([data-theme=light]){--b:#f2f2f3;--f:#141414;--g:#3f3f46;--l:#0000001f}
[hidden]{display:none}
button{display:inline-flex;align-items:center;gap:.5em;max-width:100%;min-height:40px;box-sizing:border-box;
padding:var(--portico-button-padding,.55em 1.1em);border:var(--portico-button-border,1px solid #0000);
border-radius:var(--portico-button-radius,999px);background:var(--portico-button-background,var(--a));
color:var(--portico-button-color,#fff);font:600 15px/1.2 var(--w3m-font-family,system-ui,sans-serif);white-space:nowrap;cursor:pointer}
.sm{min-height:32px;padding:var(--portico-button-padding,.4em .9em);font-size:13px}
.q{background:var(--portico-button-background,var(--b));color:var(--portico-button-color,var(--f));border:var(--portico-button-border,1px solid var(--l))}
button:hover:not(:disabled){filter:brightness(1.08)}
button:focus-visible{outline:2px solid var(--a);outline-offset:2px}
:disabled{opacity:.55;cursor:not-allowed}
[part~=balance]{color:var(--g);font-weight:500}
[part~=address]{overflow:hidden;text-overflow:ellipsis}`

/** What an element shows: the connect button, the account (when connected) or the network. */
type Kind = 'button' | 'connect' | 'account' | 'network'

const ENGLISH = { locale: 'en', strings: buttonStrings }
/** By requested locale: the locale it resolved to and its button strings (English until its chunk arrives). */
const locales = new Map<string, { locale: string; strings: ButtonStrings }>([['en', ENGLISH]])
const loading = new Set<string>()
/** The elements on the page, re-rendered when a locale's strings arrive. */
const live = new Set<PorticoButtonElement>()

function stringsFor(requested: string): { locale: string; strings: ButtonStrings } {
  const found = locales.get(requested)
  if (found) return found
  if (!loading.has(requested)) {
    loading.add(requested)
    loadButtonStrings(requested).then(
      (result) => {
        locales.set(requested, result)
        for (const element of live) element.update()
      },
      () => loading.delete(requested), // the chunk did not load: English stays, and the next render tries again
    )
  }
  return ENGLISH
}

/** What a failed `open()` does from a button: reported, without breaking the page. */
function reportError(error: unknown): void {
  console.error(error)
}

/** HTMLElement, or on a server (no DOM) a stand-in, so importing this entry there throws nothing. */
const Base = typeof HTMLElement === 'undefined' ? (class {} as typeof HTMLElement) : HTMLElement

/** One of AppKit's buttons; `kind` says which. Renders into its open shadow root; the part names are stable. */
abstract class PorticoButtonElement extends Base {
  static readonly observedAttributes = ['size', 'label', 'loadinglabel', 'balance', 'disabled', 'namespace']
  protected abstract readonly kind: Kind
  #button: HTMLButtonElement | undefined
  #kit: AppKit | undefined
  #stops: (() => void)[] = []
  #stopActive: (() => void) | undefined
  #theme = new Set<string>()
  #queued = false
  /** The account and network whose balance was last asked for. */
  #balanceOf = ''
  /** The button's text parts by name, kept from render to render (see #render). */
  #parts = new Map<string, HTMLSpanElement>()

  connectedCallback(): void {
    if (!this.#button) {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
      const style = document.createElement('style')
      style.textContent = CSS
      this.#button = document.createElement('button')
      this.#button.type = 'button'
      this.#button.addEventListener('click', () => this.#open())
      shadow.append(style, this.#button)
    }
    live.add(this)
    this.#stopActive = subscribeActiveKit(() => this.#bind())
    this.#bind()
  }

  disconnectedCallback(): void {
    live.delete(this)
    this.#stopActive?.()
    this.#stopActive = undefined
    this.#unbind()
  }

  attributeChangedCallback(): void {
    this.update()
  }

  /** Renders again in the next microtask (several changes at once render once). */
  update(): void {
    if (this.#queued) return
    this.#queued = true
    queueMicrotask(() => {
      this.#queued = false
      this.#render()
    })
  }

  #unbind(): void {
    for (const stop of this.#stops.splice(0)) stop()
    this.#kit = undefined
  }

  #bind(): void {
    this.#unbind()
    const kit = getActiveKit()
    this.#kit = kit
    if (kit) {
      const { state } = getKernelApi(kit)
      const update = () => this.update()
      this.#stops.push(subscribe(state.chain, update), subscribe(state.theme, update))
    }
    this.#balanceOf = ''
    this.#render()
  }

  #namespace(): ChainNamespace | undefined {
    return (this.getAttribute('namespace') || undefined) as ChainNamespace | undefined
  }

  /** Whether this element shows the account: connected, and an account or AppKit button. */
  #showsAccount(kit: AppKit | undefined): boolean {
    if (this.kind === 'account') return true
    return this.kind === 'button' && Boolean(kit?.getAccount(this.#namespace()).isConnected)
  }

  #open(): void {
    const kit = this.#kit
    if (!kit || this.#button?.disabled) return
    const namespace = this.#namespace()
    const options =
      this.kind === 'network'
        ? { view: 'Networks' as const }
        : !this.#showsAccount(kit) && namespace
          ? { namespace }
          : undefined
    void kit.open(options).catch(reportError)
  }

  #render(): void {
    const button = this.#button
    if (!button) return
    const kit = this.#kit
    const api = kit && getKernelApi(kit)
    if (api) applyTheme(this, api.state.theme.themeMode, api.state.theme.themeVariables, this.#theme)
    const { locale, strings } = stringsFor(api?.state.theme.locale ?? 'en')
    button.className = this.getAttribute('size') === 'sm' ? 'sm' : ''
    button.disabled = this.hasAttribute('disabled') && this.getAttribute('disabled') !== 'false'
    button.removeAttribute('aria-busy')
    button.hidden = false
    // A part's element stays the same from render to render, its text changed in place: a click whose pointerdown
    // landed on a part that a render then replaced would never fire (the kit's state changes while the page loads).
    const parts: HTMLSpanElement[] = []
    const part = (name: string, text: string) => {
      let span = this.#parts.get(name)
      if (!span) {
        span = document.createElement('span')
        span.setAttribute('part', name)
        this.#parts.set(name, span)
      }
      if (span.textContent !== text) span.textContent = text
      parts.push(span)
    }
    if (this.kind === 'network') {
      button.setAttribute('part', 'button network')
      button.classList.add('q')
      part('network', api?.account.network()?.name ?? strings.selectNetwork)
    } else if (this.#showsAccount(kit)) {
      const account = api?.account.get()
      const network = api?.account.network()
      const address = account?.status === 'connected' ? account.address : undefined
      button.setAttribute('part', 'button account')
      button.classList.add('q')
      if (!api || !address) {
        // <appkit-account-button> while no wallet is connected: nothing to show.
        button.hidden = true
      } else {
        const key = `${address}|${network?.caipNetworkId ?? ''}`
        if (key !== this.#balanceOf) {
          this.#balanceOf = key
          // refreshBalances() shows its own failure ('Token Balance Unavailable'); the button then shows no balance.
          void api.account.refreshBalances().catch(() => {})
        }
        const symbol = account?.balanceSymbol ?? network?.nativeCurrency.symbol
        if (this.getAttribute('balance') !== 'hide' && account?.balance !== undefined)
          part('balance', formatBalance(account.balance, symbol, locale))
        part('address', account?.profileName || shortenAddress(address))
      }
    } else {
      const connecting = kit?.getAccount(this.#namespace()).status === 'connecting'
      button.setAttribute('part', 'button connect')
      if (connecting) button.setAttribute('aria-busy', 'true')
      const label = connecting
        ? (this.getAttribute('loadinglabel') ?? strings.connecting)
        : (this.getAttribute('label') ?? strings.connect)
      part('label', label)
    }
    if (parts.length !== button.children.length || parts.some((span, i) => button.children[i] !== span)) button.replaceChildren(...parts)
  }
}

/** `<appkit-button>`: connect while disconnected, the account once connected (`size`, `label`, `loadingLabel`, `balance`, `disabled`, `namespace`). */
export class AppKitButtonElement extends PorticoButtonElement {
  protected readonly kind: Kind = 'button'
}

/** `<appkit-connect-button>`: opens the modal to connect (`size`, `label`, `loadingLabel`, `disabled`, `namespace`). */
export class AppKitConnectButtonElement extends PorticoButtonElement {
  protected readonly kind: Kind = 'connect'
}

/** `<appkit-account-button>`: the connected account's balance and name or address; opens Account (`balance`, `disabled`). */
export class AppKitAccountButtonElement extends PorticoButtonElement {
  protected readonly kind: Kind = 'account'
}

/** `<appkit-network-button>`: the active network's name; opens Networks (`disabled`). */
export class AppKitNetworkButtonElement extends PorticoButtonElement {
  protected readonly kind: Kind = 'network'
}

/** The elements by tag name, as importing this entry defines them. */
export const WEB_COMPONENTS = {
  'appkit-button': AppKitButtonElement,
  'appkit-connect-button': AppKitConnectButtonElement,
  'appkit-account-button': AppKitAccountButtonElement,
  'appkit-network-button': AppKitNetworkButtonElement,
} as const

declare global {
  interface HTMLElementTagNameMap {
    'appkit-button': AppKitButtonElement
    'appkit-connect-button': AppKitConnectButtonElement
    'appkit-account-button': AppKitAccountButtonElement
    'appkit-network-button': AppKitNetworkButtonElement
  }
}

// Defined on import, and only in a browser (a server render imports this harmlessly); a page that already has
// an element by one of these names (another copy, or AppKit itself) keeps it.
if (typeof customElements !== 'undefined')
  for (const [tag, element] of Object.entries(WEB_COMPONENTS)) if (!customElements.get(tag)) customElements.define(tag, element)
