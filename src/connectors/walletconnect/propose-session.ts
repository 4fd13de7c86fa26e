import { formatPairingUri } from './pairing-uri.js';
import { formatRequest, formatResult, nextPayloadId, type JsonRpcPayload } from './json-rpc.js';
import type { RelaySocket } from './relay-socket.js';
import type { TopicChannel } from './create-topic-channel.js';
import { sealEnvelope } from './envelope.js';
import { createSymKey, createX25519KeyPair, deriveSessionSymKey, topicOfSymKey } from './walletconnect-crypto.js';
import { WALLETCONNECT_PAIRING_EXPIRY_MS } from '../../core/walletconnect-constants.js';
import { PROPOSAL_TTL_S, RPC_OPTIONS } from './walletconnect-constants.js';
import {
  WalletConnectCancelledError,
  WalletConnectProposalExpiredError,
  WalletConnectRejectedError,
} from './walletconnect-errors.js';
import { toSession } from './to-session.js';
import type { StoredSession } from './walletconnect-storage.js';
import type {
  PairingOffer,
  ProposalNamespace,
  WalletConnectMetadata,
  WalletConnectSession,
} from './walletconnect-types.js';

export interface ProposeSessionParameters {
  socket: RelaySocket;
  channel: TopicChannel;
  metadata: WalletConnectMetadata;
  now: () => number;
  requiredNamespaces?: Record<string, ProposalNamespace>;
  optionalNamespaces?: Record<string, ProposalNamespace>;
  /**
   * Called as soon as the wallet's settlement arrives, before it is acknowledged, so the session's
   * topic gets its handler before the wallet's next message can arrive.
   */
  onSettled(stored: StoredSession): void;
  /** Called once the offer is over, whichever way. */
  onDone?(): void;
}

/**
 * Pairs and proposes (the dapp's half of the Sign v2 handshake): a new pairing key and topic, a
 * `wc_sessionPropose` with our X25519 public key sent through `wc_proposeSession` (the relay also
 * subscribes us to the pairing topic). The wallet answers on the pairing topic with its public
 * key; both sides derive the session key, we subscribe to the session topic, and the wallet's
 * `wc_sessionSettle` there completes the session. A JSON-RPC error answer is the wallet declining.
 * The proposal itself expires after five minutes; the URI is offered for four (SPEC §9).
 *
 * @example
 * const offer = await proposeSession({ socket, channel, metadata, now, optionalNamespaces, onSettled });
 * showQr(offer.uri);
 * const session = await offer.approval;
 */
export async function proposeSession(parameters: ProposeSessionParameters): Promise<PairingOffer> {
  const { socket, channel, metadata, now, onSettled } = parameters;
  const symKey = createSymKey();
  const pairingTopic = topicOfSymKey({ symKey });
  const self = createX25519KeyPair();
  const id = nextPayloadId();
  const expiryTimestamp = Math.floor(now() / 1000) + PROPOSAL_TTL_S;
  let sessionTopic: string | undefined;
  let finished = false;
  let settle!: { resolve(session: WalletConnectSession): void; reject(error: unknown): void };
  const approval = new Promise<WalletConnectSession>((resolve, reject) => (settle = { resolve, reject }));
  approval.catch(() => undefined); // the caller may never look at it (a replaced offer)
  const expiryTimer = setTimeout(() => finish(new WalletConnectProposalExpiredError()), PROPOSAL_TTL_S * 1000);

  function finish(outcome: WalletConnectSession | Error) {
    if (finished) return;
    finished = true;
    clearTimeout(expiryTimer);
    channel.remove(pairingTopic);
    socket.unsubscribe(pairingTopic).catch(() => undefined);
    if (outcome instanceof Error) {
      if (sessionTopic) {
        channel.remove(sessionTopic);
        socket.unsubscribe(sessionTopic).catch(() => undefined);
      }
      settle.reject(outcome);
    } else settle.resolve(outcome);
    parameters.onDone?.();
  }

  function onPairingPayload(payload: JsonRpcPayload) {
    if ('method' in payload) {
      // The wallet checking the pairing is alive; anything else on it is not ours to answer.
      if (payload.method === 'wc_pairingPing')
        channel
          .send(pairingTopic, formatResult({ id: payload.id, result: true }), RPC_OPTIONS.wc_pairingPing.res)
          .catch(() => undefined);
      return;
    }
    if (payload.id !== id || sessionTopic) return;
    if ('error' in payload) {
      const { code, message } = payload.error;
      finish(new WalletConnectRejectedError({ code: Number(code), details: String(message ?? '') }));
      return;
    }
    const responderPublicKey = (payload.result as { responderPublicKey?: unknown } | null)?.responderPublicKey;
    if (typeof responderPublicKey !== 'string' || !/^[0-9a-f]{64}$/i.test(responderPublicKey)) return;
    const sessionSymKey = deriveSessionSymKey({ privateKey: self.privateKey, peerPublicKey: responderPublicKey });
    const topic = topicOfSymKey({ symKey: sessionSymKey });
    sessionTopic = topic;
    channel.add(topic, sessionSymKey, (settlement) => onSettlement(topic, sessionSymKey, settlement));
    socket
      .subscribe(topic)
      .catch((error: unknown) => finish(error instanceof Error ? error : new Error(String(error))));
  }

  function onSettlement(topic: string, sessionSymKey: string, payload: JsonRpcPayload) {
    if (!('method' in payload) || payload.method !== 'wc_sessionSettle' || finished) return;
    const session = toSession({ topic, pairingTopic, params: payload.params });
    if (!session) return;
    onSettled({ session, symKey: sessionSymKey });
    channel
      .send(topic, formatResult({ id: payload.id, result: true }), RPC_OPTIONS.wc_sessionSettle.res)
      .catch(() => undefined);
    finish(session);
  }

  channel.add(pairingTopic, symKey, onPairingPayload);
  socket.track(pairingTopic);
  const proposal = {
    requiredNamespaces: parameters.requiredNamespaces ?? {},
    optionalNamespaces: parameters.optionalNamespaces ?? {},
    relays: [{ protocol: 'irn' }],
    proposer: { publicKey: self.publicKey, metadata },
    expiryTimestamp,
    pairingTopic,
    id,
  };
  const sessionProposal = sealEnvelope({
    symKey,
    message: JSON.stringify(formatRequest({ id, method: 'wc_sessionPropose', params: proposal })),
  });
  try {
    await socket.request('wc_proposeSession', {
      pairingTopic,
      sessionProposal,
      ttl: PROPOSAL_TTL_S,
      correlationId: id,
    });
  } catch (error) {
    finish(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  return {
    uri: formatPairingUri({ topic: pairingTopic, symKey, expiryTimestamp }),
    expiresAt: now() + WALLETCONNECT_PAIRING_EXPIRY_MS,
    approval,
    cancel: () => finish(new WalletConnectCancelledError()),
  };
}
