import { expect, it } from 'vitest'
import * as entry from './index.js'

it("exports of 'portico/ui' (an accidental API change fails here)", () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "Avatar",
      "Button",
      "Icon",
      "LOCALES",
      "LoadingView",
      "QrCode",
      "Spinner",
      "Template",
      "TextField",
      "VirtualGrid",
      "WalletImage",
      "WalletRow",
      "formatBalance",
      "formatDate",
      "formatNumber",
      "formatUsd",
      "intlLocale",
      "isUserRejection",
      "resolveLocale",
      "shortenAddress",
      "truncateDecimals",
      "useActiveAccount",
      "useConnectAttempt",
      "useKit",
      "usePlugin",
      "usePluginContext",
      "usePluginState",
      "useSnap",
      "useStyleSheet",
      "useTranslate",
    ]
  `)
})
