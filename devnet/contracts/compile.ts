/**
 * Compiles the devnet's own contracts with solc and writes each artifact ({ abi, bytecode }) as JSON next to its
 * source: `TestToken.sol` (evmVersion 'paris', so any EVM node runs it) and `PorticoAccount.sol` (the embedded
 * wallet's smart account and its factory, evmVersion 'cancun') and `FarcasterRegistries.sol` (Farcaster's id and key
 * registries' stand-ins, evmVersion 'paris'). The JSON is committed: the devnet needs no
 * compiler at runtime.
 *
 * @example
 * npx tsx devnet/contracts/compile.ts
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
}

const builds = [
  { file: 'TestToken.sol', evmVersion: 'paris', contracts: ['TestToken'] },
  { file: 'PorticoAccount.sol', evmVersion: 'cancun', contracts: ['PorticoAccount', 'PorticoAccountFactory'] },
  { file: 'FarcasterRegistries.sol', evmVersion: 'paris', contracts: ['IdRegistryStub', 'KeyRegistryStub'] },
] as const

for (const { file, evmVersion, contracts } of builds) {
  const input = {
    language: 'Solidity',
    sources: { [file]: { content: readFileSync(fileURLToPath(new URL(`./${file}`, import.meta.url)), 'utf8') } },
    settings: {
      evmVersion,
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input)) as string) as SolcOutput
  for (const message of output.errors ?? []) console.error(message.formattedMessage)
  if (output.errors?.some((message) => message.severity === 'error')) process.exit(1)

  for (const name of contracts) {
    const contract = output.contracts[file]?.[name]
    if (!contract) throw new Error(`${name} missing from the solc output`)
    const artifact = {
      contractName: name,
      compiler: `solc ${solc.version() as string}`,
      evmVersion,
      abi: contract.abi,
      bytecode: `0x${contract.evm.bytecode.object}`,
    }
    const target = fileURLToPath(new URL(`./${name}.json`, import.meta.url))
    writeFileSync(target, `${JSON.stringify(artifact, null, 2)}\n`)
    console.log(`wrote ${target} (${contract.evm.bytecode.object.length / 2} bytes of bytecode)`)
  }
}
