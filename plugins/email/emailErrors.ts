import type { PluginMessageKey, Translate } from 'portico/ui'

/**
 * SPEC.md §5: a second email login within 30 s. Its message is SPEC.md §8's English ('Please try again after N
 * seconds', N rounded up); the views show it in the modal's locale from `seconds`.
 */
export class EmailLoginCooldownError extends Error {
  override name = 'EmailLoginCooldownError'
  constructor(readonly seconds: number) {
    super(`Please try again after ${seconds} seconds`)
  }
}

/** The auth server's messages a person meets in the email views, by the key of their words in each locale. */
const SERVER_MESSAGES: Readonly<Record<string, PluginMessageKey>> = {
  'Invalid code': 'email.error.invalidCode',
  'The code has expired': 'email.error.expired',
  'Too many wrong codes: ask for a new one': 'email.error.tooMany',
  'No code was sent, or it was already used': 'email.error.noCode',
  'This email address is already in use': 'email.error.inUse',
  'The device was not approved in time': 'email.error.deviceTimeout',
}

/**
 * What an email view shows for a failed step, in the modal's locale: the cooldown with its count in the locale's
 * plural form, a known server message in words of the locale, anything else as it came.
 *
 * @example
 * errorText(new EmailLoginCooldownError(3), tp) // 'Повторите попытку через 3 секунды' in Russian
 */
export function errorText(cause: unknown, tp: Translate['t']): string {
  if (cause instanceof EmailLoginCooldownError) return tp('email.tryAgainAfter', { count: cause.seconds })
  const message = cause instanceof Error ? cause.message : String(cause)
  const key = Object.hasOwn(SERVER_MESSAGES, message) ? SERVER_MESSAGES[message] : undefined
  return key ? tp(key) : message
}
