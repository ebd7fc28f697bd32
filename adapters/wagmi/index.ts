// The `portico/adapters/wagmi` entry: Portico's eip155 adapter with a wagmi config that follows the modal. wagmi
// (`@wagmi/core`) is an optional peer dependency: only hosts that import this entry load it.
export { WagmiAdapter, type WagmiAdapterParameters } from './WagmiAdapter.js'
