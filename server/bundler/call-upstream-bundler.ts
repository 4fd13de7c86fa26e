import { BundlerRpcError } from './bundler-error.js';
import { UPSTREAM_ERROR_MAX_DATA_CHARS, UPSTREAM_ERROR_MAX_MESSAGE_CHARS } from './bundler-limits.js';

/**
 * An upstream bundler gave no usable answer (unreachable, timed out, an HTTP error, not JSON-RPC,
 * another chain). The message never holds its URL, which may carry an API key: the route logs it
 * and answers 502.
 */
export class UpstreamBundlerError extends Error {
  override readonly name = 'UpstreamBundlerError';

  constructor({ message, cause }: { message: string; cause?: unknown }) {
    super(message, cause === undefined ? undefined : { cause });
  }
}

export interface CallUpstreamBundlerParameters {
  /** The upstream's JSON-RPC URL. */
  url: string;
  method: string;
  params: unknown[];
  timeoutMs: number;
}

/**
 * HTTP statuses whose JSON-RPC error is the bundler's answer to the operation. Bundlers answer
 * refusals with 200 (ERC-7769 codes) and some with 400; a 401/403 (our API key), a 429 (our
 * quota) or a 5xx is about the server's account with the upstream, never passed on.
 */
const ANSWER_STATUSES = new Set([200, 400]);

let nextId = 1;

/**
 * One JSON-RPC call to an upstream bundler. Answers the result; throws a {@link BundlerRpcError}
 * with the upstream's refusal (code, message and data, with its address masked), or an
 * {@link UpstreamBundlerError} when there is no usable answer.
 *
 * @example
 * const hash = await callUpstreamBundler({ url, method: 'eth_sendUserOperation', params: [op, entryPoint], timeoutMs: 30_000 });
 */
export async function callUpstreamBundler({
  url,
  method,
  params,
  timeoutMs,
}: CallUpstreamBundlerParameters): Promise<unknown> {
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
      // A redirect would send the operation to an address nobody configured.
      redirect: 'error',
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new UpstreamBundlerError({
      message: timedOut ? `no answer to ${method} within ${timeoutMs} ms` : `${method} did not reach it`,
      cause: error,
    });
  }
  const body = parseJsonObject(text);
  if (!ANSWER_STATUSES.has(status) || !body)
    throw new UpstreamBundlerError({ message: `${method} answered HTTP ${status}${body ? '' : ' without JSON'}` });
  const { error } = body as { error?: { code?: unknown; message?: unknown; data?: unknown } };
  if (error && typeof error === 'object' && Number.isInteger(error.code) && typeof error.message === 'string') {
    const mask = createMask({ url });
    const data = error.data === undefined ? undefined : JSON.stringify(error.data);
    const keepData = data !== undefined && data.length <= UPSTREAM_ERROR_MAX_DATA_CHARS && mask(data) === data;
    throw new BundlerRpcError({
      code: error.code as number,
      message: mask(error.message).slice(0, UPSTREAM_ERROR_MAX_MESSAGE_CHARS),
      ...(keepData ? { data: error.data } : {}),
    });
  }
  if (!('result' in body)) throw new UpstreamBundlerError({ message: `${method} answered no JSON-RPC result` });
  return body.result;
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Replaces what would reveal the upstream in a refusal's text (an echo of the request URL, a proxy
 * naming its target): the URL, its host, and its query and path parts long enough to be a key.
 */
function createMask({ url }: { url: string }): (text: string) => string {
  const parsed = new URL(url);
  const secrets = [
    parsed.href,
    url,
    parsed.host,
    parsed.hostname,
    ...parsed.pathname.split('/'),
    ...[...parsed.searchParams.values()],
  ]
    .filter((part) => part.length >= 8 || part === parsed.hostname)
    .sort((a, b) => b.length - a.length);
  return (text) => secrets.reduce((masked, secret) => masked.split(secret).join('the upstream bundler'), text);
}
