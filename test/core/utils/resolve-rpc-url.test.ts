import { expect } from '@open-wc/testing';
import { resolveRpcUrl } from '../../../src/core/utils/resolve-rpc-url.js';
import { defineEvmNetwork } from '../../../src/core/types/network.js';

const network = defineEvmNetwork({ id: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:8545' });

describe('resolveRpcUrl', () => {
  it('uses the RPC proxy with the CAIP-2 id and project id', () => {
    expect(resolveRpcUrl({ network, projectId: 'p1', rpcProxyUrl: 'http://127.0.0.1:8787/' })).to.equal(
      'http://127.0.0.1:8787/v1/?chainId=eip155%3A31337&projectId=p1',
    );
  });

  it('never overrides a custom RPC URL', () => {
    expect(
      resolveRpcUrl({
        network,
        projectId: 'p1',
        rpcProxyUrl: 'http://proxy',
        customRpcUrls: { 'eip155:31337': ['http://mine'] },
      }),
    ).to.equal('http://mine');
  });

  it("falls back to the network's own URL", () => {
    expect(resolveRpcUrl({ network, projectId: 'p1' })).to.equal('http://127.0.0.1:8545');
  });
});
