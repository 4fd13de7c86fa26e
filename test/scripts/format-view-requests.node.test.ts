// `npm run bench` (scripts/bench/format-view-requests.mjs): the requests-per-view report, on crafted views.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatViewRequests } from '../../scripts/bench/format-view-requests.mjs';

const ORIGIN = 'http://127.0.0.1:4100';

describe('formatViewRequests (scripts/bench/format-view-requests.mjs)', () => {
  it('gives each view its request count, then each request as a path on the page origin', () => {
    const lines = formatViewRequests({
      origin: ORIGIN,
      views: [
        { view: 'Connect', via: 'the connect button', shown: true, requests: [] },
        {
          view: 'Networks',
          via: 'the network button',
          shown: true,
          requests: [
            `GET ${ORIGIN}/dist/browser/w3m-networks-view-AbC.js`,
            `GET ${ORIGIN}/dist/browser/icons-x.js?v=1`,
          ],
        },
      ],
    });
    assert.deepEqual(lines, [
      '  Connect (the connect button): 0 requests',
      '  Networks (the network button): 2 requests',
      '    GET /dist/browser/w3m-networks-view-AbC.js',
      '    GET /dist/browser/icons-x.js?v=1',
    ]);
  });

  it('keeps a request to another origin whole and marks it, and says when the page does not offer a view', () => {
    const lines = formatViewRequests({
      origin: ORIGIN,
      views: [
        { view: 'All Wallets', via: 'its row in Connect', shown: false, requests: [] },
        { view: 'Networks', via: 'the network button', shown: true, requests: ['POST http://127.0.0.1:9/rpc'] },
      ],
    });
    assert.deepEqual(lines, [
      '  All Wallets (its row in Connect): not offered on this page',
      '  Networks (the network button): 1 request',
      '    POST http://127.0.0.1:9/rpc  NOT OURS',
    ]);
  });
});
