import { expect } from '@open-wc/testing';
import { blockPollingInterval } from '../../../src/connectors/evm/block-polling-interval.js';

describe('blockPollingInterval', () => {
  it('polls at half the block time', () => {
    expect(blockPollingInterval({ blockTimeMs: 2000 })).to.equal(1000);
    expect(blockPollingInterval({ blockTimeMs: 5000 })).to.equal(2500);
  });

  it('stays within 500–4000 ms (SPEC §9): 1 s blocks or faster poll at 500 ms, 8 s or slower at 4000 ms', () => {
    expect(blockPollingInterval({ blockTimeMs: 1000 })).to.equal(500);
    expect(blockPollingInterval({ blockTimeMs: 250 })).to.equal(500);
    expect(blockPollingInterval({ blockTimeMs: 0 })).to.equal(500);
    expect(blockPollingInterval({ blockTimeMs: 8000 })).to.equal(4000);
    expect(blockPollingInterval({ blockTimeMs: 12_000 })).to.equal(4000);
  });
});
