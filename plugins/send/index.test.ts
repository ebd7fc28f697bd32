import { describe, expect, it } from 'vitest'
import { UnsupportedChainError } from '../../kernel/errors/errors.js'
import { testKit } from '../../test/fixtures.js'
import * as entry from './index.js'
import { pluginApi } from '../../test/fixtures.js'

describe('plugins/send entry', () => {
  it('exports', () => {
    expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
      [
        "InsufficientBalanceError",
        "InvalidAddressError",
        "InvalidAmountError",
        "NameNotFoundError",
        "NameResolutionError",
        "SendDetailsRequiredError",
        "SendValidationError",
        "TokenRequiredError",
        "TooManyDecimalsError",
        "createSendController",
        "default",
        "initialSendState",
        "listSendTokens",
        "lookupProfileName",
        "profileAddress",
      ]
    `)
    expect(entry.default.id).toBe('send')
    // Where it works is what the chain packages offer, not a list in the plugin.
    expect('namespaces' in entry.default).toBe(false)
    expect(Object.keys(entry.default.views ?? {})).toEqual(['WalletSend', 'WalletSendPreview'])
  })

  it('sets up a send controller per kit and drops it on teardown', async () => {
    const kit = testKit({ plugins: [entry.default] }, { builtins: {} })
    await kit.ready()
    await kit.open({ view: 'WalletSend' })
    expect(kit.kernel.state.router.view).toBe('WalletSend')
    const controller = pluginApi(kit, 'send')
    expect(controller?.state.sendTokenAmount).toBe('')
    await kit.destroy()
    expect(pluginApi(kit, 'send')).toBeUndefined()
  })

  it("the SPEC messages of the plugin's strings are those of the errors", async () => {
    const { default: en } = await import('./strings/en.js')
    expect(en['send.error.required']).toBe(new entry.SendDetailsRequiredError().shortMessage)
    expect(en['send.error.tokenRequired']).toBe(new entry.TokenRequiredError().shortMessage)
    expect(en['send.error.unsupportedChain']).toBe(new UnsupportedChainError().shortMessage)
    expect(en['send.error.invalidAddress']).toBe(new entry.InvalidAddressError().shortMessage)
    expect(en['send.error.resolveFailed']).toBe(new entry.NameResolutionError().shortMessage)
  })
})
