import { expect, it } from 'vitest'
import * as ui from '../ui/index.js'
import * as entry from './ui.js'

it("exports of 'portico/vanilla/ui' are those of 'portico/ui' (an accidental API change fails here)", () => {
  expect(Object.keys(entry).sort()).toEqual(Object.keys(ui).sort())
})
