import { expect } from '@open-wc/testing';
import {
  defineSolanaNetwork,
  solana,
  solanaDevnet,
  solanaTestnet,
} from '../../../src/core/networks/solana-networks.js';
import { parseCaipNetworkId } from '../../../src/core/utils/caip.js';

// The shim's genesis hash (server/chains/solana/local-solana-cluster.ts); the cluster is not started here.
const LOCAL_GENESIS_HASH = 'Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfGwRFr9VHuK3pe';

describe('Solana network definitions', () => {
  it('name the three public clusters by their CAIP-2 genesis references', () => {
    expect(solana.caipNetworkId).to.equal('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    expect(solanaDevnet.caipNetworkId).to.equal('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
    expect(solanaTestnet.caipNetworkId).to.equal('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z');
  });

  it('are well formed: id = reference, solana namespace, SOL with 9 decimals, https RPC', () => {
    for (const network of [solana, solanaDevnet, solanaTestnet]) {
      expect(parseCaipNetworkId(network.caipNetworkId)).to.deep.equal(
        { namespace: 'solana', chainId: network.id },
        network.name,
      );
      expect(network.chainNamespace).to.equal('solana');
      expect(network.nativeCurrency).to.deep.equal({ name: 'Solana', symbol: 'SOL', decimals: 9 });
      expect(network.rpcUrls.default.http[0], network.name).to.match(/^https:\/\/api\.[a-z-]+\.solana\.com$/);
    }
    expect(solana.testnet).to.equal(undefined);
    expect(solanaDevnet.testnet).to.equal(true);
  });

  it('defineSolanaNetwork takes the first 32 characters of a genesis hash, or a reference, and keeps the WebSocket URL', () => {
    const local = defineSolanaNetwork({
      genesisHash: LOCAL_GENESIS_HASH,
      name: 'Solana Localnet',
      rpcUrl: 'http://127.0.0.1:8899',
      wsUrl: 'ws://127.0.0.1:8900',
      testnet: true,
    });
    expect(local.id).to.equal('Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfG');
    expect(local.caipNetworkId).to.equal('solana:Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfG');
    expect(local.rpcUrls.default).to.deep.equal({
      http: ['http://127.0.0.1:8899'],
      webSocket: ['ws://127.0.0.1:8900'],
    });
    const same = defineSolanaNetwork({
      caipReference: 'Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfG',
      name: 'x',
      rpcUrl: 'http://127.0.0.1:8899',
    });
    expect(same.caipNetworkId).to.equal(local.caipNetworkId);
    expect(same.rpcUrls.default).to.deep.equal({ http: ['http://127.0.0.1:8899'] });
  });

  it('defineSolanaNetwork refuses a missing, short or non-base58 reference', () => {
    expect(() => defineSolanaNetwork({ name: 'x', rpcUrl: 'http://127.0.0.1:1' })).to.throw(
      'Invalid CAIP-2 network id: solana:',
    );
    expect(() => defineSolanaNetwork({ genesisHash: 'abc', name: 'x', rpcUrl: 'http://127.0.0.1:1' })).to.throw(
      'Invalid CAIP-2 network id: solana:abc',
    );
    expect(() =>
      defineSolanaNetwork({
        caipReference: `0${LOCAL_GENESIS_HASH.slice(1, 32)}`,
        name: 'x',
        rpcUrl: 'http://127.0.0.1:1',
      }),
    ).to.throw(/Invalid CAIP-2 network id/);
  });
});
