import { expect, it } from 'vitest'
import * as portico from '../entry/index.js'
import * as entry from './index.js'

it("exports of 'portico/vanilla' are those of 'portico' (an accidental API change fails here)", () => {
  expect(Object.keys(entry).sort()).toEqual(Object.keys(portico).sort())
  expect(entry.createAppKit).not.toBe(portico.createAppKit)
})
