// Prints the closing line of a test run, 'N passed, N failed', from the JSON reports vitest writes for the
// unit tests and the browser tests.
import { existsSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
for (const [name, file] of [['unit', '.tmp/vitest-report.json'], ['e2e', '.tmp/e2e-report.json']]) {
  if (!existsSync(file)) {
    console.log(`${name}: no report (the run stopped before these tests)`)
    failed += 1
    continue
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
  skipped += report.numPendingTests + report.numTodoTests
  console.log(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`)
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
