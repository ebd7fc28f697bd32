import { fileURLToPath } from 'node:url'
import type { Plugin } from 'esbuild'
import { packageAliases } from '../../demo/buildDemo.js'

/**
 * An esbuild plugin for a page without React: the build fails at the first module of `react` or `react-dom` it would
 * bundle (whatever import path led there), even where React is installed (as in this repository). Aliases apply
 * first, so a `react` import aliased to `preact/compat` passes.
 */
export const noReact: Plugin = {
  name: 'no-react',
  setup(b) {
    b.onLoad({ filter: /[\\/]node_modules[\\/]react(?:-dom)?[\\/]/ }, ({ path }) => ({
      errors: [{ text: `${path.slice(path.lastIndexOf('node_modules'))}: a page without React must not bundle react or react-dom` }],
    }))
  },
}

/**
 * The aliases of a host without React that installs a plugin written with React (examples/plugin-notes): `react`
 * and `react-dom` to `preact/compat`, `portico` and `portico/ui` to their `portico/vanilla` entries (the same
 * exports, rendered by the modal's Preact). Any bundler's `alias` option does the same.
 */
export function preactAliases(): Record<string, string> {
  const portico = packageAliases()
  return {
    ...portico,
    react: 'preact/compat',
    'react/jsx-runtime': 'preact/compat/jsx-runtime',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    portico: portico['portico/vanilla'] as string,
    'portico/ui': portico['portico/vanilla/ui'] as string,
    'portico-plugin-notes': fileURLToPath(new URL('../plugin-notes/dist/index.js', import.meta.url)),
  }
}
