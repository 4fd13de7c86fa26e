import { expect } from '@open-wc/testing';
import { NetworkSwitchRequiredError } from '../../../frame/src/errors/network-switch-required-error.js';

describe('NetworkSwitchRequiredError', () => {
  it('names the active and the requested network, with EIP-1193 4901', () => {
    const error = new NetworkSwitchRequiredError({
      active: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      requested: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    });
    expect(error.message).to.equal(
      'The wallet is on solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp, not solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1: switch the network first',
    );
    expect([error.code, NetworkSwitchRequiredError.code, error.name]).to.deep.equal([
      4901,
      4901,
      'NetworkSwitchRequiredError',
    ]);
  });
});
