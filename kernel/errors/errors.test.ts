import { describe, expect, it } from 'vitest'
import { AlertErrors, alertForServerMessage } from './alerts.js'
import { BaseError } from './BaseError.js'
import {
  ConflictingSiwxOptionsError,
  DisconnectError,
  HttpRequestError,
  RpcMethodNotAllowedError,
  SignatureDeclinedError,
} from './errors.js'
import { parseErrorMessage } from './parseErrorMessage.js'

describe('errors (SPEC §8)', () => {
  it('keep the exact messages of the catalogue', () => {
    expect(new HttpRequestError({ status: 503, url: 'http://127.0.0.1/x' }).shortMessage).toBe('HTTP status code: 503')
    expect(new ConflictingSiwxOptionsError().message).toBe('Cannot set both `siweConfig` and `siwx` options')
    expect(new RpcMethodNotAllowedError({ method: 'eth_sign' }).shortMessage).toBe('Requested RPC call is not allowed')
    expect(new SignatureDeclinedError().shortMessage).toBe('Signature declined')
    expect(new SignatureDeclinedError({ smartAccount: true }).shortMessage).toBe(
      'This application might not support Smart Accounts',
    )
    expect(new DisconnectError({ namespace: 'solana', cause: new Error('gone') }).details).toBe(
      'Failed to disconnect chain solana: gone',
    )
  })

  it('carry details and cause, and walk the cause chain', () => {
    const root = new Error('socket hang up')
    const error = new BaseError('Outer', { cause: new BaseError('Middle', { cause: root }) })
    expect(error.details).toBe('socket hang up')
    expect(error.message).toBe('Outer\nDetails: socket hang up')
    expect(error.walk()).toBe(root)
    expect(error.walk((e) => e instanceof BaseError && e.shortMessage === 'Middle')).toBe(error.cause)
    expect(error.walk(() => false)).toBeNull()
  })

  it('map server messages to alerts (SPEC §8 Server message mapping)', () => {
    expect(alertForServerMessage('Unauthorized: origin not allowed')).toBe(AlertErrors.INVALID_APP_CONFIGURATION)
    expect(alertForServerMessage('JWT validation error: JWT Token is not yet valid')).toBe(AlertErrors.SESSION_EXPIRED)
    expect(alertForServerMessage('Unauthorized: invalid key')?.longMessage).toBe('Invalid Project ID - update configuration')
    expect(alertForServerMessage('something else')).toBeUndefined()
  })

  it("parse shown messages from a string, a validation issue, an Error, or 'Unknown error' (SPEC §8)", () => {
    expect(parseErrorMessage('plain')).toBe('plain')
    expect(parseErrorMessage({ issues: [{ message: 'Invalid email' }] })).toBe('Invalid email')
    expect(parseErrorMessage(new Error('boom'))).toBe('boom')
    expect(parseErrorMessage(new HttpRequestError({ status: 500, url: 'x', body: 'detail' }))).toBe('HTTP status code: 500')
    expect(parseErrorMessage(42)).toBe('Unknown error')
    expect(parseErrorMessage(null)).toBe('Unknown error')
  })
})
