// `.eth` names resolve only on networks naming an ENS universal resolver (issue 18): ours is viem's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mainnet as viemMainnet } from 'viem/chains';
import * as networks from '../../../src/core/networks/evm-networks.js';

describe('ENS universal resolvers (src/core/networks/evm-networks.ts)', () => {
  it("mainnet's is viem's, and no other network names one", () => {
    assert.equal(
      networks.mainnet.contracts?.ensUniversalResolver?.address,
      viemMainnet.contracts.ensUniversalResolver.address,
    );
    const others = Object.entries(networks).filter(([name, network]) => name !== 'mainnet' && network.contracts);
    assert.deepEqual(others, []);
  });
});
