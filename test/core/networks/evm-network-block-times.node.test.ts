// The block times of src/core/networks/evm-networks.ts are viem's (SPEC §9: receipt polling derives
// from the chain's block time). In Node: viem/chains imports every chain viem defines.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as viemChains from 'viem/chains';
import * as networks from '../../../src/core/networks/evm-networks.js';

describe('EVM network block times (src/core/networks/evm-networks.ts)', () => {
  it("equal viem's definition of the same chain, and are absent where viem has none", () => {
    const compared = Object.entries(networks).flatMap(([exportName, network]) => {
      const viemChain = (viemChains as Record<string, { id: number; blockTime?: number } | undefined>)[exportName];
      if (viemChain?.id !== network.id) return [];
      return [{ name: exportName, ours: network.blockTime, viem: viemChain.blockTime }];
    });
    assert.ok(compared.length >= 20, `only ${compared.length} of our networks share an export name and id with viem`);
    assert.deepEqual(
      compared.filter(({ ours, viem }) => ours !== viem),
      [],
    );
  });

  it('give Ethereum 12 s blocks and the OP Stack chains 2 s', () => {
    assert.equal(networks.mainnet.blockTime, 12_000);
    assert.deepEqual(
      [networks.optimism, networks.base, networks.zora].map((network) => network.blockTime),
      [2_000, 2_000, 2_000],
    );
  });
});
