// Every text of the error catalogue (SPEC §8) is reached by a test (issue 20 part 5): each one
// below must occur in some test file under test/ other than this one. The list is data copied
// from SPEC §8 (a text with a placeholder is kept up to it: 'HTTP status code:'); each entry is
// also checked against docs/SPEC.md §8, so the list cannot drift from the catalogue it copies.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const THIS_FILE = join('test', 'architecture', 'spec-error-texts.node.test.ts');

/** SPEC §8, in its order: alerts, provider errors, messages, timeouts, connector errors, events, internal errors, categories. */
const SPEC_8_TEXTS = [
  // Alerts
  'Network Not Found',
  'Invalid App Configuration',
  'Network Error: Wallet Load Failed',
  'Wallet Request Timeout',
  'Unverified Domain',
  'Session Expired',
  'Invalid Project ID',
  'Project ID Missing',
  'Server Error',
  'Rate Limited',
  'Multi-Wallet Not Enabled',
  // Provider errors mapped
  'origin not allowed',
  'JWT not yet valid',
  'invalid key',
  // Messages
  'Please try again after',
  'Token Balance Unavailable',
  'Network not found',
  'Address or auth connector not found',
  'Error resolving name',
  'Error fetching name suggestions',
  'Error fetching names for address',
  'Error registering name',
  'Invalid CAIP Address',
  'HTTP status code:',
  'Unable to load email login dependency',
  'Request was aborted',
  'Something went wrong',
  'An error occurred',
  'W3mFrame: iframe is not set',
  'parent is not set',
  'Error signing message',
  'Failed to fetch transactions',
  'Authenticating...',
  'A problem occurred while trying initialize authentication',
  'Network not supported for Gas Price or Swaps',
  'Unsupported chain',
  'Requested RPC call is not allowed',
  'Action not allowed',
  // Timeouts
  'iframe_load_failed',
  'iframe_request_timeout',
  // Connector errors
  'Chain not configured',
  'Connector already connected',
  'Connector not connected',
  'Account not found for connector',
  'chain mismatch',
  'unavailable while reconnecting',
  // Tracking events
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'CLICK_CANCEL_SIWX',
  'ERROR_FETCH_TRANSACTIONS',
  'SWITCH_NETWORK',
  // Internal errors and wrapped categories
  'SIWX is not enabled',
  'No ActiveCaipAddress found',
  'No ActiveCaipNetwork or client found',
  'No ConnectionController client found',
  'Chain adapter not found',
  'NetworkController client not set',
  'adapter must have a namespace',
  'INTERNAL_SDK_ERROR',
  'API_ERROR',
] as const;

/** docs/SPEC.md from "## 8." up to the next section. */
function specSection8(): string {
  const spec = readFileSync(join(ROOT, 'docs', 'SPEC.md'), 'utf8');
  const start = spec.indexOf('\n## 8.');
  const end = spec.indexOf('\n## ', start + 1);
  assert.ok(start >= 0, 'docs/SPEC.md has a section 8');
  return spec.slice(start, end < 0 ? undefined : end);
}

/** Every test file's text, this one left out. */
function testFiles(): Array<{ path: string; text: string }> {
  return readdirSync(join(ROOT, 'test'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && !file.includes('node_modules'))
    .map((file) => join('test', file))
    .filter((path) => path !== THIS_FILE)
    .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
}

test('every entry of the list is a text of docs/SPEC.md §8', () => {
  const section = specSection8();
  const missing = SPEC_8_TEXTS.filter((text) => !section.includes(text));
  assert.deepEqual(missing, [], 'entries not found in docs/SPEC.md §8 (a typo, or the catalogue changed)');
});

test('every SPEC §8 text is reached by a test file under test/', () => {
  const files = testFiles();
  const unreached = SPEC_8_TEXTS.filter((text) => !files.some((file) => file.text.includes(text)));
  assert.deepEqual(unreached, [], 'SPEC §8 texts no test mentions');
});
