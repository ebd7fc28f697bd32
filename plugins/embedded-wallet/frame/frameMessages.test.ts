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
    const { originOfState, redirectResultOf, redirectState, REDIRECT_RESULT, returnOfState } = await import('./frameMessages.js')
    expect(originOfState(redirectState('http://127.0.0.1:5173', 'abc'))).toBe('http://127.0.0.1:5173')
    expect(originOfState('abc')).toBeUndefined()
    expect(originOfState(`abc.${btoa('http://evil.example/path')}`)).toBeUndefined()
    expect(returnOfState(redirectState('http://127.0.0.1:5173', 'abc'))).toBeUndefined()
    expect(redirectResultOf({ type: REDIRECT_RESULT, resultUri: 'http://localhost/cb?code=1' })).toBe('http://localhost/cb?code=1')
    expect(redirectResultOf({ type: REDIRECT_RESULT, resultUri: 1 })).toBeUndefined()
    expect(redirectResultOf({ type: 'other', resultUri: 'x' })).toBeUndefined()
    expect(redirectResultOf(null)).toBeUndefined()
  })

  it('carry the page to return to, for a login that leaves it, only of the same origin', async () => {
    const { originOfState, redirectState, returnOfState } = await import('./frameMessages.js')
    const page = 'http://127.0.0.1:5173/app?tab=1#tgWebAppData=a%3Db'
    const state = redirectState('http://127.0.0.1:5173', 'abc', page)
    expect(originOfState(state)).toBe('http://127.0.0.1:5173')
    expect(returnOfState(state)).toBe(page)
    expect(returnOfState(redirectState('http://127.0.0.1:5173', 'abc', 'http://evil.example/'))).toBeUndefined()
    expect(returnOfState(redirectState('http://127.0.0.1:5173', 'abc', 'javascript:alert(1)'))).toBeUndefined()
    expect(returnOfState(`${state.split('.').slice(0, 2).join('.')}.%%%`)).toBeUndefined()
    // Any text survives the round trip, beyond Latin-1.
    expect(returnOfState(redirectState('http://127.0.0.1:5173', 'abc', 'http://127.0.0.1:5173/ü?q=日本'))).toBe('http://127.0.0.1:5173/ü?q=日本')
  })
})
