// The bundle budgets of .size-limit.json, measured as a host's bundler builds the package (see
// size/measureBudgets.ts). Prints every budget with its size and limit; exits 1 when one is over or cannot be
// measured. Run after `npm run build`; `--files` also lists the files each budget counts.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { formatBytes, parseLimit } from './size/bytes.js'
import { measureBudgets, type Budget } from './size/measureBudgets.js'

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '')
const budgets = JSON.parse(readFileSync(`${root}/.size-limit.json`, 'utf8')) as Budget[]
const showFiles = process.argv.includes('--files')

try {
  const results = await measureBudgets(root, budgets)
  let over = 0
  for (const { budget, size, files } of results) {
    const limit = parseLimit(budget.limit)
    const ok = size <= limit
    if (!ok) over += 1
    console.log(`${ok ? 'ok  ' : 'OVER'} ${formatBytes(size).padStart(9)} of ${budget.limit.padEnd(7)} ${budget.name}`)
    if (showFiles) for (const file of files) console.log(`       ${formatBytes(file.gzip).padStart(9)}  ${file.path}`)
  }
  console.log('gzip (level 9) of each file a host loads for the step, summed; 1 kB = 1000 B.')
  if (over > 0) {
    console.error(`${over} budget${over === 1 ? ' is' : 's are'} over the limit`)
    process.exitCode = 1
  }
} catch (error) {
  console.error(`The budgets could not be measured: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
