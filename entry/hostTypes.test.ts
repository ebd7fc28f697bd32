import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * Type-checks `source` as a host's only file, in a program of its own that holds nothing but what that file
 * reaches (unlike the repository's typecheck, where every plugin's declarations are in scope): `portico` is the
 * entry a host imports, `kernel` the kernel's own public types. Returns the diagnostics and the names the
 * program's `ViewDataMap` and `EventMap` have.
 */
function checkHost(source: string, from: 'entry' | 'kernel') {
  const config = ts.getParsedCommandLineOfConfigFile(`${root}tsconfig.browser.json`, {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
    },
  })
  if (!config) throw new Error('tsconfig.browser.json cannot be read')
  const hostFile = `${root}host.ts`
  const prelude = `import type { EventMap, ViewDataMap } from '${from === 'entry' ? 'portico' : './kernel/index.js'}'\n`
  const names = `\nexport type HostViews = keyof ViewDataMap\nexport type HostEvents = keyof EventMap\n`
  const text = prelude + source + names
  const host = ts.createCompilerHost(config.options)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (file, language) =>
    file === hostFile ? ts.createSourceFile(file, text, language) : getSourceFile(file, language)
  const program = ts.createProgram({ rootNames: [hostFile], options: { ...config.options, noEmit: true }, host })
  const file = program.getSourceFile(hostFile)
  if (!file) throw new Error('the host file is not in its program')
  const checker = program.getTypeChecker()
  const keysOf = (alias: string) => {
    const declaration = file.statements.find((s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === alias)
    if (!declaration) throw new Error(`no ${alias}`)
    const type = checker.getTypeFromTypeNode(declaration.type)
    return (type.isUnion() ? type.types : [type]).map((t) => (t.isStringLiteral() ? t.value : checker.typeToString(t))).sort()
  }
  const diagnostics = ts
    .getPreEmitDiagnostics(program, file)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '))
  return { diagnostics, views: keysOf('HostViews'), events: keysOf('HostEvents') }
}

describe("a host's program (its own, with nothing but what it imports)", () => {
  it("gets the built-in plugins' views and events from the `portico` entry alone", () => {
    const { diagnostics, views, events } = checkHost(
      `import { createAppKit } from 'portico'
const kit = createAppKit({ projectId: 'p', networks: [] as never })
void kit.open({ view: 'Swap', arguments: { amount: '0.1', fromToken: 'ETH', toToken: 'USDC' } })
void kit.open({ view: 'WalletSend' })
const sent: EventMap['SEND_SUCCESS'] = { token: 'ETH', amount: '1', network: 'eip155:1', hash: '0x1' }
void sent
`,
      'entry',
    )
    expect(diagnostics).toEqual([])
    expect({ views, events }).toMatchInlineSnapshot(`
      {
        "events": [
          "CLICK_CANCEL_SIWX",
          "CONNECT_ERROR",
          "CONNECT_INTENT",
          "CONNECT_SUCCESS",
          "DISCONNECT_ERROR",
          "DISCONNECT_SUCCESS",
          "ERROR_FETCH_TRANSACTIONS",
          "ERROR_REPORT",
          "MODAL_CLOSE",
          "MODAL_CREATED",
          "MODAL_OPEN",
          "SEARCH_WALLET",
          "SEND_ERROR",
          "SEND_INITIATED",
          "SEND_SUCCESS",
          "SET_PREFERRED_ACCOUNT_TYPE",
          "SIWX_AUTH_ERROR",
          "SIWX_AUTH_SUCCESS",
          "SWAP_ERROR",
          "SWAP_SUCCESS",
          "SWITCH_NETWORK",
        ],
        "views": [
          "Account",
          "AccountActivity",
          "AccountType",
          "AllWallets",
          "ApproveTransaction",
          "BuyInProgress",
          "Connect",
          "ConnectEmail",
          "ConnectSocialRow",
          "ConnectSocials",
          "ConnectingExternal",
          "ConnectingFarcaster",
          "ConnectingMultiChain",
          "ConnectingSocial",
          "ConnectingWalletConnect",
          "ConnectingWalletConnectBasic",
          "EmailVerifyDevice",
          "EmailVerifyOtp",
          "GetWallet",
          "Networks",
          "OnRampFiatSelect",
          "OnRampProviders",
          "OnRampTokenSelect",
          "Passkey",
          "RegisterAccountName",
          "RegisterAccountNameSuccess",
          "SIWXSignMessage",
          "Swap",
          "SwapPreview",
          "SwapSelectToken",
          "SwitchActiveChain",
          "SwitchNetwork",
          "UnsupportedChain",
          "UpdateEmailPrimaryOtp",
          "UpdateEmailSecondaryOtp",
          "UpdateEmailWallet",
          "WalletReceive",
          "WalletSend",
          "WalletSendPreview",
          "WhatIsAWallet",
        ],
      }
    `)
  }, 60_000)

  it("the kernel's own types name no plugin view or event", () => {
    const { diagnostics, views, events } = checkHost(`void 0 as unknown as ViewDataMap`, 'kernel')
    expect(diagnostics).toEqual([])
    expect({ views, events }).toMatchInlineSnapshot(`
      {
        "events": [
          "CONNECT_ERROR",
          "CONNECT_INTENT",
          "CONNECT_SUCCESS",
          "DISCONNECT_ERROR",
          "DISCONNECT_SUCCESS",
          "ERROR_REPORT",
          "MODAL_CLOSE",
          "MODAL_CREATED",
          "MODAL_OPEN",
          "SEARCH_WALLET",
          "SET_PREFERRED_ACCOUNT_TYPE",
          "SWITCH_NETWORK",
        ],
        "views": [
          "Account",
          "AllWallets",
          "Connect",
          "ConnectingExternal",
          "ConnectingMultiChain",
          "GetWallet",
          "Networks",
          "SwitchActiveChain",
          "SwitchNetwork",
          "UnsupportedChain",
          "WhatIsAWallet",
        ],
      }
    `)
  }, 60_000)

  it('rejects a view no one declared', () => {
    const { diagnostics } = checkHost(
      `import { createAppKit } from 'portico'
void createAppKit({ projectId: 'p', networks: [] as never }).open({ view: 'NoSuchView' })
`,
      'entry',
    )
    expect(diagnostics).toHaveLength(1)
  }, 60_000)
})
