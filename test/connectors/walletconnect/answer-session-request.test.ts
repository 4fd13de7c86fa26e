import { expect } from '@open-wc/testing';
import { answerSessionRequest } from '../../../src/connectors/walletconnect/answer-session-request.js';

const request = (method: string, params: unknown) => ({
  id: 1700000000000123,
  jsonrpc: '2.0' as const,
  method,
  params,
});
const namespaces = {
  eip155: { chains: ['eip155:1'], accounts: ['eip155:1:0xabc'], methods: ['personal_sign'], events: ['chainChanged'] },
};

describe('answerSessionRequest', () => {
  it('answers true with the protocol tag and ttl of each method, and says what changes', () => {
    const cases = [
      ['wc_sessionUpdate', { namespaces }, { ttl: 86400, tag: 1105 }, { type: 'update', namespaces }],
      ['wc_sessionExtend', {}, { ttl: 86400, tag: 1107 }, { type: 'extend' }],
      [
        'wc_sessionEvent',
        { event: { name: 'chainChanged', data: 10 }, chainId: 'eip155:10' },
        { ttl: 300, tag: 1111 },
        { type: 'event', chainId: 'eip155:10', name: 'chainChanged', data: 10 },
      ],
      ['wc_sessionPing', {}, { ttl: 86400, tag: 1115 }, undefined],
      [
        'wc_sessionDelete',
        { code: 6000, message: 'User disconnected.' },
        { ttl: 86400, tag: 1113 },
        { type: 'delete' },
      ],
    ] as const;
    for (const [method, params, options, effect] of cases) {
      const answer = answerSessionRequest(request(method, params));
      expect(answer.response, method).to.deep.equal({ id: 1700000000000123, jsonrpc: '2.0', result: true });
      expect(answer.options, method).to.deep.equal(options);
      expect(answer.effect, method).to.deep.equal(effect);
    }
  });

  it('refuses malformed updates and events with -32602 and changes nothing', () => {
    const badUpdate = answerSessionRequest(request('wc_sessionUpdate', { namespaces: { eip155: { accounts: 'no' } } }));
    expect(badUpdate.response).to.deep.equal({
      id: 1700000000000123,
      jsonrpc: '2.0',
      error: { code: -32602, message: 'Invalid params' },
    });
    expect(badUpdate.effect).to.equal(undefined);
    expect(answerSessionRequest(request('wc_sessionEvent', { event: { name: 'x' } })).effect).to.equal(undefined);
  });

  it('answers an unknown method with -32601 and the unregistered tag 0', () => {
    const answer = answerSessionRequest(request('wc_somethingNew', {}));
    expect(answer.response).to.deep.equal({
      id: 1700000000000123,
      jsonrpc: '2.0',
      error: { code: -32601, message: 'Method not found' },
    });
    expect(answer.options).to.deep.equal({ ttl: 86400, tag: 0 });
  });
});
