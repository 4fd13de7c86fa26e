import * as v from 'valibot';
import { caipNetworkIdSchema, httpUrlSchema } from './common-schemas.js';
import { fromValibotIssues, protocolIssue, type ProtocolIssue } from './protocol-issue.js';

const booleanText = v.pipe(
  v.picklist(['true', 'false']),
  v.transform((text) => text === 'true'),
);

/**
 * The frame URL's query (SPEC §7 "Frame URL query: projectId, chainId, version, enableLogger,
 * rpcUrl, optional enableCloudAuthAccount"). Values are text in the URL; booleans are `true` or
 * `false`. Unknown parameters are refused: the SDK builds this URL, nobody else.
 */
export const frameUrlQuerySchema = v.strictObject({
  projectId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/)),
  chainId: caipNetworkIdSchema,
  version: v.pipe(v.string(), v.regex(/^\d{1,4}$/)),
  enableLogger: booleanText,
  rpcUrl: httpUrlSchema,
  enableCloudAuthAccount: v.optional(booleanText),
});

/** The parsed frame URL query. */
export type FrameUrlQuery = v.InferOutput<typeof frameUrlQuerySchema>;

export type ParseFrameUrlQueryReturnType =
  { success: true; query: FrameUrlQuery } | { success: false; issue: ProtocolIssue };

/**
 * Reads the frame's URL query (`location.search` in the frame). A parameter given twice is
 * refused, so no reader can pick a different copy than this one did. Never throws.
 *
 * @example
 * const result = parseFrameUrlQuery(location.search);
 * if (result.success) connectRpc(result.query.rpcUrl);
 */
export function parseFrameUrlQuery(search: string | URLSearchParams): ParseFrameUrlQueryReturnType {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const entries: Record<string, string> = {};
  for (const [key, value] of params) {
    if (Object.prototype.hasOwnProperty.call(entries, key))
      return { success: false, issue: protocolIssue({ path: key, reason: 'duplicate' }) };
    if (key === '__proto__') return { success: false, issue: protocolIssue({ path: key, reason: 'forbidden_key' }) };
    entries[key] = value;
  }
  const result = v.safeParse(frameUrlQuerySchema, entries);
  if (!result.success) return { success: false, issue: fromValibotIssues({ issues: result.issues, prefix: '' }) };
  return { success: true, query: result.output };
}

/**
 * The query string of the frame URL, without the leading `?`.
 *
 * @example
 * buildFrameUrlQuery({ projectId: 'demo-project', chainId: 'eip155:1', version: '4', enableLogger: false, rpcUrl: 'https://rpc.example' });
 * // 'projectId=demo-project&chainId=eip155%3A1&version=4&enableLogger=false&rpcUrl=https%3A%2F%2Frpc.example'
 */
export function buildFrameUrlQuery(query: FrameUrlQuery): string {
  const params = new URLSearchParams({
    projectId: query.projectId,
    chainId: query.chainId,
    version: query.version,
    enableLogger: String(query.enableLogger),
    rpcUrl: query.rpcUrl,
  });
  if (query.enableCloudAuthAccount !== undefined)
    params.set('enableCloudAuthAccount', String(query.enableCloudAuthAccount));
  return params.toString();
}
