import { expect } from '@open-wc/testing';
import { isLoopbackUrl } from '../../../src/core/utils/is-loopback-url.js';

describe('isLoopbackUrl', () => {
  it('accepts URLs of this machine', () => {
    for (const url of [
      'http://127.0.0.1:8545',
      'http://127.1.2.3/',
      'http://localhost:8787/v1/?chainId=eip155%3A31337',
      'http://LOCALHOST:1',
      'http://chain.localhost:8545',
      'http://[::1]:8545',
    ])
      expect(isLoopbackUrl({ url }), url).to.equal(true);
  });

  it('refuses other hosts, look-alikes and text that is no URL', () => {
    for (const url of [
      'https://rpc.example/v1/',
      'http://localhost.example:8545',
      'http://127.0.0.1.example/',
      'http://128.0.0.1/',
      'http://10.0.0.2:8545',
      'not a url',
      '',
    ])
      expect(isLoopbackUrl({ url }), url).to.equal(false);
  });
});
