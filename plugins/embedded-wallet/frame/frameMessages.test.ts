import { describe, expect, it } from 'vitest'
import { FRAME_REPLIES, parseAppMessage, replyType } from './frameMessages.js'

describe('the frame protocol', () => {
  it('reads an app action with a valid payload', () => {
    expect(parseAppMessage({ id: 'a1', type: '@w3m-app/CONNECT_OTP', payload: { otp: '123456' } })).toEqual({
      id: 'a1',
      action: 'CONNECT_OTP',
      payload: { otp: '123456' },
    })
    expect(parseAppMessage({ id: 'a2', type: '@w3m-app/SIGN_OUT' })).toEqual({ id: 'a2', action: 'SIGN_OUT', payload: {} })
  })

  it('ignores unknown actions, missing ids, wrong payloads and foreign messages', () => {
    expect(parseAppMessage({ id: 'a', type: '@w3m-app/EXPORT_KEY' })).toBeUndefined()
    expect(parseAppMessage({ id: 'a', type: '@w3m-app/toString' })).toBeUndefined()
    expect(parseAppMessage({ type: '@w3m-app/SIGN_OUT' })).toBeUndefined()
    expect(parseAppMessage({ id: 'a', type: '@w3m-app/CONNECT_OTP', payload: { otp: 123456 } })).toBeUndefined()
    expect(parseAppMessage({ id: 'a', type: '@w3m-frame/READY' })).toBeUndefined()
    expect(parseAppMessage('hello')).toBeUndefined()
  })

  it('checks replies: the user shape of SPEC.md §3', () => {
    expect(FRAME_REPLIES.GET_USER.safeParse({ email: 'a@b.c', address: '0x1', chainId: 1 }).success).toBe(true)
    expect(FRAME_REPLIES.GET_USER.safeParse({ email: 'a@b.c', chainId: 1 }).success).toBe(false)
    expect(replyType('GET_USER', 'SUCCESS')).toBe('@w3m-frame/GET_USER_SUCCESS')
  })
})

describe('redirect login messages', () => {
  it('carry the page origin in the state, and read only the callback page’s shape', async () => {
    const { originOfState, redirectResultOf, redirectState, REDIRECT_RESULT } = await import('./frameMessages.js')
    expect(originOfState(redirectState('http://127.0.0.1:5173', 'abc'))).toBe('http://127.0.0.1:5173')
    expect(originOfState('abc')).toBeUndefined()
    expect(originOfState(`abc.${btoa('http://evil.example/path')}`)).toBeUndefined()
    expect(redirectResultOf({ type: REDIRECT_RESULT, resultUri: 'http://localhost/cb?code=1' })).toBe('http://localhost/cb?code=1')
    expect(redirectResultOf({ type: REDIRECT_RESULT, resultUri: 1 })).toBeUndefined()
    expect(redirectResultOf({ type: 'other', resultUri: 'x' })).toBeUndefined()
    expect(redirectResultOf(null)).toBeUndefined()
  })
})
