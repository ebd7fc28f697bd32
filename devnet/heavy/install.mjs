// Installs the devnet's heavy parts (devnet/heavy/package.json: the ERC-4337 bundler, about 440 MB) unless the
// locked versions are already there. Run by `npm test`, `npm run demo`, `npm run devnet` and `.ci/run`, so the
// README's two commands need nothing more, and a unit-test-only install stays small.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const here = fileURLToPath(new URL('.', import.meta.url))
const read = (path) => {
  try {
    return JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'))
  } catch {
    return undefined
  }
}
const locked = read('./package-lock.json')?.packages ?? {}
const installed = Object.entries(locked).every(([path, { version, optional }]) => !path || optional || read(`./${path}/package.json`)?.version === version)
if (!installed) {
  console.log('Installing the devnet bundler (devnet/heavy)…')
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: here, stdio: 'inherit' })
}
