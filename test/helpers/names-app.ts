// The app against the chain suite's dev stack (web-test-runner.chain.config.mjs) with its real name
// service: the real names chunk and controller (setup-names.ts, names-runtime.ts) and the reference
// server's names (server/names/), reached by the EVM test wallet with a key of its own.
import { expect } from '@open-wc/testing';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { AppKitOptions } from '../../src/index.js';
import { PROFILE_SUGGESTIONS_PATH } from '../../src/core/protocol/names-api.js';
import { chainA } from '../core/controllers/names-controller-setup.js';
import { DEV_PROJECT, devServerUrl } from './dev-server.js';
import { installEvmTestWallet, type InstalledEvmTestWallet } from './evm-test-wallet/index.js';
import { queryDeep, requestAppControllers, setupAppKit, waitUntil, type AppKitFixture } from './setup-app-kit.js';

export interface NamesApp {
  fixture: AppKitFixture;
  /** The test wallet, connected: `setMode('reject')` declines the next prompts. */
  wallet: InstalledEvmTestWallet;
  /** The wallet's key as a viem account (to register a name for it straight on the server). */
  account: PrivateKeyAccount;
  /** The modal's shadow root. */
  root: ShadowRoot;
  /** Ends the app and uninstalls the wallet. */
  teardown(): void;
}

export interface OpenNamesAppParameters {
  /** `createAppKit` options over the defaults (dev chain A, the dev server as `apiUrl`). */
  options?: Partial<AppKitOptions>;
  /** Without a name service: no `apiUrl` (the app then has no `controllers.names`). */
  withoutNameService?: boolean;
  /** Runs before the wallet connects (e.g. registering a name for `account` on the server). */
  beforeConnect?: (account: PrivateKeyAccount) => Promise<unknown>;
}

/**
 * The app on dev chain A with the dev server as name service and a test wallet holding a fresh
 * random key (one address holds one name on the server, which outlives the test), connected and
 * showing Account. Throws, after cleaning up, when any step fails.
 */
export async function openNamesApp({
  options = {},
  withoutNameService = false,
  beforeConnect,
}: OpenNamesAppParameters = {}): Promise<NamesApp> {
  const chain = chainA();
  const privateKey = generatePrivateKey();
  const account = privateKeyToAccount(privateKey);
  const wallet = installEvmTestWallet({
    privateKey,
    chains: [{ id: Number(chain.id), rpcUrl: chain.rpcUrls.default.http[0]! }],
    storageKey: 'names-app-test-wallet',
  });
  let fixture: AppKitFixture | undefined;
  const teardown = () => {
    fixture?.teardown();
    wallet.uninstall();
    localStorage.clear();
  };
  // suggestionRequests() reads this page's Resource Timing: only this test's, and none dropped.
  performance.clearResourceTimings();
  performance.setResourceTimingBufferSize(10_000);
  try {
    await beforeConnect?.(account);
    fixture = await setupAppKit({
      wallet: false,
      options: {
        networks: [chain],
        projectId: DEV_PROJECT,
        ...(withoutNameService ? {} : { apiUrl: devServerUrl() }),
        ...options,
      },
    });
    await requestAppControllers().connection.connect({ connectorId: wallet.info.rdns });
    await fixture.appKit.open({ view: 'Account' });
    const root = fixture.modal.shadowRoot!;
    await waitUntil(() => expect(queryDeep('account-view', root)).to.exist);
    return { fixture, wallet, account, root, teardown };
  } catch (error) {
    teardown();
    throw error;
  }
}

/** A label no test (nor an earlier run on a shared stack) has registered: `vw-` and 12 random hex digits. */
export function freshViewLabel(): string {
  return `vw-${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

/** The labels the browser asked the name service for suggestions, in order (Resource Timing). */
export function suggestionRequests(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.pathname.startsWith(`${PROFILE_SUGGESTIONS_PATH}/`))
    .map((url) => decodeURIComponent(url.pathname.slice(PROFILE_SUGGESTIONS_PATH.length + 1)));
}

/**
 * Whether an element with `testId` is on screen below `root`. Assert on this boolean, not on the
 * element: web-test-runner stalls (testsFinishTimeout, no message) serializing a failed assertion
 * whose actual value is one of the app's elements.
 */
export function isShown(root: ParentNode, testId: string): boolean {
  return queryDeep(testId, root) !== undefined;
}
