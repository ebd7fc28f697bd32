import {
  UnsupportedChainError,
  parseErrorMessage,
  type AmountIssue,
  type ChainActions,
  type ChainCapabilityName,
  type PluginContext,
} from 'portico'
import {
  InsufficientBalanceError,
  InsufficientFeeError,
  InvalidAddressError,
  InvalidAmountError,
  NameNotFoundError,
  NameResolutionError,
  SendDetailsRequiredError,
  TokenRequiredError,
  TooManyDecimalsError,
  SendValidationError,
  type SendIssueCode,
} from './errors.js'
import { listSendTokens, type SendToken } from './listSendTokens.js'
import { lookupProfileName, profileAddress } from './lookupProfileName.js'

/** The send form (SPEC.md §3 Send state), one per kit. Read it; change it through the controller. */
export interface SendState {
  token: SendToken | undefined
  /** The amount as typed, in whole units (`'1.5'`). */
  sendTokenAmount: string
  /** The receiver as typed: an address or a name. */
  receiverInput: string
  /** The checksummed address the input stands for, once known. */
  receiverAddress: string | undefined
  /** The name the address was resolved from. */
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  /** The receiver is being checksummed or looked up. */
  resolving: boolean
  /** Why the receiver has no address, once that is known. */
  receiverIssue: 'invalidAddress' | 'nameNotFound' | 'resolveFailed' | undefined
  /** The estimated network fee of the send under review, in the native currency's whole units, when known. */
  fee: { amount: string; symbol: string } | undefined
  /** The wallet is being asked to send. */
  loading: boolean
  /** Why the last send failed: a catalogue issue, or a message in SPEC.md wording ('Signature declined'). */
  error: { message: string; code?: SendIssueCode | undefined; values?: Readonly<Record<string, string | number>> | undefined } | undefined
}

export interface CreateSendControllerParameters {
  /** The send plugin's context; its state slice is the form. */
  kernel: PluginContext<'send'>
  /** How long typing must pause before a name is looked up. Default 300 ms. */
  debounceMs?: number
}

export interface SendController {
  readonly state: SendState
  /** The picked token with its current balance, as the account's balances have it now. */
  token(): SendToken | undefined
  /** The tokens the account can pick, native first. */
  tokens(): SendToken[]
  setToken(token: SendToken | undefined): void
  setAmount(text: string): void
  /** What is wrong with the typed amount for the picked token by the chain's rules, regardless of the rest. */
  amountIssue(): AmountIssue | undefined
  /** The typed amount as the chain writes it (`'01.50'` → `'1.5'`); `undefined` when it cannot be read. */
  formattedAmount(): string | undefined
  /**
   * Sets the receiver and resolves it: an address of the chain is put in its canonical form (the chain
   * package's `address.format`), a name is looked up (debounced) where the chain reads names.
   */
  setReceiver(text: string): void
  /** Fills the whole balance; for the native currency minus the chain's fee reserve, when it has one. */
  setMax(): Promise<void>
  /** What stops the send now, checked in SPEC.md §5 order; `undefined` when it can go ahead. */
  check(): SendValidationError | undefined
  /**
   * Everything that stops the send now, at most one per field (token, amount, receiver) besides the form's own
   * ('An amount and receiver address are required', 'Unsupported chain'), in SPEC.md §5 order.
   */
  issues(): SendValidationError[]
  /** Resolves once the receiver is resolved. */
  settled(): Promise<void>
  /**
   * Waits for the receiver, checks, estimates the network fee (the chain's `estimateFee`) and opens
   * WalletSendPreview when nothing stops the send; a native balance that cannot pay the fee stops it here
   * ('Not enough ETH for the network fee', in `state.error`), before the wallet is asked.
   */
  preview(): Promise<SendValidationError | undefined>
  /**
   * Sends through the connected wallet (SPEC.md §4): SEND_INITIATED, the wallet's hash, then SEND_SUCCESS, the
   * `successMessage` snack message, a forced balance refresh, a reset form and Account. A failure keeps the
   * form and sets `state.error`. Resolves whether it sent.
   */
  send(parameters: { successMessage: string }): Promise<boolean>
  reset(): void
  /** Stops listening to the kit. */
  destroy(): void
}

/** What the send events of SPEC.md §7 carry. */
export interface SendEventProperties {
  /** The token's symbol. */
  token: string
  /** The amount in whole units. */
  amount: string
  /** The CAIP-2 id of the network. */
  network: string | undefined
}

declare module 'portico' {
  interface ViewDataMap {
    /** The send form's review step. */
    WalletSendPreview: undefined
  }
  interface EventMap {
    SEND_ERROR: SendEventProperties & { message: string }
  }
  interface PluginMap {
    send: { state: SendState; api: SendController }
  }
}

/** Views of the send flow: success leaves them for Account. */
const SEND_VIEWS: ReadonlySet<string> = new Set(['WalletSend', 'WalletSendPreview'])
/** Something with a dot that is not an address: a name (`bob.portico`, `vitalik.eth`). */
const PROFILE_NAME = /^[^\s./?#]+(?:\.[^\s./?#]+)+$/u
const RESOLVE_DEBOUNCE_MS = 300
/** What every send asks of the chain package; a token send asks `sendToken` too. */
const SEND_NEEDS: readonly ChainCapabilityName[] = ['address', 'amounts', 'sendNative']

/** 'Unsupported chain' (SPEC.md §5) as a form issue, when the chain lacks one of `needs`. */
function unsupported(chain: ChainActions, needs: readonly ChainCapabilityName[]): SendValidationError | undefined {
  const capability = needs.find((name) => !chain.has(name))
  if (!capability) return undefined
  const cause = new UnsupportedChainError({ namespace: chain.namespace, capability })
  return new SendValidationError('unsupportedChain', cause.shortMessage, {}, { cause })
}

/** The empty send form. */
export function initialSendState(): SendState {
  return {
    token: undefined,
    sendTokenAmount: '',
    receiverInput: '',
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImageUrl: undefined,
    resolving: false,
    receiverIssue: undefined,
    fee: undefined,
    loading: false,
    error: undefined,
  }
}

/**
 * Makes the send controller of a kit: the form state and its actions (SPEC.md §3 Send state, §4 Sending, §5).
 * The form clears when the network switches (SWITCH_NETWORK) or the account disconnects.
 *
 * @example
 * const send = createSendController({ kernel })
 * send.setToken(send.tokens()[0])
 * send.setAmount('0.1')
 * send.setReceiver('bob.portico')
 * if (!(await send.preview())) await send.send({ successMessage: 'Transaction sent' })
 */
export function createSendController({ kernel, debounceMs = RESOLVE_DEBOUNCE_MS }: CreateSendControllerParameters): SendController {
  const state = kernel.state
  Object.assign(state, initialSendState())
  let sequence = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let settle: (() => void) | undefined
  let pending: Promise<void> = Promise.resolve()

  /** The active chain family's capabilities, as they are now. */
  const chain = () => kernel.chain()
  const tokens = () => listSendTokens(kernel.account.get(), kernel.account.network())
  const token = () => {
    const picked = state.token
    return picked && (tokens().find((t) => t.key === picked.key) ?? { ...picked })
  }

  /** Drops a resolution under way; its waiters are released. */
  function cancelResolution(): void {
    sequence++
    clearTimeout(timer)
    settle?.()
    settle = undefined
  }

  type Resolved = Pick<SendState, 'receiverAddress' | 'receiverProfileName' | 'receiverProfileImageUrl' | 'receiverIssue'>

  /** Resolves the receiver after `delay`; a failure becomes `failure`. A newer input drops the result. */
  function resolveLater(delay: number, work: () => Promise<Resolved>, failure: 'invalidAddress' | 'resolveFailed'): void {
    const seq = sequence
    state.resolving = true
    pending = new Promise<void>((resolve) => {
      settle = resolve
      timer = setTimeout(() => {
        // Nothing rejects here: a failed resolution becomes `failure`.
        void work()
          .catch((): Resolved => ({
            receiverAddress: undefined,
            receiverProfileName: undefined,
            receiverProfileImageUrl: undefined,
            receiverIssue: failure,
          }))
          .then((result) => {
            if (seq !== sequence) return
            Object.assign(state, result, { resolving: false })
            settle = undefined
            resolve()
          })
      }, delay)
    })
  }

  async function resolveName(actions: ChainActions, name: string): Promise<Resolved> {
    const profile = await lookupProfileName(await kernel.api.blockchain(), name)
    const address = profile && profileAddress(profile, actions.nameCoinTypes())
    if (!profile || !address || !actions.address.isValid(address))
      return { receiverAddress: undefined, receiverProfileName: undefined, receiverProfileImageUrl: undefined, receiverIssue: 'nameNotFound' }
    return {
      receiverAddress: await actions.address.format(address),
      receiverProfileName: profile.name,
      receiverProfileImageUrl: profile.attributes.avatar,
      receiverIssue: undefined,
    }
  }

  /** The typed amount read by the chain's rules for the picked token, when the chain reads amounts. */
  function readAmount() {
    const picked = token()
    const actions = chain()
    return picked && actions.has('amounts') ? { picked, amounts: actions.amounts, ...actions.amounts.parse(state.sendTokenAmount, picked.decimals) } : undefined
  }

  /** Leaves the send views for Account, so that Back does not return to the preview. */
  function returnToAccount(): void {
    if (SEND_VIEWS.has(kernel.kit.router.view)) kernel.router.reset('Account')
  }

  function reset(): void {
    cancelResolution()
    pending = Promise.resolve()
    Object.assign(state, initialSendState())
  }

  function issues(): SendValidationError[] {
    const actions = chain()
    const unsupportedChain = unsupported(actions, SEND_NEEDS)
    if (unsupportedChain) return [unsupportedChain]
    const { amounts } = actions
    const amountText = state.sendTokenAmount.trim()
    const receiver = state.receiverInput.trim()
    const found: SendValidationError[] = []
    // No amount, or zero of any token, is no amount.
    const noAmount = /^[0.]*$/u.test(amountText)
    if (noAmount || !receiver) found.push(new SendDetailsRequiredError())
    const picked = token()
    if (!picked) found.push(new TokenRequiredError())
    else if (picked.address) {
      const refused = unsupported(actions, ['sendToken'])
      if (refused) return [refused]
    }
    if (!noAmount) {
      const amount = picked ? amounts.parse(amountText, picked.decimals) : amounts.parse(amountText, 0)
      if (amount.issue === 'invalidAmount') found.push(new InvalidAmountError())
      else if (picked && amount.issue) found.push(new TooManyDecimalsError(picked))
      else if (picked && amount.value !== undefined) {
        const balance = amounts.parse(picked.balance, picked.decimals, { truncate: true }).value
        if (balance !== undefined && amount.value > balance) found.push(new InsufficientBalanceError(picked))
      }
    }
    if (receiver) {
      if (state.receiverIssue === 'nameNotFound') found.push(new NameNotFoundError({ name: receiver }))
      else if (state.receiverIssue === 'resolveFailed') found.push(new NameResolutionError())
      else if (!state.receiverAddress) found.push(new InvalidAddressError())
    }
    // SPEC.md §5 order: the receiver's address before the balance.
    const order: readonly string[] = ['required', 'tokenRequired', 'invalidAmount', 'tooManyDecimals', 'invalidAddress', 'nameNotFound', 'resolveFailed', 'insufficientBalance']
    return found.sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code))
  }

  function check(): SendValidationError | undefined {
    return issues()[0]
  }

  /**
   * The network fee of the send as it stands: `undefined` when the chain cannot estimate it (the wallet then
   * says), else the fee, or InsufficientFeeError when the native balance cannot pay it.
   */
  async function estimateFee(): Promise<SendState['fee'] | InsufficientFeeError> {
    const actions = chain()
    const picked = token()
    const to = state.receiverAddress
    if (!picked || !to || !actions.has('estimateFee')) return undefined
    const { amounts } = actions
    const amount = amounts.parse(state.sendTokenAmount, picked.decimals).value ?? 0n
    let fee: bigint
    try {
      fee = await actions.estimateFee({ to, amount, token: picked.address })
    } catch {
      return undefined
    }
    const native = tokens().find((entry) => entry.key === 'native')
    const network = kernel.account.network()
    const symbol = native?.symbol ?? network?.nativeCurrency.symbol ?? ''
    const decimals = native?.decimals ?? network?.nativeCurrency.decimals ?? 18
    const held = native ? (amounts.parse(native.balance, native.decimals, { truncate: true }).value ?? 0n) : 0n
    if (fee + (picked.address ? 0n : amount) > held) return new InsufficientFeeError({ symbol })
    return { amount: amounts.format(fee, decimals), symbol }
  }

  async function settled(): Promise<void> {
    let current: Promise<void>
    do {
      current = pending
      await current
    } while (current !== pending)
  }

  const offs = [
    kernel.events.on('SWITCH_NETWORK', () => {
      if (state.loading) return
      reset()
      if (kernel.kit.router.view === 'WalletSendPreview') kernel.router.goBack()
    }),
    kernel.events.on('DISCONNECT_SUCCESS', reset),
  ]

  return {
    state,
    token,
    tokens,
    setToken(next) {
      state.token = next ? { ...next } : undefined
      state.error = undefined
    },
    setAmount(text) {
      state.sendTokenAmount = text
      state.error = undefined
    },
    amountIssue: () => readAmount()?.issue,
    formattedAmount() {
      const read = readAmount()
      return read?.value === undefined ? undefined : read.amounts.format(read.value, read.picked.decimals)
    },
    setReceiver(text) {
      cancelResolution()
      Object.assign(state, {
        receiverInput: text,
        receiverAddress: undefined,
        receiverProfileName: undefined,
        receiverProfileImageUrl: undefined,
        receiverIssue: undefined,
        resolving: false,
        error: undefined,
      })
      pending = Promise.resolve()
      const input = text.trim()
      const actions = chain()
      // Without addresses the chain cannot be sent on: check() says so.
      if (!input || !actions.has('address')) return
      if (actions.address.isValid(input)) {
        resolveLater(0, async () => ({
          receiverAddress: await actions.address.format(input),
          receiverProfileName: undefined,
          receiverProfileImageUrl: undefined,
          receiverIssue: undefined,
        }), 'invalidAddress')
      } else if (PROFILE_NAME.test(input) && actions.has('nameCoinTypes')) {
        resolveLater(debounceMs, () => resolveName(actions, input), 'resolveFailed')
      } else {
        state.receiverIssue = 'invalidAddress'
      }
    },
    async setMax() {
      const picked = token()
      const actions = chain()
      if (!picked || !actions.has('amounts')) return
      const { amounts } = actions
      const balance = amounts.parse(picked.balance, picked.decimals, { truncate: true }).value ?? 0n
      let reserve = 0n
      if (!picked.address && actions.has('nativeFeeReserve')) {
        try {
          reserve = await actions.nativeFeeReserve({ to: state.receiverAddress })
        } catch {
          // No wallet or no gas price: the whole balance; the wallet says if the fee does not fit.
        }
      }
      if (state.token?.key !== picked.key) return
      state.sendTokenAmount = amounts.format(balance > reserve ? balance - reserve : 0n, picked.decimals)
      state.error = undefined
    },
    check,
    issues,
    settled,
    async preview() {
      await settled()
      const issue = check()
      if (issue) return issue
      const asked = { amount: state.sendTokenAmount, receiver: state.receiverAddress, token: state.token?.key }
      const fee = await estimateFee()
      // The form changed while the fee was estimated: the next "Preview send" asks again.
      if (asked.amount !== state.sendTokenAmount || asked.receiver !== state.receiverAddress || asked.token !== state.token?.key) return undefined
      if (fee instanceof InsufficientFeeError) {
        state.error = { message: fee.shortMessage, code: fee.code, values: fee.values }
        return fee
      }
      state.fee = fee
      state.error = undefined
      kernel.router.push('WalletSendPreview')
      return undefined
    },
    async send({ successMessage }) {
      if (state.loading) return false
      const issue = check()
      if (issue) {
        state.error = { message: issue.shortMessage, code: issue.code, values: issue.values }
        return false
      }
      const picked = token() as SendToken
      const actions = chain()
      const { amounts } = actions
      const network = kernel.account.network()
      const to = state.receiverAddress as string
      const amount = amounts.parse(state.sendTokenAmount, picked.decimals).value as bigint
      const properties = {
        token: picked.symbol,
        amount: amounts.format(amount, picked.decimals),
        network: network?.caipNetworkId,
      }
      state.loading = true
      state.error = undefined
      kernel.events.emit('SEND_INITIATED', properties)
      try {
        const hash = picked.address
          ? await actions.sendToken({ token: picked.address, to, amount })
          : await actions.sendNative({ to, amount })
        kernel.events.emit('SEND_SUCCESS', { ...properties, hash })
        kernel.snackbar.show(successMessage, 'success')
        reset()
        returnToAccount()
        // refreshBalances() shows its own failure ('Token Balance Unavailable'); the send is done either way.
        void kernel.account.refreshBalances(undefined, { force: true }).catch(() => {})
        return true
      } catch (error) {
        // The chain package turns a refusal in the wallet into SignatureDeclinedError ('Signature declined').
        const message = parseErrorMessage(error)
        state.error = { message }
        kernel.events.emit('SEND_ERROR', { ...properties, message })
        return false
      } finally {
        state.loading = false
      }
    },
    reset,
    destroy() {
      cancelResolution()
      for (const off of offs.splice(0)) off()
    },
  }
}
