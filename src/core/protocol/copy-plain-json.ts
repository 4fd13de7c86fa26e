import { FRAME_MESSAGE_MAX_BYTES, FRAME_MESSAGE_MAX_DEPTH } from '../constants.js';

export interface CopyPlainJsonParameters {
  value: unknown;
  /** Defaults to {@link FRAME_MESSAGE_MAX_BYTES}. */
  maxBytes?: number;
  /** Defaults to {@link FRAME_MESSAGE_MAX_DEPTH}. */
  maxDepth?: number;
}

/** Why a value is not a plain JSON value within the limits. */
export type JsonIssueReason = 'not_plain_json' | 'too_large' | 'too_deep' | 'forbidden_key';

export interface JsonIssue {
  /** Dotted path to the offending value, e.g. `payload.params.0`; empty at the root. */
  path: string;
  reason: JsonIssueReason;
}

export type CopyPlainJsonReturnType = { success: true; value: unknown } | { success: false; issue: JsonIssue };

// Keys that change an object's prototype or shadow its constructor when copied by a careless merge.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

class JsonIssueSignal {
  constructor(readonly issue: JsonIssue) {}
}

/**
 * Copies a value received over postMessage into fresh plain JSON data before any schema looks
 * at it. Only undefined, null, booleans, finite numbers, strings, arrays and plain objects whose own keys
 * are enumerable data properties pass: no accessors, no prototype keys, no cycles (caught by the
 * depth cap), and at most `maxBytes` as JSON text (estimated while copying). Every property is
 * read once, so a Proxy or getter cannot show the schema one value and the handler another.
 *
 * @example
 * copyPlainJson({ value: { id: 'a', payload: [1, 'x'] } }); // { success: true, value: { id: 'a', payload: [1, 'x'] } }
 * copyPlainJson({ value: { when: new Date() } }); // { success: false, issue: { path: 'when', reason: 'not_plain_json' } }
 */
export function copyPlainJson({
  value,
  maxBytes = FRAME_MESSAGE_MAX_BYTES,
  maxDepth = FRAME_MESSAGE_MAX_DEPTH,
}: CopyPlainJsonParameters): CopyPlainJsonReturnType {
  let bytes = 0;
  const fail = (path: string, reason: JsonIssueReason): never => {
    throw new JsonIssueSignal({ path, reason });
  };
  const count = (path: string, size: number) => {
    bytes += size;
    if (bytes > maxBytes) fail(path, 'too_large');
  };
  const copy = (current: unknown, path: string, depth: number): unknown => {
    if (depth > maxDepth) fail(path, 'too_deep');
    // undefined is not JSON, but structured clone keeps it and optional fields are often set to it.
    if (current === undefined) return current;
    if (current === null || typeof current === 'boolean') return (count(path, 5), current);
    if (typeof current === 'number')
      return Number.isFinite(current) ? (count(path, 24), current) : fail(path, 'not_plain_json');
    if (typeof current === 'string') return (count(path, current.length + 2), current);
    if (typeof current !== 'object') return fail(path, 'not_plain_json');
    const isArray = Array.isArray(current);
    const prototype = Object.getPrototypeOf(current) as unknown;
    const plain = isArray ? prototype === Array.prototype : prototype === Object.prototype || prototype === null;
    if (!plain) fail(path, 'not_plain_json');
    count(path, 2);
    const result: Record<string, unknown> | unknown[] = isArray ? [] : {};
    for (const key of Reflect.ownKeys(current)) {
      if (typeof key !== 'string') fail(path, 'not_plain_json');
      const name = key as string;
      if (isArray && name === 'length') continue;
      const childPath = path ? `${path}.${name}` : name;
      if (FORBIDDEN_KEYS.has(name)) fail(childPath, 'forbidden_key');
      const descriptor = Object.getOwnPropertyDescriptor(current, name);
      if (!descriptor || !('value' in descriptor) || !descriptor.enumerable) fail(childPath, 'not_plain_json');
      count(childPath, name.length + 4);
      (result as Record<string, unknown>)[name] = copy(descriptor!.value, childPath, depth + 1);
    }
    return result;
  };
  try {
    return { success: true, value: copy(value, '', 0) };
  } catch (error) {
    if (error instanceof JsonIssueSignal) return { success: false, issue: error.issue };
    // A revoked Proxy throws on any inspection; it is not data either.
    return { success: false, issue: { path: '', reason: 'not_plain_json' } };
  }
}
