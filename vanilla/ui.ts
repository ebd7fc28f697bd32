// The `portico/vanilla/ui` entry: `portico/ui` for a host without React. The same components and hooks, built
// against Preact (preact/compat) as the modal of `portico/vanilla` is, and the very modules that modal renders
// with, so a plugin's views share its context. A host without React bundles a third party's plugin with views by
// aliasing `portico/ui` to this entry and `react`, `react-dom` to `preact/compat` (README, "Hosts without React").
export * from '../ui/index.js'
