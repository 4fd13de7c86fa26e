import {
  ChainDisconnectedError,
  ProviderDisconnectedError,
  UnsupportedProviderMethodError,
  toProviderRpcError,
} from '../../core/errors/provider-rpc-error.js';
import { answerSessionRequest } from './answer-session-request.js';
import { createTopicChannel } from './create-topic-channel.js';
import { createWaiters } from './create-waiters.js';
import { formatRequest, nextPayloadId, type JsonRpcPayload } from './json-rpc.js';
import { proposeSession } from './propose-session.js';
import { formatRelaySocketUrl, loadRelayClientKey, signRelayJwt, toDidKey } from './relay-auth.js';
import { createRelaySocket } from './relay-socket.js';
import { isRequestApproved, sessionChains } from './session-namespaces.js';
import {
  DEFAULT_REQUEST_TIMEOUT_MS,
  RELAY_USER_AGENT,
  REQUEST_TTL_MAX_S,
  REQUEST_TTL_MIN_S,
  RPC_OPTIONS,
  SESSION_EXTENSION_S,
  USER_DISCONNECTED,
} from './walletconnect-constants.js';
import { WalletConnectRequestTimeoutError } from './walletconnect-errors.js';
import { createWalletConnectStorage, type StoredSession } from './walletconnect-storage.js';
import type {
  CreateWalletConnectClientParameters,
  PairingOffer,
  WalletConnectClient,
  WalletConnectClientEvent,
} from './walletconnect-types.js';

// setTimeout takes at most a signed 32-bit delay; a longer wait is re-armed when it fires.
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;
const ignore = () => undefined;

/**
 * Our WalletConnect Sign v2 dapp client. It restores a stored session at once (and re-subscribes
 * its topic in the background), so a reload needs no QR code; `propose` pairs a new wallet;
 * `request` sends `wc_sessionRequest` and waits (5 min by default, then
 * WalletConnectRequestTimeoutError, APKT004); the wallet's updates, extensions, events, pings and
 * deletes are answered as the protocol asks and reported to subscribers; an expired session ends
 * with `session_delete` 'expired'.
 *
 * @example
 * const client = await createWalletConnectClient({ projectId, relayUrl: 'ws://127.0.0.1:3000/relay', metadata });
 * const offer = await client.propose({ optionalNamespaces });
 * const session = await offer.approval;
 * const signature = await client.request({ chainId: 'eip155:1', method: 'personal_sign', params: [message, address] });
 */
export async function createWalletConnectClient(
  parameters: CreateWalletConnectClientParameters,
): Promise<WalletConnectClient> {
  const { projectId, relayUrl, metadata, now = Date.now } = parameters;
  const store = createWalletConnectStorage({ storage: parameters.storage ?? globalThis.localStorage });
  const key = loadRelayClientKey({ store });
  const listeners = new Set<(event: WalletConnectClientEvent) => void>();
  const requests = createWaiters();
  const offers = new Set<PairingOffer>();
  let current: StoredSession | undefined;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;

  const channel = createTopicChannel({ getSocket: () => socket });
  const socket = createRelaySocket({
    createUrl: () =>
      formatRelaySocketUrl({
        relayUrl,
        projectId,
        userAgent: RELAY_USER_AGENT,
        auth: signRelayJwt({ key, audience: relayUrl, nowMs: now() }),
      }),
    WebSocket: parameters.WebSocket ?? globalThis.WebSocket,
    clientId: toDidKey(key),
    onMessage: (message) => channel.route(message),
  });

  function emit(event: WalletConnectClientEvent) {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        // A listener's bug must not stop the protocol; report it where it cannot interfere.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  function adopt(stored: StoredSession) {
    if (current && current.session.topic !== stored.session.topic) {
      // One session at a time: the wallet of the replaced one hears that it ended.
      sendDelete(current).catch(ignore);
      retire(current);
    }
    current = stored;
    store.writeSession(stored);
    channel.add(stored.session.topic, stored.symKey, onSessionPayload);
    armExpiry();
  }

  /** Forgets a session on our side: its topic, its timer and the requests waiting on it. */
  function retire({ session }: StoredSession) {
    channel.remove(session.topic);
    socket.unsubscribe(session.topic).catch(ignore);
    requests.rejectAll(new ProviderDisconnectedError());
  }

  /** Publishes `wc_sessionDelete`, sealed at once with the session's key (so retiring it next is safe). */
  function sendDelete({ session }: StoredSession): Promise<void> {
    const payload = formatRequest({ id: nextPayloadId(), method: 'wc_sessionDelete', params: USER_DISCONNECTED });
    return channel.send(session.topic, payload, RPC_OPTIONS.wc_sessionDelete.req);
  }

  function end(reason: 'wallet' | 'expired' | 'dapp') {
    if (!current) return;
    retire(current);
    current = undefined;
    clearTimeout(expiryTimer);
    store.removeSession();
    emit({ type: 'session_delete', reason });
  }

  function checkExpiry() {
    if (current && current.session.expiry * 1000 <= now()) end('expired');
  }

  function armExpiry() {
    clearTimeout(expiryTimer);
    if (!current) return;
    const delay = Math.min(Math.max(current.session.expiry * 1000 - now(), 0), MAX_TIMER_DELAY_MS);
    expiryTimer = setTimeout(() => {
      checkExpiry();
      armExpiry();
    }, delay);
  }

  function onSessionPayload(payload: JsonRpcPayload) {
    if (!('method' in payload)) {
      if ('error' in payload) requests.reject(payload.id, toProviderRpcError(payload.error));
      else requests.resolve(payload.id, payload.result);
      return;
    }
    const stored = current;
    if (!stored) return;
    const { response, options, effect } = answerSessionRequest(payload);
    // Sealed now, with the session's key, so ending the session below cannot lose the answer.
    channel.send(stored.session.topic, response, options).catch(ignore);
    if (effect?.type === 'update' || effect?.type === 'extend') {
      const session =
        effect.type === 'update'
          ? { ...stored.session, namespaces: effect.namespaces }
          : { ...stored.session, expiry: Math.floor(now() / 1000) + SESSION_EXTENSION_S };
      current = { ...stored, session };
      store.writeSession(current);
      armExpiry();
      if (effect.type === 'update') emit({ type: 'session_update', namespaces: effect.namespaces });
    } else if (effect?.type === 'event')
      emit({ type: 'session_event', chainId: effect.chainId, name: effect.name, data: effect.data });
    else if (effect?.type === 'delete') end('wallet');
  }

  const restored = store.readSession();
  if (restored && restored.session.expiry * 1000 > now()) {
    adopt(restored);
    // Mailbox messages (an event or a delete sent while the page was away) arrive after this.
    socket.subscribe(restored.session.topic).catch(ignore);
  } else if (restored) store.removeSession();

  return {
    getSession() {
      checkExpiry();
      return current?.session;
    },
    async propose({ requiredNamespaces, optionalNamespaces }) {
      let offer: PairingOffer | undefined;
      offer = await proposeSession({
        socket,
        channel,
        metadata,
        now,
        ...(requiredNamespaces ? { requiredNamespaces } : {}),
        ...(optionalNamespaces ? { optionalNamespaces } : {}),
        onSettled: adopt,
        // A failed proposal finishes before `offer` is assigned; there is nothing to forget then.
        onDone: () => offer && offers.delete(offer),
      });
      offers.add(offer);
      return offer;
    },
    async request<T>({
      chainId,
      method,
      params,
      timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
    }: Parameters<WalletConnectClient['request']>[0]) {
      checkExpiry();
      const stored = current;
      if (!stored) throw new ProviderDisconnectedError();
      const { namespaces } = stored.session;
      if (!sessionChains({ namespaces, namespace: chainId.split(':')[0] ?? '' }).includes(chainId))
        throw new ChainDisconnectedError({ details: chainId });
      if (!isRequestApproved({ namespaces, chainId, method }))
        throw new UnsupportedProviderMethodError({ details: method });
      const id = nextPayloadId();
      const ttl = Math.min(Math.max(Math.ceil(timeoutMs / 1000), REQUEST_TTL_MIN_S), REQUEST_TTL_MAX_S);
      const expiryTimestamp = Math.floor(now() / 1000) + ttl;
      const payload = formatRequest({
        id,
        method: 'wc_sessionRequest',
        params: { request: { method, params, expiryTimestamp }, chainId },
      });
      const answer = requests.wait<T>(id, timeoutMs, () => new WalletConnectRequestTimeoutError({ details: method }));
      channel
        .send(stored.session.topic, payload, { ...RPC_OPTIONS.wc_sessionRequest.req, ttl })
        .catch((error: unknown) => requests.reject(id, error));
      return answer;
    },
    async disconnect() {
      if (!current) return;
      const sent = sendDelete(current);
      end('dapp');
      await sent.catch(ignore);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      for (const offer of [...offers]) offer.cancel();
      clearTimeout(expiryTimer);
      requests.rejectAll(new ProviderDisconnectedError());
      socket.close();
    },
  };
}
