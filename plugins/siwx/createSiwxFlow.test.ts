import { describe, expect, it } from 'vitest'
import type { AppKitOptions, Connector, SIWXConfig, SIWXSession } from 'portico'
import { SignatureDeclinedError } from '../../kernel/errors/errors.js'
import { BUILTIN_PLUGINS } from '../../entry/builtinPlugins.js'
import { fakeConnector, mainnet, arbitrum, testKit, pluginApi, type TestKit } from '../../test/fixtures.js'

const ALICE = '0x00000000000000000000000000000000000000a1'
const BOB = '0x00000000000000000000000000000000000000b2'

/** A configuration that keeps sessions in memory and accepts every signature, recording its calls. */
function memoryConfig(required: boolean) {
  const sessions: SIWXSession[] = []
  const calls: string[] = []
  const config: SIWXConfig = {
    async createMessage(input) {
      calls.push(`createMessage:${input.chainId}:${input.accountAddress}`)
      const data = { ...input, domain: 'app.example', uri: 'https://app.example', version: '1', nonce: 'abcdefgh12' }
      return { ...data, toString: () => `sign in ${input.accountAddress}` }
    },
    async addSession(session) {
      calls.push(`addSession:${session.signature}`)
      sessions.push(session)
    },
    async revokeSession(chainId, address) {
      calls.push(`revokeSession:${chainId}:${address}`)
      sessions.splice(0, sessions.length, ...sessions.filter((s) => s.data.accountAddress !== address))
    },
    async setSessions(list) {
      sessions.splice(0, sessions.length, ...list)
    },
    async getSessions(chainId, address) {
      calls.push(`getSessions:${chainId}:${address}`)
      return sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address)
    },
    getRequired: () => required,
  }
  return { config, sessions, calls }
}

function siwxKit(siwx: NonNullable<AppKitOptions['siwx']>, { connector = fakeConnector(), sign }: { connector?: Connector; sign?: (message: string) => Promise<string> } = {}) {
  const signed: string[] = []
  const options: Partial<AppKitOptions> & { connectors: Connector[] } = {
    connectors: [connector],
    siwx,
    adapters: [
      {
        namespace: 'eip155',
        setup: (context) => context.registerConnector(connector),
        signMessage: async (_wallet, { message }) => {
          signed.push(message)
          return sign ? sign(message) : `0xsigned:${message}`
        },
      },
    ],
  }
  const kit = testKit(options, { builtins: { siwx: BUILTIN_PLUGINS.siwx! } })
  return { kit, signed, events: events(kit) }
}

function events(kit: TestKit): string[] {
  const names: string[] = []
  kit.subscribeEvents((e) => names.push(e.data.event))
  return names
}

/** Connects through the modal, as a visitor does: the modal is open on Connect, the wallet answers. */
async function connectInModal(kit: TestKit): Promise<void> {
  await kit.ready()
  await kit.open()
  await expect.poll(() => pluginApi(kit, 'siwx')).toBeDefined()
  await kit.connect('test-wallet')
}

const view = (kit: TestKit) => kit.kernel.state.router.view

describe('the sign-in flow (SPEC §4)', () => {
  it('opens SIWXSignMessage after a connection without a session; signing adds the session and closes', async () => {
    const { config, sessions, calls } = memoryConfig(true)
    const { kit, signed, events } = siwxKit(config)
    await connectInModal(kit)
    expect(view(kit)).toBe('SIWXSignMessage')
    await expect.poll(() => kit.kernel.state.plugins['siwx']?.state).toMatchObject({ status: 'signedOut' })
    expect(calls).toContain(`getSessions:eip155:1:${ALICE}`)

    await pluginApi(kit, 'siwx')?.signIn()
    expect(signed).toEqual([`sign in ${ALICE}`])
    expect(sessions).toHaveLength(1)
    expect(sessions[0]).toMatchObject({ message: `sign in ${ALICE}`, signature: `0xsigned:sign in ${ALICE}` })
    expect(Object.keys(sessions[0]?.data ?? {})).not.toContain('toString')
    expect(kit.getState().open).toBe(false)
    expect(events).toContain('SIWX_AUTH_SUCCESS')
  })

  it('shows nothing for an account that has a session', async () => {
    const { config, sessions } = memoryConfig(true)
    sessions.push({ data: { accountAddress: ALICE, chainId: 'eip155:1', domain: 'd', uri: 'u', version: '1', nonce: 'n' }, message: 'm', signature: 's' })
    const { kit } = siwxKit(config)
    await kit.ready()
    await kit.connect('test-wallet')
    await kit.open()
    await expect.poll(() => kit.kernel.state.plugins['siwx']?.state).toMatchObject({ status: 'signedIn' })
    expect(view(kit)).toBe('Account')
  })

  it('keeps the view on a declined signature: SIWX_AUTH_ERROR and the snackbar say so', async () => {
    const { config, sessions } = memoryConfig(false)
    let decline = true
    const { kit, events } = siwxKit(config, {
      sign: async (message) => {
        if (decline) throw new SignatureDeclinedError()
        return `0x${message.length}`
      },
    })
    await connectInModal(kit)
    await pluginApi(kit, 'siwx')?.signIn()
    expect(view(kit)).toBe('SIWXSignMessage')
    expect(kit.getState().open).toBe(true)
    expect(kit.kernel.state.snackbar).toMatchObject({ open: true, message: 'Signature declined', variant: 'error' })
    expect(kit.kernel.state.plugins['siwx']?.state).toMatchObject({ status: 'signedOut', error: 'Signature declined' })
    expect(events).toContain('SIWX_AUTH_ERROR')
    decline = false
    await pluginApi(kit, 'siwx')?.signIn()
    expect(sessions).toHaveLength(1)
    expect(kit.getState().open).toBe(false)
  })

  it('reopens the view when the signature is declined after the modal closed', async () => {
    const { config } = memoryConfig(false)
    const { kit } = siwxKit(config, { sign: () => Promise.reject(new SignatureDeclinedError()) })
    await connectInModal(kit)
    kit.close()
    await pluginApi(kit, 'siwx')?.signIn()
    expect(kit.getState().open).toBe(true)
    expect(view(kit)).toBe('SIWXSignMessage')
  })

  it('refuses to close while sign-in is required and there is no session; cancel disconnects and shows Connect', async () => {
    const { config } = memoryConfig(true)
    const connector = fakeConnector()
    const { kit, events } = siwxKit(config, { connector })
    await connectInModal(kit)
    expect(kit.kernel.modal.close()).toBe(false)
    expect(kit.getState().open).toBe(true)
    await pluginApi(kit, 'siwx')?.cancel()
    expect(connector).toHaveProperty('calls', expect.arrayContaining(['disconnect']))
    expect(kit.getAccount().isConnected).toBe(false)
    expect(kit.getState().open).toBe(true)
    expect(view(kit)).toBe('Connect')
    expect(events).toContain('CLICK_CANCEL_SIWX')
  })

  it('closes on cancel when sign-in is optional, and stays connected', async () => {
    const { config } = memoryConfig(false)
    const { kit, events } = siwxKit(config)
    await connectInModal(kit)
    expect(kit.kernel.modal.close()).toBe(true)
    await kit.open({ view: 'SIWXSignMessage' })
    await pluginApi(kit, 'siwx')?.cancel()
    expect(kit.getState().open).toBe(false)
    expect(view(kit)).toBe('Connect')
    expect(kit.getAccount().isConnected).toBe(true)
    expect(events).toContain('CLICK_CANCEL_SIWX')
  })

  it('revokes the session of an account that disconnects', async () => {
    const { config, sessions, calls } = memoryConfig(true)
    const { kit } = siwxKit(config)
    await connectInModal(kit)
    await pluginApi(kit, 'siwx')?.signIn()
    expect(sessions).toHaveLength(1)
    await kit.disconnect()
    await expect.poll(() => calls).toContain(`revokeSession:eip155:1:${ALICE}`)
    expect(sessions).toHaveLength(0)
  })

  it('asks again for another account of the same wallet, and on another network', async () => {
    const { config } = memoryConfig(true)
    const connector = fakeConnector()
    const { kit, signed } = siwxKit(config, { connector })
    await connectInModal(kit)
    await pluginApi(kit, 'siwx')?.signIn()
    expect(kit.getState().open).toBe(false)
    ;(connector as ReturnType<typeof fakeConnector>).emit({ type: 'accountsChanged', address: BOB })
    await expect.poll(() => kit.getState().open).toBe(true)
    expect(view(kit)).toBe('SIWXSignMessage')
    await pluginApi(kit, 'siwx')?.signIn()
    expect(signed.at(-1)).toBe(`sign in ${BOB}`)
    await kit.switchNetwork(arbitrum)
    await expect.poll(() => kit.getState().open).toBe(true)
    expect(view(kit)).toBe('SIWXSignMessage')
    expect(mainnet.caipNetworkId).toBe('eip155:1')
  })

  it("throws SPEC §8's 'No ActiveCaipAddress found' when asked to sign in without an account", async () => {
    const { config } = memoryConfig(false)
    const { kit } = siwxKit(config)
    await kit.ready()
    await kit.open()
    await expect.poll(() => pluginApi(kit, 'siwx')).toBeDefined()
    await expect(pluginApi(kit, 'siwx')?.signIn()).rejects.toThrow('No ActiveCaipAddress found')
    await expect(pluginApi(kit, 'siwx')?.requestSignIn()).rejects.toThrow('No ActiveCaipAddress found')
  })
})
