// The relay's methods: the irn_* ones of the WalletConnect relay API and the two wc_* shortcuts
// that publish a session proposal or approval and subscribe the sender in the same request
// (without that subscribe the dapp heard the approval only after a ~35 s reconnect, measured).
import type { RelayConnection, RelayHub } from './create-relay-hub.js';
import type { RelayRateLimiter } from './create-relay-rate-limiter.js';
import type { RelayLimits } from './relay-limits.js';
import {
  type RelayPublication,
  readParamsObject,
  readPublication,
  readTopic,
  readTopics,
  readUnsubscriptionTopics,
} from './parse-relay-params.js';
import { RelayRpcError } from './relay-rpc-error.js';

/** Session proposals and their answers live five minutes in the SDK; the wc_* methods default to it. */
const SESSION_PROPOSAL_TTL_SECONDS = 300;
/** The tags of wc_sessionPropose's request and response, and of wc_sessionSettle's request. */
const TAG_SESSION_PROPOSE_REQUEST = 1100;
const TAG_SESSION_PROPOSE_RESPONSE = 1101;
const TAG_SESSION_SETTLE_REQUEST = 1102;

/** The methods the relay answers; anything else is -32601. */
export const RELAY_METHODS = [
  'irn_subscribe',
  'irn_batchSubscribe',
  'irn_unsubscribe',
  'irn_batchUnsubscribe',
  'irn_publish',
  'irn_batchFetchMessages',
  'wc_proposeSession',
  'wc_approveSession',
] as const;
type RelayMethod = (typeof RELAY_METHODS)[number];

export interface HandleRelayRequestParameters {
  hub: RelayHub;
  connection: RelayConnection;
  method: string;
  params: unknown;
  limits: RelayLimits;
  /** The connection's characters left to publish this minute (limits.publishedCharsPerMinute). */
  publishBudget: RelayRateLimiter;
}

export interface HandleRelayRequestReturnType {
  result: unknown;
  /** Runs once the answer is sent: pushes for new subscriptions must come after their answer. */
  afterAnswer?: () => void;
}

/**
 * Runs one request; throws {@link RelayRpcError} for unknown methods (-32601), bad params
 * (-32602) and the relay's caps (-32005).
 *
 * @example
 * const { result, afterAnswer } = handleRelayRequest({ hub, connection, method: 'irn_subscribe', params: { topic }, limits, publishBudget });
 */
export function handleRelayRequest({
  hub,
  connection,
  method,
  params: rawParams,
  limits,
  publishBudget,
}: HandleRelayRequestParameters): HandleRelayRequestReturnType {
  if (!(RELAY_METHODS as readonly string[]).includes(method)) throw RelayRpcError.methodNotFound();
  const params = readParamsObject({ params: rawParams });
  const subscribeAndPush = (topics: string[]) => ({
    ids: hub.subscribe({ connection, topics }),
    afterAnswer: () => hub.pushUndelivered({ connection, topics }),
  });
  // Before anything is subscribed or stored: a refused request changes nothing.
  const charge = (publications: RelayPublication[]) => {
    const chars = publications.reduce(
      (sum, { message, attestation }) => sum + message.length + (attestation?.length ?? 0),
      0,
    );
    if (!publishBudget.take(chars))
      throw RelayRpcError.limitExceeded(
        `Publish limit exceeded: at most ${limits.publishedCharsPerMinute} characters of messages per minute`,
      );
  };
  switch (method as RelayMethod) {
    case 'irn_subscribe': {
      const { ids, afterAnswer } = subscribeAndPush([readTopic({ params, field: 'topic' })]);
      return { result: ids[0], afterAnswer };
    }
    case 'irn_batchSubscribe': {
      const { ids, afterAnswer } = subscribeAndPush(readTopics({ params, field: 'topics', limits }));
      return { result: ids, afterAnswer };
    }
    case 'irn_unsubscribe':
      hub.unsubscribe({ connection, topics: [readTopic({ params, field: 'topic' })] });
      return { result: true };
    case 'irn_batchUnsubscribe':
      hub.unsubscribe({ connection, topics: readUnsubscriptionTopics({ params, limits }) });
      return { result: true };
    case 'irn_publish': {
      const topic = readTopic({ params, field: 'topic' });
      const publication = readPublication({ params, topic, messageField: 'message', limits });
      charge([publication]);
      hub.publish({ publisherId: connection.clientId, publication });
      return { result: true };
    }
    case 'irn_batchFetchMessages':
      return { result: hub.fetch({ connection, topics: readTopics({ params, field: 'topics', limits }) }) };
    case 'wc_proposeSession': {
      const pairingTopic = readTopic({ params, field: 'pairingTopic' });
      const proposal = readPublication({
        params,
        topic: pairingTopic,
        messageField: 'sessionProposal',
        limits,
        defaults: { ttlSeconds: SESSION_PROPOSAL_TTL_SECONDS, tag: TAG_SESSION_PROPOSE_REQUEST },
      });
      charge([proposal]);
      const { afterAnswer } = subscribeAndPush([pairingTopic]);
      hub.publish({ publisherId: connection.clientId, publication: proposal });
      return { result: true, afterAnswer };
    }
    case 'wc_approveSession': {
      const pairingTopic = readTopic({ params, field: 'pairingTopic' });
      const sessionTopic = readTopic({ params, field: 'sessionTopic' });
      const defaults = { ttlSeconds: SESSION_PROPOSAL_TTL_SECONDS };
      // The tags are the protocol's, whatever the request says.
      const response = readPublication({
        params: { ...params, tag: TAG_SESSION_PROPOSE_RESPONSE, attestation: undefined },
        topic: pairingTopic,
        messageField: 'sessionProposalResponse',
        limits,
        defaults,
      });
      const settlement = readPublication({
        params: { ...params, tag: TAG_SESSION_SETTLE_REQUEST, attestation: undefined },
        topic: sessionTopic,
        messageField: 'sessionSettlementRequest',
        limits,
        defaults,
      });
      charge([response, settlement]);
      const { afterAnswer } = subscribeAndPush([sessionTopic]);
      hub.publish({ publisherId: connection.clientId, publication: response });
      hub.publish({ publisherId: connection.clientId, publication: settlement });
      return { result: true, afterAnswer };
    }
  }
}
