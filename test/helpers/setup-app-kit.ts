import { ContextEvent } from '@lit/context';
import { createAppKit, defineEvmNetwork, type AppKit, type AppKitOptions } from '../../src/index.js';
import type { AppControllers } from '../../src/core/app-context.js';
import { appContext } from '../../src/views/app-context.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import { installEvmTestWallet, type InstalledEvmTestWallet } from './evm-test-wallet/index.js';

export const TEST_DEV_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
/** Networks whose RPC nobody answers: element tests need no chain (the chain suite has one). */
export const OFFLINE_NETWORKS = [
  defineEvmNetwork({
    id: 31337,
    name: 'Localchain A',
    rpcUrl: 'http://127.0.0.1:9',
    blockExplorer: { name: 'Explorer', url: 'https://explorer.example' },
  }),
  defineEvmNetwork({ id: 31338, name: 'Localchain B', rpcUrl: 'http://127.0.0.1:9' }),
] as const;

export interface AppKitFixture {
  appKit: AppKit;
  /** The app's controllers, as the elements receive them (the app context). */
  controllers: AppControllers;
  wallet?: InstalledEvmTestWallet;
  modal: W3mModal;
  teardown: () => void;
}

/**
 * Builds the real app (stores, controllers, modal) with an optional real test wallet announced
 * over EIP-6963, and waits until its lazy chunks have loaded. Throws if the modal did not mount,
 * instead of testing half-built state.
 */
export async function setupAppKit({
  wallet = true,
  walletMode = 'approve',
  walletChainIds,
  options = {},
}: {
  wallet?: boolean;
  walletMode?: 'approve' | 'reject';
  /** Chains the test wallet knows (default: every OFFLINE_NETWORKS chain); the first is where it starts. */
  walletChainIds?: readonly number[];
  options?: Partial<AppKitOptions>;
} = {}): Promise<AppKitFixture> {
  const chainIds = walletChainIds ?? OFFLINE_NETWORKS.map((network) => Number(network.id));
  const installed = wallet
    ? installEvmTestWallet({
        privateKey: TEST_DEV_KEY,
        chains: chainIds.map((id) => ({ id, rpcUrl: 'http://127.0.0.1:9' })),
        mode: walletMode,
        storageKey: 'element-test-wallet',
      })
    : undefined;
  const appKit = createAppKit({
    projectId: 'test-project',
    networks: OFFLINE_NETWORKS,
    metadata: { name: 'Test', description: 'Test dapp', url: location.origin, icons: [] },
    enableReconnect: false,
    ...options,
  });
  // The controllers and the modal load after the first paint (issue 14 part 1); tests act on them at once.
  await appKit.ready();
  const modal = document.querySelector('w3m-modal');
  if (!modal) throw new Error('setupAppKit: createAppKit did not mount <w3m-modal>');
  if (!customElements.get('w3m-modal'))
    throw new Error('setupAppKit: <w3m-modal> is mounted but its chunk did not define it');
  await modal.updateComplete;
  return {
    appKit,
    controllers: requestAppControllers(),
    ...(installed ? { wallet: installed } : {}),
    modal,
    teardown: () => {
      appKit.destroy();
      installed?.uninstall();
      localStorage.clear();
    },
  };
}

/**
 * The controllers of the app now on the page, asked for the way an element asks (a one-time
 * request through the app context from an element in the page). Throws when no app provides them.
 */
export function requestAppControllers(): AppControllers {
  const probe = document.body.appendChild(document.createElement('span'));
  let controllers: AppControllers | undefined;
  try {
    probe.dispatchEvent(new ContextEvent(appContext, probe, (value) => (controllers = value)));
  } finally {
    probe.remove();
  }
  if (!controllers)
    throw new Error('requestAppControllers: no app provides controllers (createAppKit has not run, or was destroyed)');
  return controllers;
}

/** Waits until `check` passes or throws its last error after `timeoutMs`. */
export async function waitUntil(check: () => unknown, { timeoutMs = 3000, intervalMs = 20 } = {}): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

/** Finds an element by data-testid through every open shadow root below `root`. */
export function queryDeep<T extends Element = HTMLElement>(testId: string, root: ParentNode = document): T | undefined {
  const direct = root.querySelector<T>(`[data-testid="${testId}"]`);
  if (direct) return direct;
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) {
      const found = queryDeep<T>(testId, element.shadowRoot);
      if (found) return found;
    }
  }
  return undefined;
}
