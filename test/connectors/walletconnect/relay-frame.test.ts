import { expect } from '@open-wc/testing';
import { parseRelayFrame, stringifyRelayFrame } from '../../../src/connectors/walletconnect/relay-frame.js';

describe('parseRelayFrame / stringifyRelayFrame', () => {
  it('keeps an id beyond 2^53 digit for digit, in and out', () => {
    const frame = parseRelayFrame(
      '{"id": 1733000000000123457,"jsonrpc":"2.0","method":"irn_subscription","params":{"id":"9"}}',
    ) as {
      id: string;
    };
    expect(frame.id).to.equal('1733000000000123457');
    expect(stringifyRelayFrame({ id: frame.id, jsonrpc: '2.0', result: true })).to.equal(
      '{"id":1733000000000123457,"jsonrpc":"2.0","result":true}',
    );
  });

  it('leaves small ids, string ids and other numbers alone', () => {
    const frame = parseRelayFrame('{"id":42,"result":{"publishedAt":1733000000000123457}}') as {
      id: unknown;
      result: { publishedAt: unknown };
    };
    expect(frame.id).to.equal(42);
    expect(typeof frame.result.publishedAt).to.equal('number');
    expect(stringifyRelayFrame({ id: 'abc', result: true })).to.equal('{"id":"abc","result":true}');
    expect(stringifyRelayFrame({ id: 7, result: true })).to.equal('{"id":7,"result":true}');
  });
});
