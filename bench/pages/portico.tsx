import { createAppKit } from 'portico'
import { eip155 } from 'portico/chains/eip155'
import { arbitrum, mainnet } from 'portico/networks'
import { config, metadata, startPage } from './shell.js'

const kit = createAppKit({
  projectId: config.projectId,
  metadata,
  adapters: [eip155()],
  networks: [mainnet, arbitrum],
  apiUrls: config.apiUrls,
})

startPage({ open: () => kit.open() })
