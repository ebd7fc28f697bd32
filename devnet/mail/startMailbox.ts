import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { createTransport } from 'nodemailer'
import { SMTPServer } from 'smtp-server'

/** One mail as the mailbox received it. */
interface MailMessage {
  /** Order of arrival, from 1. */
  seq: number
  from: string
  /** Recipient addresses, lower case. */
  to: string[]
  subject: string
  text: string
  receivedAt: string
}

export interface Mailbox {
  /** Port of the SMTP server on 127.0.0.1. */
  smtpPort: number
  /** Every message, or those sent to `to` (case-insensitive), oldest first. */
  messages(to?: string): MailMessage[]
  /** The first message to `to` that arrives after `since` (a `seq`), waiting up to `timeoutMs`. */
  waitFor(to: string, options?: { since?: number; timeoutMs?: number }): Promise<MailMessage>
  /** Sends a plain-text mail through the mailbox's own SMTP server (real SMTP on loopback). */
  send(mail: { to: string; subject: string; text: string }): Promise<void>
  clear(): void
  stop(): Promise<void>
}

/**
 * A local mailbox: an SMTP server on 127.0.0.1 that keeps every mail it receives in memory (INFRA.md: no
 * reverse lookup, no TLS, no auth), and a client that sends through it. The devnet's auth server mails its
 * one-time codes and device links here; tests and the demo's mailbox page read them.
 *
 * @example
 * const mailbox = await startMailbox()
 * await mailbox.send({ to: 'a@example.com', subject: 'Hi', text: 'Code 123456' })
 * (await mailbox.waitFor('a@example.com')).text // 'Code 123456'
 */
export async function startMailbox(): Promise<Mailbox> {
  const stored: MailMessage[] = []
  const waiters = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          stored.push({
            seq: stored.length + 1,
            from: mail.from?.text ?? session.envelope.mailFrom?.toString() ?? '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            receivedAt: new Date().toISOString(),
          })
          for (const wake of [...waiters]) wake()
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const smtpPort = (server.server.address() as AddressInfo).port
  const transport = createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true })
  const messages = (to?: string) => (to ? stored.filter((m) => m.to.includes(to.toLowerCase())) : [...stored])

  return {
    smtpPort,
    messages,
    waitFor(to, { since = 0, timeoutMs = 10_000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages(to).find((m) => m.seq > since)
          if (!found) return false
          waiters.delete(check)
          clearTimeout(timer)
          resolve(found)
          return true
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    async send({ to, subject, text }) {
      await transport.sendMail({ from: 'Portico devnet <no-reply@portico.test>', to, subject, text })
    },
    clear: () => void stored.splice(0),
    stop: () =>
      new Promise<void>((resolve) => {
        transport.close()
        server.close(() => resolve())
      }),
  }
}
