import { expect, it } from 'vitest'
import * as entry from './index.js'

it("exports of 'portico/adapters/wagmi' (an accidental API change fails here)", () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "WagmiAdapter",
    ]
  `)
})
