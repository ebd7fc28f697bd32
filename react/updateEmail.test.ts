import { describe, expect, it } from 'vitest'
import type { EmbeddedWalletInfo } from '../kernel/types/account.js'
import { fakeConnector, testKit } from '../test/fixtures.js'
import { updateEmail } from './updateEmail.js'

const info: EmbeddedWalletInfo = Object.freeze({
  user: Object.freeze({ email: 'ada@portico.test', username: null }),
  authProvider: 'email',
  accountType: 'eoa',
  isSmartAccountDeployed: false,
})

async function embeddedKit() {
  const connector = fakeConnector({ id: 'ID_AUTH', type: 'AUTH', result: { address: '0x00000000000000000000000000000000000000a1', chainId: 1, embeddedWalletInfo: info } })
  const kit = testKit({ connectors: [connector] })
  kit.kernel.registerView('UpdateEmailWallet', async () => ({ default: () => null }))
  await kit.ready()
  await kit.connect('ID_AUTH')
  return { kit, connector }
}

describe('updateEmail (useAppKitUpdateEmail)', () => {
  it('opens UpdateEmailWallet and resolves with the new address once it changed, closing the modal', async () => {
    const { kit, connector } = await embeddedKit()
    expect(kit.getAccount().embeddedWalletInfo).toEqual(info)
    // The connector's frozen object, not a proxy of the kit's store.
    expect(kit.getAccount().embeddedWalletInfo).toBe(info)
    const changed = updateEmail(kit)
    await expect.poll(() => kit.kernel.state.router.view).toBe('UpdateEmailWallet')
    expect(kit.getState().open).toBe(true)
    connector.emit({ type: 'embeddedWalletInfoChanged', embeddedWalletInfo: Object.freeze({ ...info, user: { ...info.user, email: 'ada@new.test' } }) })
    await expect(changed).resolves.toEqual({ email: 'ada@new.test' })
    expect(kit.getState().open).toBe(false)
    expect(kit.getAccount().embeddedWalletInfo?.user.email).toBe('ada@new.test')
  })

  it("rejects with 'Modal closed' when the visitor closes the modal first", async () => {
    const { kit } = await embeddedKit()
    const changed = updateEmail(kit)
    await expect.poll(() => kit.getState().open).toBe(true)
    kit.close()
    await expect(changed).rejects.toThrow('Modal closed')
  })

  it("rejects with 'Not connected to email or social' without an embedded wallet, and the account has no embeddedWalletInfo", async () => {
    const kit = testKit({ connectors: [fakeConnector()] })
    await kit.ready()
    await kit.connect('test-wallet')
    expect(kit.getAccount().embeddedWalletInfo).toBeUndefined()
    await expect(updateEmail(kit)).rejects.toThrow('Not connected to email or social')
    await expect(updateEmail(undefined)).rejects.toThrow('Not connected to email or social')
    expect(kit.getState().open).toBe(false)
  })

  it('clears embeddedWalletInfo on disconnect', async () => {
    const { kit } = await embeddedKit()
    await kit.disconnect()
    expect(kit.getAccount().embeddedWalletInfo).toBeUndefined()
  })
})
