// `node scripts/together.mjs typecheck lint knip build`: runs those npm scripts at the same time and prints each
// one's output whole once it ends, in the order given. Exits with the first failure's code once all have ended.
// The checks before the tests are single-threaded (tsc, eslint, knip, most of rollup), so on a 2-core machine two
// at a time take less than one after the other.
import { spawn } from 'node:child_process'

const names = process.argv.slice(2)
if (names.length === 0) {
  console.error('usage: node scripts/together.mjs <npm script>…')
  process.exit(2)
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const started = Date.now()
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const output = []
      const child = spawn(npm, ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] })
      child.stdout.on('data', (chunk) => output.push(chunk))
      child.stderr.on('data', (chunk) => output.push(chunk))
      child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)))
      child.on('close', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), output, seconds: (Date.now() - started) / 1000 }))
    }),
)

let status = 0
for (const run of runs) {
  const { name, code, output, seconds } = await run
  console.log(`\n> npm run ${name} (${code === 0 ? 'passed' : `failed with ${code}`}, ${seconds.toFixed(0)} s)`)
  process.stdout.write(Buffer.concat(output))
  if (code !== 0 && status === 0) status = code
}
process.exit(status)
