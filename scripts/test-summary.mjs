// Prints the closing line of a test run, 'N passed, N failed', from the JSON report vitest writes.
import { existsSync, readFileSync } from 'node:fs'

const file = '.tmp/vitest-report.json'
if (!existsSync(file)) {
  console.log('unit tests: no report (the run stopped before them)')
  process.exit(1)
}
const report = JSON.parse(readFileSync(file, 'utf8'))
const skipped = report.numPendingTests + report.numTodoTests
console.log(`unit: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`)
