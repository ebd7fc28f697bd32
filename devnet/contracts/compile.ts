/**
 * Compiles `TestToken.sol` with solc (evmVersion 'paris', so any EVM node runs it) and writes
 * `TestToken.json` ({ abi, bytecode }) next to it. The JSON is committed: the devnet needs no compiler at runtime.
 *
 * @example
 * npx tsx devnet/contracts/compile.ts
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const source = fileURLToPath(new URL('./TestToken.sol', import.meta.url))
const target = fileURLToPath(new URL('./TestToken.json', import.meta.url))

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
}

const input = {
  language: 'Solidity',
  sources: { 'TestToken.sol': { content: readFileSync(source, 'utf8') } },
  settings: {
    evmVersion: 'paris',
    optimizer: { enabled: true, runs: 200 },
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
}

const output = JSON.parse(solc.compile(JSON.stringify(input)) as string) as SolcOutput
for (const message of output.errors ?? []) console.error(message.formattedMessage)
if (output.errors?.some((message) => message.severity === 'error')) process.exit(1)

const contract = output.contracts['TestToken.sol']?.['TestToken']
if (!contract) throw new Error('TestToken missing from the solc output')

const artifact = {
  contractName: 'TestToken',
  compiler: `solc ${solc.version() as string}`,
  evmVersion: 'paris',
  abi: contract.abi,
  bytecode: `0x${contract.evm.bytecode.object}`,
}
writeFileSync(target, `${JSON.stringify(artifact, null, 2)}\n`)
console.log(`wrote ${target} (${contract.evm.bytecode.object.length / 2} bytes of bytecode)`)
