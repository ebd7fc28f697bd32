// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setActiveKit } from '../../../kernel/activeKit.js'
import { mainnet, solanaLocal, solanaMainnet, testKit, type TestKit } from '../../../test/fixtures.js'
import { createConnection } from '../createConnection.js'
import { solana } from '../solana.js'
import * as entry from './index.js'
import { useAppKitConnection } from './index.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type Connection = ReturnType<typeof useAppKitConnection>['connection']
const seen: Connection[] = []
function Probe() {
  const { connection } = useAppKitConnection()
  seen.push(connection)
  return <output>{connection ? 'connection' : 'none'}</output>
}

let root: Root | undefined
let kit: TestKit | undefined
afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
  setActiveKit(undefined)
  await kit?.destroy()
  kit = undefined
  seen.length = 0
  document.body.innerHTML = ''
})

function render() {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root!.render(<Probe />))
  return container
}

/** The connection the hook shows once it is there, other than `previous`. */
async function nextConnection(container: HTMLElement, previous?: Connection): Promise<NonNullable<Connection>> {
  await vi.waitFor(async () => {
    // Lets the kit's start-up and the connection chunk's import settle into a render.
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)))
    expect(container.textContent).toBe('connection')
    expect(seen.at(-1)).not.toBe(previous)
  })
  return seen.at(-1)!
}

describe('portico/chains/solana/react', () => {
  it('exports the Solana hooks', () => {
    expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
      [
        "getSolanaConnection",
        "useAppKitConnection",
      ]
    `)
  })

  // Which URL a connection asks: @solana/kit's client keeps it to itself, and the kit makes one per URL. The calls
  // themselves are in getSolanaConnection.test.ts (its node build wants node's AbortSignal) and solana.e2e.ts.
  it('gives the connection of the solana family’s network and follows its switches, customRpcUrls first', async () => {
    kit = testKit({
      adapters: [solana({ discovery: false })],
      networks: [mainnet, solanaMainnet, solanaLocal],
      customRpcUrls: { [solanaLocal.caipNetworkId]: [{ url: 'http://127.0.0.1:9000/custom' }] },
    })
    const container = render()
    expect(container.textContent).toBe('none')
    act(() => setActiveKit(kit))
    expect(container.textContent).toBe('none')
    await act(() => kit!.ready())
    // eip155 is active: the solana family's first network.
    const first = await nextConnection(container)
    expect(first).toBe(createConnection('http://127.0.0.1:8899'))

    await act(() => kit!.switchNetwork(solanaLocal))
    const local = await nextConnection(container, first)
    expect(local).toBe(createConnection('http://127.0.0.1:9000/custom'))

    // Back on eip155, solana keeps the network it last used.
    await act(() => kit!.switchNetwork(mainnet))
    expect(seen.at(-1)).toBe(local)
  })

  it('is undefined on the server, and without a kit, a solana adapter or a Solana network', async () => {
    kit = testKit({ adapters: [solana({ discovery: false })], networks: [solanaMainnet] })
    await kit.ready()
    setActiveKit(kit)
    expect(renderToString(<Probe />)).toBe('<output>none</output>')
    setActiveKit(undefined)

    const withoutSolana = testKit({ networks: [mainnet, solanaMainnet], adapters: [] })
    await withoutSolana.ready()
    const container = render()
    act(() => setActiveKit(withoutSolana))
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(container.textContent).toBe('none')
    await withoutSolana.destroy()
  })
})
