import type { Plugin } from 'esbuild'

/**
 * An esbuild plugin for a page without React: the build fails at the first import of `react` or `react-dom` (or a
 * subpath), naming the module that imports it, even where React is installed (as in this repository).
 */
export const noReact: Plugin = {
  name: 'no-react',
  setup(b) {
    b.onResolve({ filter: /^react(?:-dom)?(?:\/.*)?$/ }, ({ path, importer }) => ({
      errors: [{ text: `${importer} imports ${path}: a page without React must not bundle it` }],
    }))
  },
}
