import { expect } from '@open-wc/testing';
import { createWalletConnectStorage } from '../../../src/connectors/walletconnect/walletconnect-storage.js';

function backend(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const stored = {
  session: {
    topic: 'ab'.repeat(32),
    pairingTopic: 'cd'.repeat(32),
    expiry: 1_900_000_000,
    peer: { publicKey: 'ef'.repeat(32), metadata: { name: 'Wallet', description: '', url: '', icons: [] } },
    namespaces: { eip155: { accounts: ['eip155:1:0xabc'], methods: [], events: [] } },
  },
  symKey: '12'.repeat(32),
};

describe('createWalletConnectStorage', () => {
  it('keeps the client seed and the session as JSON under @appkit/wc/', () => {
    const storage = backend();
    const store = createWalletConnectStorage({ storage });
    store.writeClientSeed('34'.repeat(32));
    store.writeSession(stored);
    expect([...storage.items.keys()]).to.deep.equal(['@appkit/wc/clientSeed', '@appkit/wc/session']);
    expect(JSON.parse(storage.items.get('@appkit/wc/session')!)).to.deep.equal(stored);
    expect(createWalletConnectStorage({ storage }).readSession()).to.deep.equal(stored);
    expect(createWalletConnectStorage({ storage }).readClientSeed()).to.equal('34'.repeat(32));
    store.removeSession();
    expect(store.readSession()).to.equal(undefined);
  });

  it('reads damaged or foreign values as absent', () => {
    const damaged = [
      '{oops',
      'null',
      JSON.stringify({ ...stored, symKey: 'short' }),
      JSON.stringify({ ...stored, session: { ...stored.session, topic: 'x' } }),
      JSON.stringify({ symKey: stored.symKey }),
    ];
    for (const value of damaged)
      expect(
        createWalletConnectStorage({ storage: backend({ '@appkit/wc/session': value }) }).readSession(),
        value,
      ).to.equal(undefined);
    expect(
      createWalletConnectStorage({ storage: backend({ '@appkit/wc/clientSeed': '"zz"' }) }).readClientSeed(),
    ).to.equal(undefined);
  });

  it("keeps each namespace's chain choice under its own key, and reads a damaged one as absent", () => {
    const storage = backend();
    const store = createWalletConnectStorage({ storage });
    const choice = { topic: stored.session.topic, chainId: 'eip155:31338' };
    store.writeChainChoice('eip155', choice);
    expect([...storage.items.keys()]).to.deep.equal(['@appkit/wc/chain/eip155']);
    expect(createWalletConnectStorage({ storage }).readChainChoice('eip155')).to.deep.equal(choice);
    expect(store.readChainChoice('solana')).to.equal(undefined);
    store.removeChainChoice('eip155');
    expect(store.readChainChoice('eip155')).to.equal(undefined);
    for (const value of ['{oops', 'null', '"eip155:1"', JSON.stringify({ topic: 1, chainId: 'eip155:1' })])
      expect(
        createWalletConnectStorage({ storage: backend({ '@appkit/wc/chain/eip155': value }) }).readChainChoice(
          'eip155',
        ),
        value,
      ).to.equal(undefined);
  });

  it('survives a storage that throws (private mode, quota)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createWalletConnectStorage({ storage: throwing });
    expect(() => store.writeSession(stored)).not.to.throw();
    expect(store.readSession()).to.equal(undefined);
    expect(() => store.removeSession()).not.to.throw();
    expect(() => store.writeChainChoice('eip155', { topic: stored.session.topic, chainId: 'eip155:1' })).not.to.throw();
    expect(store.readChainChoice('eip155')).to.equal(undefined);
    expect(() => store.removeChainChoice('eip155')).not.to.throw();
  });
});
