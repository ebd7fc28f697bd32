import { expect, it } from 'vitest'
import * as entry from './index.js'

it("exports of 'portico' (an accidental API change fails here)", () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "AdapterNotFoundError",
      "AlertErrors",
      "BaseError",
      "CaipNetworkUndefinedError",
      "ChainAdapterNotFoundError",
      "ChainNotSupportedError",
      "ChainRequiredError",
      "ConflictingSiwxOptionsError",
      "ConnectorNotFoundError",
      "ConnectorUnavailableError",
      "DisconnectError",
      "HttpRequestError",
      "InvalidOptionsError",
      "InvalidResponseError",
      "NetworkNotFoundError",
      "PluginLoadError",
      "RequestAbortedError",
      "RpcMethodNotAllowedError",
      "SignatureDeclinedError",
      "TimeoutError",
      "UnsupportedChainError",
      "ViewNotFoundError",
      "createAppKit",
      "decimalAmounts",
      "definePlugin",
      "parseErrorMessage",
      "sanitizeName",
    ]
  `)
})
