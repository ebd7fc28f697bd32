import { describe, expect, it } from 'vitest'
import { ALICE, BOB, CAROL, fungible, nft, transaction } from './testing/historyFixtures.js'
import { isSpamTransaction, isVisibleTransaction, toActivityItems, toActivityRow, type ActivityRow } from './toActivityItems.js'

const rows = (items: ReturnType<typeof toActivityItems>) => items.filter((item): item is ActivityRow => item.kind === 'transaction')

describe('spam and chain rules (SPEC §5)', () => {
  it('a transaction is spam when every transfer is an NFT flagged as spam', () => {
    expect(isSpamTransaction(transaction({ transfers: [nft('Airdrop', { spam: true }), nft('Airdrop 2', { spam: true })] }))).toBe(true)
    expect(isSpamTransaction(transaction({ transfers: [nft('Airdrop', { spam: true }), fungible('1', 'ETH', 'in')] }))).toBe(false)
    expect(isSpamTransaction(transaction({ transfers: [nft('Punk')] }))).toBe(false)
    // A contract call that moved nothing is not spam.
    expect(isSpamTransaction(transaction({ operationType: 'execute', transfers: [] }))).toBe(false)
  })

  it('only the connected chain shows; a transaction without a chain does not', () => {
    expect(isVisibleTransaction(transaction({ chain: 'eip155:1' }), 'eip155:1')).toBe(true)
    expect(isVisibleTransaction(transaction({ chain: 'eip155:42161' }), 'eip155:1')).toBe(false)
    expect(isVisibleTransaction(transaction({ chain: null }), 'eip155:1')).toBe(false)
  })

  it('toActivityItems hides spam and other chains and keeps the rest, newest first', () => {
    const kept = transaction({ minedAt: '2024-03-05T12:00:00Z' })
    const older = transaction({ minedAt: '2024-03-04T12:00:00Z', operationType: 'receive', transfers: [fungible('2', 'TUSD', 'in')] })
    const items = toActivityItems(
      [
        older,
        transaction({ transfers: [nft('Free Airdrop', { spam: true })] }),
        kept,
        transaction({ chain: 'eip155:42161' }),
        kept, // a duplicate (pages overlapping) shows once
      ],
      { chainId: 'eip155:1', locale: 'en' },
    )
    expect(items.map((item) => (item.kind === 'date' ? item.label : item.key))).toEqual(['Mar 5', kept.id, 'Mar 4', older.id])
  })
})

describe('date groups (SPEC §5: short month plus day in the locale)', () => {
  const history = [
    transaction({ minedAt: '2024-03-05T12:30:00Z' }),
    transaction({ minedAt: '2024-03-05T11:30:00Z' }),
    transaction({ minedAt: '2024-12-24T12:00:00Z' }),
    transaction({ minedAt: '2023-03-05T12:00:00Z' }),
  ]
  it('en', () => {
    const items = toActivityItems(history, { chainId: 'eip155:1', locale: 'en' })
    expect(items.map((item) => item.kind === 'date' ? item.label : '·')).toEqual(['Dec 24', '·', 'Mar 5', '·', '·', 'Mar 5', '·'])
    // The same day of another year is another group.
    expect(items.filter((item) => item.kind === 'date').map((item) => item.key)).toEqual(['date:2024-12-24', 'date:2024-3-5', 'date:2023-3-5'])
  })
  it('de', () => {
    const items = toActivityItems(history, { chainId: 'eip155:1', locale: 'de' })
    expect(items.filter((item) => item.kind === 'date').map((item) => item.label)).toEqual(['24. Dez.', '5. März', '5. März'])
    expect(rows(items)[0]?.amount).toBe('1,5 ETH')
  })
})

describe('rows', () => {
  it('Sent: to the recipient, the amount with its symbol, the token icon', () => {
    expect(toActivityRow(transaction({ transfers: [fungible('1.5', 'ETH', 'out', { recipient: CAROL })] }), 'en')).toEqual({
      kind: 'transaction',
      key: expect.any(String),
      title: 'activity.sent',
      counterparty: { message: 'activity.to', address: '0x3C44…93BC' },
      amount: '1.5 ETH',
      status: undefined,
      icon: { name: 'ETH', url: 'http://127.0.0.1:9/assets/token/ETH' },
    })
    // Without transfer parties, the transaction's own.
    expect(toActivityRow(transaction(), 'en').counterparty).toEqual({ message: 'activity.to', address: '0x7099…79C8' })
  })

  it('Received: from the sender; amounts in the locale, rounded down to 4 decimals', () => {
    const row = toActivityRow(
      transaction({ operationType: 'receive', sentFrom: BOB, sentTo: ALICE, transfers: [fungible('1234.567891', 'TUSD', 'in')] }),
      'en',
    )
    expect(row).toMatchObject({ title: 'activity.received', counterparty: { message: 'activity.from', address: '0x7099…79C8' }, amount: '1,234.5678 TUSD' })
    expect(toActivityRow(transaction({ transfers: [fungible('1234.567891', 'TUSD', 'in')] }), 'de').amount).toBe('1.234,5678 TUSD')
    expect(toActivityRow(transaction({ transfers: [fungible('0.000000000000000001', 'ETH', 'out')] }), 'en').amount).toBe('<0.0001 ETH')
    expect(toActivityRow(transaction({ transfers: [fungible('1000000', 'TUSD', 'in')] }), 'en').amount).toBe('1,000,000 TUSD')
  })

  it('titles from the operation type, else from the direction', () => {
    const title = (operationType: string, transfers = [fungible('1', 'ETH', 'out')]) =>
      toActivityRow(transaction({ operationType, transfers }), 'en').title
    expect(['send', 'receive', 'execute', 'deploy', 'mint', 'burn', 'trade', 'approve', 'deposit', 'withdraw', 'cancel'].map((type) => title(type))).toEqual([
      'activity.sent',
      'activity.received',
      'activity.executed',
      'activity.deployed',
      'activity.minted',
      'activity.burned',
      'activity.swapped',
      'activity.approved',
      'activity.deposited',
      'activity.withdrawn',
      'activity.cancelled',
    ])
    expect(title('claim', [fungible('1', 'ETH', 'in')])).toBe('activity.received')
    expect(title('claim', [fungible('1', 'ETH', 'out')])).toBe('activity.sent')
    expect(title('claim', [])).toBe('activity.executed')
  })

  it('a contract call: Executed, to the contract, no amount; failed and pending ones say so', () => {
    const row = toActivityRow(transaction({ operationType: 'execute', status: 'failed', transfers: [] }), 'en')
    expect(row).toMatchObject({ title: 'activity.executed', counterparty: { message: 'activity.to' }, amount: '', status: 'activity.failed' })
    expect(row.icon).toEqual({ name: 'execute', url: undefined })
    expect(toActivityRow(transaction({ status: 'pending' }), 'en').status).toBe('activity.pending')
  })

  it('a swap shows what went out and what came in; an NFT its name and preview', () => {
    const swap = transaction({ operationType: 'trade', transfers: [fungible('3000', 'TUSD', 'in'), fungible('1', 'ETH', 'out')] })
    expect(toActivityRow(swap, 'en').amount).toBe('1 ETH → 3,000 TUSD')
    const punk = toActivityRow(transaction({ operationType: 'receive', transfers: [nft('Punk #7')] }), 'en')
    expect(punk).toMatchObject({ amount: 'Punk #7', icon: { name: 'Punk #7', url: 'http://127.0.0.1:9/assets/asset/ethereum' } })
    const many = transaction({ transfers: [fungible('1', 'A', 'out'), fungible('2', 'B', 'out'), fungible('3', 'C', 'out')] })
    expect(toActivityRow(many, 'en').amount).toBe('1 A, 2 B, …')
  })
})
