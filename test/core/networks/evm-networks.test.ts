import { expect } from '@open-wc/testing';
import * as networks from '../../../src/core/networks/evm-networks.js';
import { EMBEDDED_WALLET_EIP155_CHAIN_IDS, SWAP_EIP155_CHAIN_IDS } from '../../../src/core/constants.js';
import { parseCaipNetworkId } from '../../../src/core/utils/caip.js';

const all = Object.values(networks);

describe('EVM network definitions (SPEC §9 lists)', () => {
  it('define every chain of the embedded-wallet list and of the swap list', () => {
    const ids = new Set(all.map((network) => network.id));
    const missing = [...EMBEDDED_WALLET_EIP155_CHAIN_IDS, ...SWAP_EIP155_CHAIN_IDS].filter((id) => !ids.has(id));
    expect(missing).to.deep.equal([]);
  });

  it('are well formed: CAIP-2 id matching the chain id, eip155 namespace, https RPC, 18-decimal native coin', () => {
    for (const network of all.filter((candidate) => !candidate.name.startsWith('Localchain'))) {
      expect(parseCaipNetworkId(network.caipNetworkId)).to.deep.equal(
        { namespace: 'eip155', chainId: String(network.id) },
        network.name,
      );
      expect(network.chainNamespace).to.equal('eip155');
      expect(network.rpcUrls.default.http[0], network.name).to.match(/^https:\/\//);
      expect(network.nativeCurrency.decimals, network.name).to.equal(18);
      expect(network.blockExplorers?.default.url, network.name).to.match(/^https:\/\//);
    }
  });

  it('have no two networks with the same chain id', () => {
    const ids = all.map((network) => network.id);
    expect(new Set(ids).size).to.equal(ids.length);
  });
});
