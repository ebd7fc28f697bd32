import type { ConnectMethodRegistration } from 'portico'

/**
 * WalletConnect's row in Connect (SPEC.md §6 connector type order: its `walletConnect` section), which also pairs
 * the directory wallets that have no extension here, and the basic view a kit without chain adapters opens on.
 */
export const CONNECT_ROW = {
  id: 'walletConnect',
  method: 'wallet',
  section: 'walletConnect',
  label: 'WalletConnect',
  icon: 'qr',
  view: 'ConnectingWalletConnect',
  connectsWallets: true,
  startView: 'ConnectingWalletConnectBasic',
} as const satisfies ConnectMethodRegistration
