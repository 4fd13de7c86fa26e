// The swap controller against the chain suite's dev stack (web-test-runner.chain.config.mjs): the
// reference server's real /v1/convert/* over the local Uniswap V2 exchange, a fresh account funded
// with hardhat_setBalance (no dev account's nonces shared), the EVM test wallet as its provider.
import { atom, map, type MapStore } from 'nanostores';
import { createPublicClient, http, parseEther, toHex, type Address } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { BalanceController } from '../../../src/core/controllers/balance-controller.js';
import { ChainController } from '../../../src/core/controllers/chain-controller.js';
import { ConnectorController } from '../../../src/core/controllers/connector-controller.js';
import { EventsController } from '../../../src/core/controllers/events-controller.js';
import { RouterController } from '../../../src/core/controllers/router-controller.js';
import { SwapApi } from '../../../src/core/controllers/swap-api.js';
import { SwapController } from '../../../src/core/controllers/swap-controller.js';
import { ToastController } from '../../../src/core/controllers/toast-controller.js';
import type { AppKitEvent } from '../../../src/core/stores/events-store.js';
import type { ChainState } from '../../../src/core/stores/chain-store.js';
import type { RouterState } from '../../../src/core/stores/router-store.js';
import { EMPTY_SWAP_STATE, type SwapState } from '../../../src/core/stores/swap-store.js';
import type { ToastState } from '../../../src/core/stores/toast-store.js';
import type { ChainNamespace } from '../../../src/core/types/caip.js';
import type { Connector } from '../../../src/core/types/connector.js';
import { defineEvmNetwork, type Network } from '../../../src/core/types/network.js';
import { createSwapServices } from '../../../src/client/create-swap-services.js';
import { readNativeBalance } from '../../../src/connectors/evm/read-native-balance.js';
import { devApi } from '../../helpers/dev-server.js';
import { createEvmTestWallet } from '../../helpers/evm-test-wallet/index.js';

export function devChain(index = 0) {
  const chain = window.__APPKIT_DEV__?.chains[index];
  if (!chain?.exchange)
    throw new Error('window.__APPKIT_DEV__ with an exchange is missing: run with web-test-runner.chain.config.mjs');
  return chain;
}

export const chainA = (): Network => {
  const { id, name, rpcUrl } = devChain(0);
  return defineEvmNetwork({ id, name, rpcUrl });
};
/** A chain the dev server has no exchange for (SPEC §8 'Network not supported for Gas Price or Swaps'). */
export const mainnet = defineEvmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9' });

export const publicClient = () => createPublicClient({ transport: http(devChain(0).rpcUrl) });

export interface SwapSetup {
  controller: SwapController;
  store: MapStore<SwapState>;
  address: Address;
  events: AppKitEvent[];
  router: RouterController;
  toasts: ToastState[];
  /** Every call the controller made to the server, by method name. */
  calls: string[];
  /** The test wallet: `setMode('reject')` declines the next prompts. */
  wallet: ReturnType<typeof createEvmTestWallet>;
}

export interface SwapSetupParameters {
  /** Wraps the real API (to delay an answer, or count); a hung fetch for the timeout case only. */
  api?: SwapApi;
  debounceMs?: number;
  refreshMs?: number;
  now?: () => number;
  network?: Network;
  /** Native coin given to the fresh account (wei). */
  funds?: bigint;
}

/** A swap controller for a fresh, funded account on dev chain A, with real controllers around it. */
export async function setupSwap(parameters: SwapSetupParameters = {}): Promise<SwapSetup> {
  const network = parameters.network ?? chainA();
  const chain = devChain(0);
  const wallet = createEvmTestWallet({
    privateKey: generatePrivateKey(),
    chains: [{ id: chain.id, rpcUrl: chain.rpcUrl }],
  });
  const address = wallet.address as Address;
  // The site permission, as connecting grants it.
  await (wallet.provider as { request(args: { method: string }): Promise<unknown> }).request({
    method: 'eth_requestAccounts',
  });
  await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'hardhat_setBalance',
      params: [address, toHex(parameters.funds ?? parseEther('100'))],
    }),
  });
  const chains = new ChainController({
    chainsStore: map<Partial<Record<ChainNamespace, ChainState>>>({}),
    activeNamespaceStore: atom<ChainNamespace | undefined>(undefined),
    switchingNamespaceStore: atom(false),
  });
  chains.setNetworks({ networks: [network] });
  chains.setActiveNamespace('eip155');
  chains.setActiveChainId({ namespace: 'eip155', chainId: network.id });
  chains.patchAccount({ namespace: 'eip155', patch: { status: 'connected', address, connectorId: 'test-wallet' } });
  const connectors = new ConnectorController({ store: atom<readonly Connector[]>([]) });
  connectors.add({
    id: 'test-wallet',
    name: 'Test wallet',
    type: 'INJECTED',
    chain: 'eip155',
    provider: wallet.provider,
  } as unknown as Connector);
  const eventsStore = atom<AppKitEvent | undefined>(undefined);
  const events: AppKitEvent[] = [];
  eventsStore.listen((event) => event && events.push(event));
  const routerStore = map<RouterState>({
    history: [
      { view: 'Account', params: undefined },
      { view: 'SwapPreview', params: undefined },
    ],
  });
  const router = new RouterController({
    store: routerStore,
    isConnected: () => true,
    onLastViewPopped: () => undefined,
  });
  const toastStore = map<ToastState>({ open: false, message: '', variant: 'success' });
  const toasts: ToastState[] = [];
  toastStore.listen((toast) => toasts.push({ ...toast }));
  const balances = new BalanceController({
    chains,
    readNativeBalance: ({ network: target, address: owner }) =>
      readNativeBalance({ rpcUrl: target.rpcUrls.default.http[0]!, address: owner, decimals: 18 }),
  });
  const calls: string[] = [];
  const real = parameters.api ?? new SwapApi({ api: devApi() });
  const api = new Proxy(real, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(key));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const store = map<SwapState>(EMPTY_SWAP_STATE);
  const controller = new SwapController({
    store,
    api,
    app: {
      chains,
      connectors,
      router,
      events: new EventsController({ store: eventsStore }),
      toast: new ToastController({ store: toastStore }),
    },
    services: async () =>
      createSwapServices({ options: { projectId: 'demo-project', networks: [network] } as never, balances }),
    debounceMs: parameters.debounceMs,
    refreshMs: parameters.refreshMs,
    now: parameters.now,
  });
  return { controller, store, address, events, router, toasts, calls, wallet };
}

/** Resolves when the store satisfies `check`, or throws what it holds after `timeoutMs`. */
export function waitForSwap(
  store: { get(): SwapState },
  check: (state: SwapState) => boolean,
  timeoutMs = 20_000,
): Promise<SwapState> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const poll = () => {
      const state = store.get();
      if (check(state)) return resolve(state);
      if (Date.now() - started > timeoutMs)
        return reject(
          new Error(`swap state not reached: ${JSON.stringify({ ...state, tokens: state.tokens.length })}`),
        );
      setTimeout(poll, 20);
    };
    poll();
  });
}
