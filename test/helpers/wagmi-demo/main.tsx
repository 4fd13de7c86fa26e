// Entry of /wagmi-demo.js, the wagmi page of the demo (wagmi.html; issue 20 part 2): the modal
// with a WagmiAdapter, and a React page that uses wagmi's hooks only. The demo server bundles it
// on the fly, like the test wallet.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';
import { createAppKit, defineEvmNetwork } from '../../../src/index.js';
import { WagmiAdapter } from '../../../wagmi/index.js';
import { WagmiDemoApp } from './wagmi-demo-app.js';

function start(): void {
  const dev = window.__APPKIT_DEV__;
  const root = document.getElementById('root');
  const receiver = dev?.devAccounts[9]?.address;
  if (!dev || !root || !receiver) {
    document.getElementById('no-config')?.removeAttribute('hidden');
    return;
  }
  const networks = dev.chains.map((chain) =>
    defineEvmNetwork({
      id: chain.id,
      name: chain.name,
      rpcUrl: chain.rpcUrl,
      nativeCurrency: chain.nativeCurrency,
      testnet: true,
    }),
  );
  const [first, ...rest] = networks;
  if (!first) return;
  const projectId = dev.projectId;
  // The adapter reads through the RPC proxy with the project id, as the modal does.
  const wagmiAdapter = new WagmiAdapter({ networks, projectId, rpcProxyUrl: dev.serverUrl });
  const appKit = createAppKit({
    adapters: [wagmiAdapter],
    projectId,
    networks: [first, ...rest],
    rpcProxyUrl: dev.serverUrl,
    apiUrl: dev.serverUrl,
    metadata: { name: 'AppKit wagmi demo', description: 'wagmi hooks over the modal', url: location.origin, icons: [] },
  });
  // The e2e test reads the modal's own state beside wagmi's.
  Object.assign(window, { appKit, wagmiConfig: wagmiAdapter.wagmiConfig });
  const queryClient = new QueryClient();
  createRoot(root).render(
    <StrictMode>
      <WagmiProvider config={wagmiAdapter.wagmiConfig}>
        <QueryClientProvider client={queryClient}>
          <WagmiDemoApp receiver={receiver as `0x${string}`} />
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  );
}

start();
