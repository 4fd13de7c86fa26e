// The names controller against the dev stack's reference server (web-test-runner.chain.config.mjs):
// real names registered on the shared server, signed by fresh keys (one address holds one name).
import { atom, map } from 'nanostores';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { ChainController } from '../../../src/core/controllers/chain-controller.js';
import { NamesController, type ResolveEnsName } from '../../../src/core/controllers/names-controller.js';
import { SDK_TYPE, SDK_VERSION } from '../../../src/core/constants.js';
import { HttpClient } from '../../../src/core/protocol/http-client.js';
import {
  PROFILE_ACCOUNT_PATH,
  coinTypeForChainId,
  type NameRecord,
  type RegisterNameBody,
} from '../../../src/core/protocol/names-api.js';
import { defineSolanaNetwork } from '../../../src/core/networks/solana-networks.js';
import { createStorage, type AppStorage } from '../../../src/core/storage/storage.js';
import type { ChainState } from '../../../src/core/stores/chain-store.js';
import type { ChainNamespace } from '../../../src/core/types/caip.js';
import type { Connector } from '../../../src/core/types/connector.js';
import type { ResolvedFeatures } from '../../../src/core/types/features.js';
import { defineEvmNetwork, type Network } from '../../../src/core/types/network.js';
import { mergeFeatures } from '../../../src/core/utils/merge-features.js';
import { DEV_PROJECT, devApi, devServerUrl } from '../../helpers/dev-server.js';

function devConfig() {
  const config = window.__APPKIT_DEV__;
  if (!config?.names || config.chains.length < 2 || !config.solana)
    throw new Error('window.__APPKIT_DEV__ is missing: run with web-test-runner.chain.config.mjs');
  return config;
}

/** The dev stack's chains A and B (both served: the server verifies signatures for their coin types). */
export const chainA = (): Network => {
  const { id, name, rpcUrl } = devConfig().chains[0]!;
  return defineEvmNetwork({ id, name, rpcUrl });
};
export const chainB = (): Network => {
  const { id, name, rpcUrl } = devConfig().chains[1]!;
  return defineEvmNetwork({ id, name, rpcUrl });
};
export const localSolana = (): Network => {
  const { name, rpcUrl, genesisHash } = devConfig().solana;
  return defineSolanaNetwork({ name, rpcUrl, genesisHash });
};
/** A chain id of 2^31: no ENSIP-11 coin type (SPEC §5 'Invalid chainId'). */
export const evmHuge = defineEvmNetwork({ id: 2 ** 31, name: 'Huge', rpcUrl: 'http://127.0.0.1:9' });
/** A network naming an ENS universal resolver (ENS is a third party: its tests answer for it). */
export const mainnetLike: Network = {
  ...defineEvmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9' }),
  contracts: { ensUniversalResolver: { address: '0xeeeeeeee14d718c2b47d9923deab1335e144eeee' } },
};
/** The server's zone on the dev stack. */
export const zone = (): string => devConfig().names.zone;

/** A label no other test (or earlier run on a shared stack) has registered. */
export function freshLabel(): string {
  return `nc-${crypto.randomUUID().slice(0, 13)}`;
}

/** An EOA of its own: it needs no funds to sign, and the server verifies its signature without chain state. */
export function freshAccount(): PrivateKeyAccount {
  return privateKeyToAccount(generatePrivateKey());
}

/**
 * Registers `{label}.{zone}` for `account` straight on the server (as another dapp would), with the
 * coin type of `chainId`; throws with the server's answer when refused.
 */
export async function registerOnServer({
  label,
  account,
  chainId = chainA().id as number,
}: {
  label: string;
  account: PrivateKeyAccount;
  chainId?: number;
}): Promise<NameRecord> {
  const message = JSON.stringify({
    name: `${label}.${zone()}`,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  });
  const body: RegisterNameBody = {
    coin_type: coinTypeForChainId(chainId),
    address: account.address,
    message,
    signature: await account.signMessage({ message }),
  };
  return devApi().post<NameRecord>({ path: PROFILE_ACCOUNT_PATH, body });
}

export interface ServiceRequest {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * The controller's fetch: every request passes through to the real server and is recorded (the
 * tests count requests; nothing here answers for the server). `offline` sends requests to an
 * address nothing listens on, for the browser's own network failure; `hold()` delays them.
 */
function watchedNetwork() {
  const requests: ServiceRequest[] = [];
  let gate: Promise<void> | undefined;
  const network = {
    requests,
    offline: false,
    /** Requests whose path starts with `prefix`. */
    requestsTo: (prefix: string) => requests.filter((request) => request.url.pathname.startsWith(prefix)),
    /** Holds every request back (it reaches the server only once released, or never if aborted first). */
    hold(): () => void {
      let release!: () => void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = undefined;
        release();
      };
    },
    fetch: (async (input, init) => {
      const url = new URL(String(input));
      requests.push({
        method: init?.method ?? 'GET',
        url,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const signal = init?.signal ?? undefined;
      if (gate)
        await Promise.race([
          gate,
          new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason), { once: true })),
        ]);
      const target = network.offline ? `http://127.0.0.1:9${url.pathname}${url.search}` : url.toString();
      return globalThis.fetch(target, init);
    }) as typeof fetch,
  };
  return network;
}

/** Connectors by id: the embedded wallet's and an extension's. */
const CONNECTORS: Record<string, Partial<Connector>> = {
  ID_AUTH: { id: 'ID_AUTH', type: 'AUTH' },
  'io.metamask': { id: 'io.metamask', type: 'ANNOUNCED' },
};

export interface SetupNamesParameters {
  /** The connected EVM account (a fresh one by default). */
  account?: PrivateKeyAccount;
  connectorId?: string;
  nameRegistration?: ResolvedFeatures['nameRegistration'];
  storage?: AppStorage;
  /** Signs instead of the account (a wallet that declines, or signs something else). */
  signMessage?: (parameters: { message: string }) => Promise<string>;
  resolveEns?: ResolveEnsName;
  timeoutMs?: number;
  activeChainId?: number;
  /** Another project than the dev one (the server refuses an unknown project). */
  projectId?: string;
}

/**
 * A NamesController over real chain state, a real HttpClient and the dev stack's reference server,
 * with a clock the test moves (it starts at the real time: the server checks the signed timestamp).
 * The EVM account is connected with `connectorId` (the embedded wallet's by default).
 */
export function setupNames(parameters: SetupNamesParameters = {}) {
  const {
    account = freshAccount(),
    connectorId = 'ID_AUTH',
    nameRegistration = 'embedded',
    activeChainId = chainA().id as number,
    projectId = DEV_PROJECT,
  } = parameters;
  const network = watchedNetwork();
  const chains = new ChainController({
    chainsStore: map<Partial<Record<ChainNamespace, ChainState>>>({}),
    activeNamespaceStore: atom<ChainNamespace | undefined>(undefined),
    switchingNamespaceStore: atom(false),
  });
  chains.setNetworks({ networks: [chainA(), chainB(), evmHuge, localSolana()] });
  chains.setActiveChainId({ namespace: 'eip155', chainId: activeChainId });
  chains.patchAccount({ namespace: 'eip155', patch: { status: 'connected', address: account.address, connectorId } });
  const clock = { now: Date.now() };
  const signed: string[] = [];
  const controller = new NamesController({
    api: new HttpClient({
      baseUrl: devServerUrl(),
      projectId,
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
      fetch: network.fetch,
    }),
    chains,
    getConnector: (id) => CONNECTORS[id] as Connector | undefined,
    getFeatures: () => ({ ...mergeFeatures({}), nameRegistration }),
    signMessage: async ({ message }) => {
      signed.push(message);
      return parameters.signMessage ? parameters.signMessage({ message }) : account.signMessage({ message });
    },
    resolveEns: parameters.resolveEns,
    storage: parameters.storage ?? createStorage({ backend: null }),
    zone: zone(),
    timeoutMs: parameters.timeoutMs,
    now: () => clock.now,
  });
  return { controller, network, chains, clock, signed, account };
}
