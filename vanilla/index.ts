// The `portico/vanilla` entry: `portico` for a host without React. The same kernel, options, instance and exports;
// `createAppKit` mounts the modal built against Preact (preact/compat), so nothing here imports React.
export * from '../kernel/index.js'
export { createAppKit } from './createAppKit.js'
