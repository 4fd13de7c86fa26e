// Reads and checks the params of the relay's methods. Every failure is a -32602 RelayRpcError
// that says which field is wrong and what it may be.
import type { RelayLimits } from './relay-limits.js';
import { RelayRpcError } from './relay-rpc-error.js';

/** A topic is a 32-byte hex string (sha256 of a symmetric key), written in lower case. */
const TOPIC = /^[0-9a-f]{64}$/;

type Params = Record<string, unknown>;

/** A message to store and push, as irn_publish, wc_proposeSession and wc_approveSession carry them. */
export interface RelayPublication {
  topic: string;
  message: string;
  ttlSeconds: number;
  tag: number;
  attestation?: string;
}

/**
 * The params object of a request, or a -32602 error.
 *
 * @example
 * readParamsObject({ params: { topic } }); // { topic }
 */
export function readParamsObject({ params }: { params: unknown }): Params {
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw RelayRpcError.invalidParams('params must be an object');
  return params as Params;
}

/**
 * `params[field]` as a topic.
 *
 * @example
 * readTopic({ params: { topic: 'ab…' }, field: 'topic' }); // 'ab…'
 */
export function readTopic({ params, field }: { params: Params; field: string }): string {
  return checkTopic({ value: params[field], label: field });
}

/**
 * `params[field]` as a non-empty list of at most `limits.topicsPerBatch` topics, duplicates dropped.
 *
 * @example
 * readTopics({ params: { topics: [a, b] }, field: 'topics', limits }); // [a, b]
 */
export function readTopics({
  params,
  field,
  limits,
}: {
  params: Params;
  field: string;
  limits: RelayLimits;
}): string[] {
  const topics = readBatch({ params, field, limits });
  return [...new Set(topics.map((value, index) => checkTopic({ value, label: `${field}[${index}]` })))];
}

/**
 * The topics of irn_batchUnsubscribe's `subscriptions: [{ topic, id }]`.
 *
 * @example
 * readUnsubscriptionTopics({ params: { subscriptions: [{ topic, id }] }, limits }); // [topic]
 */
export function readUnsubscriptionTopics({ params, limits }: { params: Params; limits: RelayLimits }): string[] {
  return readBatch({ params, field: 'subscriptions', limits }).map((entry, index) =>
    checkTopic({
      value: typeof entry === 'object' && entry !== null ? (entry as Params).topic : undefined,
      label: `subscriptions[${index}].topic`,
    }),
  );
}

function checkTopic({ value, label }: { value: unknown; label: string }): string {
  if (typeof value !== 'string' || !TOPIC.test(value))
    throw RelayRpcError.invalidParams(`${label} must be 64 lowercase hex characters`);
  return value;
}

function readBatch({ params, field, limits }: { params: Params; field: string; limits: RelayLimits }): unknown[] {
  const entries = params[field];
  if (!Array.isArray(entries) || entries.length === 0 || entries.length > limits.topicsPerBatch)
    throw RelayRpcError.invalidParams(`${field} must be a list of 1 to ${limits.topicsPerBatch} entries`);
  return entries;
}

/**
 * A message to publish: `params[messageField]` on `topic`, with the request's ttl, tag and attestation.
 *
 * @example
 * readPublication({ params, topic, messageField: 'message', limits }); // { topic, message, ttlSeconds, tag }
 */
export function readPublication({
  params,
  topic,
  messageField,
  limits,
  defaults = {},
}: {
  params: Params;
  topic: string;
  messageField: string;
  limits: RelayLimits;
  /** For the wc_* methods, whose ttl and tag the client may leave out. */
  defaults?: { ttlSeconds?: number; tag?: number };
}): RelayPublication {
  const message = params[messageField];
  if (typeof message !== 'string' || message.length === 0)
    throw RelayRpcError.invalidParams(`${messageField} must be a non-empty string`);
  if (message.length > limits.messageMaxChars)
    throw RelayRpcError.invalidParams(`${messageField} is too large: at most ${limits.messageMaxChars} characters`);
  const ttlSeconds = params.ttl ?? defaults.ttlSeconds;
  if (
    typeof ttlSeconds !== 'number' ||
    !Number.isInteger(ttlSeconds) ||
    ttlSeconds < limits.ttlMinSeconds ||
    ttlSeconds > limits.ttlMaxSeconds
  )
    throw RelayRpcError.invalidParams(
      `ttl must be a whole number of seconds from ${limits.ttlMinSeconds} to ${limits.ttlMaxSeconds}`,
    );
  const tag = params.tag ?? defaults.tag ?? 0;
  if (typeof tag !== 'number' || !Number.isSafeInteger(tag) || tag < 0)
    throw RelayRpcError.invalidParams('tag must be a whole number');
  const { attestation } = params;
  if (attestation !== undefined && attestation !== null && typeof attestation !== 'string')
    throw RelayRpcError.invalidParams('attestation must be a string');
  if (typeof attestation === 'string' && attestation.length > limits.attestationMaxChars)
    throw RelayRpcError.invalidParams(`attestation is too large: at most ${limits.attestationMaxChars} characters`);
  return { topic, message, ttlSeconds, tag, ...(typeof attestation === 'string' ? { attestation } : {}) };
}
