// An in-test WalletConnect client for element and controller tests. The real client
// (src/connectors/walletconnect) needs a relay and a wallet on the other side, which the unit
// runner has not; the end-to-end suite drives it against the reference server's relay and the
// 2.21.8 test wallet. Everything else here is real: the connectors, the proposal namespaces, the
// error classes the client rejects with, the setup, the controller and the views.
import { buildProposalNamespaces } from '../../src/connectors/walletconnect/build-proposal-namespaces.js';
import { createWalletConnectConnectors } from '../../src/connectors/walletconnect/create-walletconnect-connectors.js';
import {
  WalletConnectCancelledError,
  WalletConnectRejectedError,
} from '../../src/connectors/walletconnect/walletconnect-errors.js';
import type {
  PairingOffer,
  ProposalNamespace,
  SessionNamespace,
  WalletConnectClient,
  WalletConnectClientEvent,
  WalletConnectSession,
} from '../../src/connectors/walletconnect/walletconnect-types.js';
import { setupWalletConnect, type SetupWalletConnectReturnType } from '../../src/client/setup-walletconnect.js';
import { setupAppKit, type AppKitFixture } from './setup-app-kit.js';

/** An EVM account of the test wallet, as a session grants it on the first offline network. */
export const WC_EVM_ACCOUNT = 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

export interface FakeOffer extends PairingOffer {
  cancelled: boolean;
  /** The wallet approves with these namespaces (the session is settled first, as the real client does). */
  approve(namespaces: Record<string, SessionNamespace>): void;
  /** The wallet declines (WalletConnect code 5000). */
  decline(): void;
  /** The relay or the client fails the wait with `error`. */
  fail(error: Error): void;
}

export interface FakeWalletConnectClient {
  client: WalletConnectClient;
  /** Every offer made, oldest first. */
  offers: FakeOffer[];
  proposals: Array<{ optionalNamespaces?: Record<string, ProposalNamespace> }>;
  /** The next propose() rejects with `error` (a relay refusal, say). */
  failNextPropose(error: Error): void;
  /** propose() does not settle until `release()` (a relay that does not answer). */
  holdProposals(): { release(): void };
  /** Offers expire this many ms after they are made (default 4 minutes). */
  setOfferLifetime(ms: number): void;
  emit(event: WalletConnectClientEvent): void;
  requests: Array<{ chainId: string; method: string }>;
}

/** A settled session with these namespaces, as a wallet approves it (or as storage restores it). */
export function fakeSession(namespaces: Record<string, SessionNamespace>): WalletConnectSession {
  return {
    topic: 'ab'.repeat(32),
    pairingTopic: 'ef'.repeat(32),
    expiry: Math.floor(Date.now() / 1000) + 7 * 86_400,
    peer: { publicKey: 'cd'.repeat(32), metadata: { name: 'Fake Wallet', description: '', url: '', icons: [] } },
    namespaces,
  };
}

/** The fake client; its URIs are `wc:<n>@2?…`, numbered from 1. `session`: one restored from storage. */
export function createFakeWalletConnectClient({
  session: restored,
}: { session?: WalletConnectSession } = {}): FakeWalletConnectClient {
  let session: WalletConnectSession | undefined = restored;
  let nextError: Error | undefined;
  let lifetimeMs = 240_000;
  let hold: Promise<void> | undefined;
  const listeners = new Set<(event: WalletConnectClientEvent) => void>();
  const offers: FakeOffer[] = [];
  const proposals: FakeWalletConnectClient['proposals'] = [];
  const requests: FakeWalletConnectClient['requests'] = [];
  const emit = (event: WalletConnectClientEvent) => listeners.forEach((listener) => listener(event));

  function makeOffer(): FakeOffer {
    const number = offers.length + 1;
    let settle!: { resolve(value: WalletConnectSession): void; reject(error: unknown): void };
    const approval = new Promise<WalletConnectSession>((resolve, reject) => (settle = { resolve, reject }));
    approval.catch(() => undefined);
    let done = false;
    const finish = (outcome: () => void) => {
      if (done) return;
      done = true;
      outcome();
    };
    const offer: FakeOffer = {
      uri: `wc:${number}@2?relay-protocol=irn&symKey=${String(number).padStart(64, '0')}`,
      expiresAt: Date.now() + lifetimeMs,
      approval,
      cancelled: false,
      cancel() {
        if (done) return;
        offer.cancelled = true;
        finish(() => settle.reject(new WalletConnectCancelledError()));
      },
      approve(namespaces) {
        finish(() => {
          session = fakeSession(namespaces);
          settle.resolve(session);
        });
      },
      decline: () => finish(() => settle.reject(new WalletConnectRejectedError({ code: 5000 }))),
      fail: (error) => finish(() => settle.reject(error)),
    };
    offers.push(offer);
    return offer;
  }

  const client: WalletConnectClient = {
    getSession: () => session,
    async propose(parameters) {
      proposals.push(parameters);
      if (hold) await hold;
      if (nextError) {
        const error = nextError;
        nextError = undefined;
        throw error;
      }
      return makeOffer();
    },
    async request<T>({ chainId, method }: { chainId: string; method: string }): Promise<T> {
      requests.push({ chainId, method });
      throw new Error('the fake client answers no requests');
    },
    async disconnect() {
      session = undefined;
      emit({ type: 'session_delete', reason: 'dapp' });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {},
  };

  return {
    client,
    offers,
    proposals,
    requests,
    failNextPropose: (error) => void (nextError = error),
    holdProposals() {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return {
        release() {
          hold = undefined;
          release();
        },
      };
    },
    setOfferLifetime: (ms) => void (lifetimeMs = ms),
    emit,
  };
}

export interface WalletConnectAppFixture extends AppKitFixture {
  fake: FakeWalletConnectClient;
  walletConnect: SetupWalletConnectReturnType;
}

/**
 * The real app (no injected wallet) with WalletConnect set up the way the root does it, over the
 * fake client: `controllers.walletConnect` is the setup's access, as the elements receive it.
 */
export async function setupWalletConnectApp(): Promise<WalletConnectAppFixture> {
  const app = await setupAppKit({ wallet: false, options: { enableInjected: false } });
  const fake = createFakeWalletConnectClient();
  const walletConnect = setupWalletConnect({
    controllers: {
      ...app.controllers,
      options: { ...app.controllers.options, walletConnect: { relayUrl: 'ws://127.0.0.1:9/relay' } },
    },
    loadChunk: async () => ({
      createWalletConnectClient: async () => fake.client,
      createWalletConnectConnectors,
      buildProposalNamespaces,
    }),
  });
  if (!walletConnect) throw new Error('setupWalletConnectApp: WalletConnect was not set up (no relay or namespace)');
  app.controllers.walletConnect = walletConnect.access;
  return {
    ...app,
    fake,
    walletConnect,
    teardown: () => {
      walletConnect.stop();
      app.teardown();
    },
  };
}
