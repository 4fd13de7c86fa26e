import { expect } from '@open-wc/testing';
import type { ChainState } from '../../../src/core/stores/chain-store.js';
import { defineEvmNetwork } from '../../../src/core/types/network.js';
import { canSwitchAccountType } from '../../../src/core/utils/can-switch-account-type.js';

const network = defineEvmNetwork({ id: 31337, name: 'A', rpcUrl: 'http://127.0.0.1:1' });
const chain = (overrides: Partial<ChainState> = {}, account: Partial<ChainState['account']> = {}): ChainState => ({
  namespace: 'eip155',
  networks: [network],
  activeChainId: 31337,
  smartAccountEnabledNetworks: [31337],
  account: { status: 'connected', currentTab: 0, address: '0x1', preferredAccountType: 'eoa', ...account },
  ...overrides,
});

describe('canSwitchAccountType (SPEC §6)', () => {
  it('allows the smart account only on an enabled network, from the EOA', () => {
    expect(canSwitchAccountType({ chain: chain(), type: 'smartAccount' })).to.equal(true);
    expect(
      canSwitchAccountType({ chain: chain({ smartAccountEnabledNetworks: [31338] }), type: 'smartAccount' }),
    ).to.equal(false);
    expect(
      canSwitchAccountType({ chain: chain({ smartAccountEnabledNetworks: undefined }), type: 'smartAccount' }),
    ).to.equal(false);
    expect(
      canSwitchAccountType({ chain: chain({}, { preferredAccountType: 'smartAccount' }), type: 'smartAccount' }),
    ).to.equal(false);
  });

  it('allows the EOA from the smart account only, and nothing without a connected account', () => {
    expect(canSwitchAccountType({ chain: chain({}, { preferredAccountType: 'smartAccount' }), type: 'eoa' })).to.equal(
      true,
    );
    expect(canSwitchAccountType({ chain: chain(), type: 'eoa' })).to.equal(false);
    expect(canSwitchAccountType({ chain: chain({}, { status: 'disconnected' }), type: 'smartAccount' })).to.equal(
      false,
    );
    expect(canSwitchAccountType({ chain: undefined, type: 'smartAccount' })).to.equal(false);
  });
});
