import { expect } from '@open-wc/testing';
import { isReceiverName } from '../../../src/core/utils/is-receiver-name.js';

describe('isReceiverName', () => {
  it('takes service names (current and legacy suffix) and .eth names, in any case, trimmed', () => {
    for (const name of ['alice.reown.id', 'Alice.Reown.ID', ' bob.wcn.id ', 'vitalik.eth', 'sub.vitalik.ETH'])
      expect(isReceiverName(name), name).to.equal(true);
  });

  it('refuses addresses, bare suffixes and half-typed names', () => {
    for (const value of [
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      '.eth',
      '.reown.id',
      'alice.reown.i',
      'alice.ethereum',
      '',
    ])
      expect(isReceiverName(value), value).to.equal(false);
  });
});
