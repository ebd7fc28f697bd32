import { encodeFunctionData, erc20Abi, maxUint256, parseAbi, type Address } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { describeTransaction, describeTypedData } from '../chains/eip155/embedded/describeRequest.js'
import { describeTransaction as describeSolana } from '../chains/solana/embedded/transaction.js'
import type { ApprovalRequest } from './approval.js'
import { LOCALES } from '../ui/i18n/locales.js'
import { expectSameMessages } from '../ui/i18n/testing/expectSameMessages.js'
import { currentLocale, formatAmount, localize, passkeyText, setLocale, t, type MessagePart } from './i18n.js'
import en from './strings/en.js'

const text = (parts: MessagePart[]) => parts.map((part) => (typeof part === 'string' ? part : `[${part.ltr}]`)).join('')

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address
const ROUTER = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' as Address
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as Address
const readToken = async (address: Address) => (address === TOKEN ? { symbol: 'TUSDC', decimals: 6 } : undefined)
const router = parseAbi(['function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)'])

/** Every approval the chain packages write, in English, as the card receives it. */
async function approvals(): Promise<ApprovalRequest[]> {
  const options = { nativeSymbol: 'ETH', readToken }
  return [
    await describeTransaction({ to: ALICE, value: '0xde0b6b3a7640000' }, options),
    await describeTransaction({ value: '0x0', data: '0x6080' }, options),
    await describeTransaction({ to: TOKEN, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ALICE, 5_000_000n] }) }, options),
    await describeTransaction({ to: TOKEN, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ROUTER, maxUint256] }) }, options),
    await describeTransaction({ to: ALICE, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ROUTER, 1n] }) }, options),
    await describeTransaction(
      { to: ROUTER, value: '0x16345785d8a0000', data: encodeFunctionData({ abi: router, functionName: 'swapExactETHForTokens', args: [298_800_000n, [ALICE, TOKEN], ALICE, 1n] }) },
      options,
    ),
    await describeTransaction({ to: ROUTER, data: '0x12345678' }, options),
    describeTypedData({ domain: { name: 'Permit2', chainId: 1, verifyingContract: TOKEN }, primaryType: 'Permit', message: {} }),
    { title: 'Sign message', details: [['Message', 'hello']] },
    { title: 'Sign transaction', details: describeSolana({ instructions: [{ program: 'Prog1111111111111111111111111111111111111111', accounts: [], data: new Uint8Array() }] } as never) },
    { title: 'Sign 3 transactions', details: [['#1 Recipient', ALICE], ['#1 Amount', '0.5 SOL'], ['#2 Amount (base units)', '7'], ['#2 Token', 'mint']] },
    { title: 'Approve transaction', details: [['Network fee', 'Could not be estimated: the transaction may fail']] },
  ]
}

afterEach(() => setLocale('en'))

describe('the secure site’s catalogues', () => {
  it.each(LOCALES.filter((code) => code !== 'en'))('%s has every message of English, its plural forms and placeholders', async (code) => {
    const messages = ((await import(`./strings/${code}.ts`)) as { default: Record<string, string> }).default
    expectSameMessages(code, messages, en)
  })

  it('reads back every title and label the chain packages write (a new English word there needs a key here)', async () => {
    await setLocale('ja')
    for (const { title, details } of await approvals()) {
      expect(text(localize('title', title)), title).not.toBe(title)
      for (const [label] of details) expect(text(localize('label', label)), label).not.toBe(label)
    }
  })

  it('shows an approval in the locale the kit asks for, values left to right and amounts in its digits', async () => {
    const [send, , transfer, unlimited, , swap, unknown] = await approvals()
    await setLocale('de-AT')
    expect(currentLocale()).toBe('de')
    expect(text(localize('title', send!.title))).toBe('[1 ETH] senden')
    expect(text(localize('title', transfer!.title))).toBe('[5 TUSDC] senden')
    expect(text(localize('title', swap!.title))).toBe('[0,1 ETH] gegen mindestens [298,8 TUSDC] tauschen')
    expect(text(localize('value', unlimited!.details[1]![1]))).toBe('Unbegrenzt [TUSDC]')
    expect(text(localize('value', unknown!.details[2]![1]))).toBe(
      'Eine Funktion, die dieses Wallet nicht lesen kann ([0x12345678]). Bestätige nur, wenn du der Website vertraust.',
    )
    expect(formatAmount('≈ 1234.000021 ETH')).toBe('≈ 1.234,000021 ETH')
    expect(t('page.approve')).toBe('Bestätigen')
    expect(passkeyText('unlock').action).toBe('Passkey verwenden')
  })

  it('keeps SPEC §5 en-US numbers in English, and a message no template knows as it is', async () => {
    await setLocale('en')
    expect(formatAmount('1234.5 TUSDC')).toBe('1,234.5 TUSDC')
    expect(formatAmount('0.000000000000000001 ETH')).toBe('0.000000000000000001 ETH')
    expect(text(localize('title', 'Swap 0.1 ETH for at least 298.8 TUSDC'))).toBe('Swap [0.1 ETH] for at least [298.8 TUSDC]')
    expect(text(localize('title', 'Something new'))).toBe('Something new')
  })

  it('writes counts with Intl.PluralRules: Russian’s three forms, Arabic’s six', async () => {
    await setLocale('ru')
    expect([1, 3, 5, 21].map((n) => text(localize('title', `Sign ${n} transactions`)))).toEqual([
      'Подписать [1] транзакцию',
      'Подписать [3] транзакции',
      'Подписать [5] транзакций',
      'Подписать [21] транзакцию',
    ])
    await setLocale('ar')
    expect([1, 2, 3, 11].map((n) => text(localize('title', `Sign ${n} transactions`)))).toEqual([
      'توقيع معاملة واحدة',
      'توقيع معاملتين',
      'توقيع [3] معاملات',
      'توقيع [11] معاملة',
    ])
    expect(text(localize('label', '#2 Recipient'))).toBe('#2 المستلِم')
  })

  it('trusts the locale for nothing but a catalogue: an unknown or odd one is English', async () => {
    await setLocale('xx')
    expect(currentLocale()).toBe('en')
    await setLocale('__proto__')
    expect(t('page.reject')).toBe('Reject')
    await setLocale('de')
    await setLocale('de"><img src=x>')
    expect(currentLocale()).toBe('en')
    await setLocale('auto')
    expect(LOCALES).toContain(currentLocale())
  })
})
