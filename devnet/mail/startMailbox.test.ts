import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailbox, type Mailbox } from './startMailbox.js'

describe('startMailbox', () => {
  let mailbox: Mailbox
  beforeAll(async () => {
    mailbox = await startMailbox()
  })
  afterAll(() => mailbox.stop())

  it('receives mail over SMTP and finds it by recipient', async () => {
    await mailbox.send({ to: 'Ada@Example.com', subject: 'Your code', text: 'Code: 123456' })
    const mail = await mailbox.waitFor('ada@example.com')
    expect(mail).toMatchObject({ to: ['ada@example.com'], subject: 'Your code' })
    expect(mail.text).toContain('123456')
    expect(mailbox.messages('bob@example.com')).toEqual([])
  })

  it('waits for a mail newer than the last one seen', async () => {
    const seen = mailbox.messages('ada@example.com').at(-1)?.seq ?? 0
    const waiting = mailbox.waitFor('ada@example.com', { since: seen })
    await mailbox.send({ to: 'ada@example.com', subject: 'Again', text: 'second' })
    expect((await waiting).subject).toBe('Again')
  })

  it('gives up after the timeout', async () => {
    await expect(mailbox.waitFor('nobody@example.com', { timeoutMs: 50 })).rejects.toThrow('No mail to nobody@example.com')
  })
})
