import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseAnalyticsEvent } from '../../server/analytics/parse-analytics-event.js';
import { escapeXml } from '../../server/directory/escape-xml.js';
import { initialsOf } from '../../server/directory/initials-of.js';
import { parseGetWalletsQuery } from '../../server/directory/parse-get-wallets-query.js';
import { renderInitialsSvg } from '../../server/directory/render-initials-svg.js';

describe('escapeXml', () => {
  it('escapes the five XML characters', () => {
    assert.equal(escapeXml({ text: `<a href="x">'&'</a>` }), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('drops control characters and lone surrogates, keeps emoji and tabs', () => {
    assert.equal(escapeXml({ text: 'a\u0000b\u001Fc\uD800d\tz' }), 'abcd\tz');
    assert.equal(escapeXml({ text: '🧑‍🎤 ok' }), '🧑‍🎤 ok');
  });
});

describe('initialsOf', () => {
  it('takes two words, camel-case parts, or two letters', () => {
    assert.equal(initialsOf({ name: 'Trust Wallet' }), 'TW');
    assert.equal(initialsOf({ name: 'MetaMask' }), 'MM');
    assert.equal(initialsOf({ name: 'Talisman' }), 'TA');
    assert.equal(initialsOf({ name: 'αU wallet' }), 'ΑW');
    assert.equal(initialsOf({ name: '🧑‍🎤 PunkWallet' }), '🧑‍🎤P');
    assert.equal(initialsOf({ name: ' -- ' }), '?');
  });
});

describe('renderInitialsSvg', () => {
  it('is the same for the same seed and escapes its text', () => {
    const svg = renderInitialsSvg({ seed: 'a', text: '<&>', title: '"t"' });
    assert.equal(svg, renderInitialsSvg({ seed: 'a', text: '<&>', title: '"t"' }));
    assert.notEqual(svg, renderInitialsSvg({ seed: 'b', text: '<&>', title: '"t"' }));
    assert.ok(svg.includes('>&lt;&amp;&gt;</text>') && svg.includes('<title>&quot;t&quot;</title>'));
  });
});

describe('parseGetWalletsQuery', () => {
  it('defaults to page 1 of 40, no filters', () => {
    assert.deepEqual(parseGetWalletsQuery({ params: {} }), {
      query: { page: 1, entries: 40, include: [], exclude: [], search: '', badgeType: 'none', namespaces: [] },
    });
  });

  it('splits, trims and de-duplicates lists; maps chains to namespaces', () => {
    const parsed = parseGetWalletsQuery({ params: { include: 'a, b,,a', chains: 'eip155:1,eip155:10,solana:*' } });
    assert.ok('query' in parsed);
    assert.deepEqual(parsed.query.include, ['a', 'b']);
    assert.deepEqual(parsed.query.namespaces, ['eip155', 'solana']);
  });

  it('names the bad parameter', () => {
    assert.deepEqual(parseGetWalletsQuery({ params: { page: '0' } }), { error: 'page must be an integer from 1' });
    assert.deepEqual(parseGetWalletsQuery({ params: { search: 'x'.repeat(101) } }), {
      error: 'search is at most 100 characters',
    });
    assert.deepEqual(
      parseGetWalletsQuery({ params: { include: Array.from({ length: 501 }, (_, i) => `w${i}`).join(',') } }),
      {
        error: 'include and exclude take at most 500 ids',
      },
    );
  });
});

describe('parseAnalyticsEvent', () => {
  const valid = {
    eventId: 'e1',
    url: 'http://localhost:5173/',
    domain: 'localhost',
    timestamp: 1,
    props: { type: 'track', event: 'MODAL_OPEN' },
  };

  it('keeps the known fields only', () => {
    const parsed = parseAnalyticsEvent({
      body: { ...valid, extra: 1, props: { ...valid.props, properties: { a: 1 }, junk: true } },
    });
    assert.deepEqual(parsed, { event: { ...valid, props: { ...valid.props, properties: { a: 1 } } } });
  });

  it('refuses missing, empty, too long or mistyped fields', () => {
    const cases: Array<[unknown, RegExp]> = [
      [null, /body must be a JSON object/],
      [[valid], /body must be a JSON object/],
      [{ ...valid, eventId: '' }, /^eventId/],
      [{ ...valid, url: 'x'.repeat(2049) }, /^url/],
      [{ ...valid, timestamp: '1' }, /^timestamp/],
      [{ ...valid, timestamp: -1 }, /^timestamp/],
      [{ ...valid, props: 'x' }, /^props must be an object/],
      [{ ...valid, props: { type: 'track' } }, /^props\.event/],
      [{ ...valid, props: { ...valid.props, errorMessage: 5 } }, /^props\.errorMessage/],
      [{ ...valid, props: { ...valid.props, properties: [] } }, /^props\.properties/],
    ];
    for (const [body, error] of cases) {
      const parsed = parseAnalyticsEvent({ body });
      assert.ok('error' in parsed, JSON.stringify(body));
      assert.match(parsed.error, error);
    }
  });
});
