import { describe, expect, test } from 'vitest'
import { Mailbox, messageData } from './mailbox.js'

function mailboxAt(start = 1_000_000) {
  const clock = { now: start }
  return { clock, mailbox: new Mailbox(() => clock.now) }
}

describe('Mailbox', () => {
  test('keeps a message for its TTL, for everyone but the publisher', () => {
    const { clock, mailbox } = mailboxAt()
    const stored = mailbox.put({ topic: 't', message: 'm1', ttl: 300, tag: 1100, publisher: 'dapp' })
    expect(messageData(stored)).toEqual({ topic: 't', message: 'm1', publishedAt: 1_000_000, tag: 1100 })
    expect(mailbox.pendingFor('t', 'dapp')).toEqual([])
    expect(mailbox.pendingFor('t', 'wallet')).toEqual([stored])
    expect(mailbox.pendingFor('other', 'wallet')).toEqual([])

    clock.now += 299_999
    expect(mailbox.pendingFor('t', 'wallet')).toEqual([stored])
    clock.now += 1
    expect(mailbox.pendingFor('t', 'wallet')).toEqual([])
    expect(mailbox.size).toBe(1)
    mailbox.prune()
    expect(mailbox.size).toBe(0)
  })

  test('a message acked by a client is not pending for it any more, but still for others', () => {
    const { mailbox } = mailboxAt()
    const first = mailbox.put({ topic: 't', message: 'm1', ttl: 60, tag: 1108, publisher: 'dapp' })
    const second = mailbox.put({ topic: 't', message: 'm2', ttl: 60, tag: 1108, publisher: 'dapp' })
    mailbox.ack(first, 'wallet')
    expect(mailbox.pendingFor('t', 'wallet')).toEqual([second])
    expect(mailbox.pendingFor('t', 'other-wallet')).toEqual([first, second])
  })

  test('a republished identical message is the same message (a client retry is not delivered twice)', () => {
    const { mailbox } = mailboxAt()
    const first = mailbox.put({ topic: 't', message: 'm1', ttl: 60, tag: 1108, publisher: 'dapp' })
    mailbox.ack(first, 'wallet')
    const again = mailbox.put({ topic: 't', message: 'm1', ttl: 60, tag: 1108, publisher: 'dapp' })
    expect(again).toBe(first)
    expect(mailbox.pendingFor('t', 'wallet')).toEqual([])
    expect(mailbox.size).toBe(1)
  })

  test('keeps the attestation when there is one', () => {
    const { mailbox } = mailboxAt()
    const stored = mailbox.put({ topic: 't', message: 'm', ttl: 60, tag: 1, publisher: 'p', attestation: 'jwt' })
    expect(messageData(stored).attestation).toBe('jwt')
  })
})
