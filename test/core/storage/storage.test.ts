import { expect } from '@open-wc/testing';
import { RECENT_WALLETS_MAX } from '../../../src/core/constants.js';
import { STORAGE_KEYS, addRecentWallet, createStorage, type StorageKey } from '../../../src/core/storage/storage.js';

const securityError = () => new DOMException('The operation is insecure.', 'SecurityError');

/** A Storage whose every method throws, like localStorage in a sandboxed frame without storage. */
function throwingStorage(): Storage {
  const fail = () => {
    throw securityError();
  };
  return { length: 0, key: fail, getItem: fail, setItem: fail, removeItem: fail, clear: fail };
}

/** A Storage that reads fine but refuses writes, like a full quota. Holds `initial`. */
function fullStorage(initial: Record<string, string>): Storage {
  const quota = () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  };
  return {
    length: 0,
    key: () => null,
    getItem: (key) => initial[key] ?? null,
    setItem: quota,
    removeItem: quota,
    clear: quota,
  };
}

function clearOurKeys(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
}

describe('STORAGE_KEYS', () => {
  it('prefixes every key with @appkit/ and never repeats one', () => {
    const values = Object.values(STORAGE_KEYS);
    for (const value of values) expect(value).to.match(/^@appkit\/[a-z_]+$/);
    expect(new Set(values).size).to.equal(values.length);
  });
});

describe('createStorage', () => {
  beforeEach(clearOurKeys);
  afterEach(clearOurKeys);

  it('round-trips every key through localStorage as JSON', () => {
    const storage = createStorage();
    storage.set('themeMode', 'light');
    storage.set('connectedConnectors', { eip155: 'io.metamask', solana: 'phantom' });
    storage.set('activeNamespace', 'solana');
    storage.set('lastEmailLoginTime', 1_700_000_000_000);
    storage.set('emailLoginUsed', true);
    storage.set('lastUsedChain', 'eip155:1');
    storage.set('preferredAccountTypes', { eip155: 'smartAccount', solana: 'eoa' });
    storage.set('smartAccountEnabledNetworks', [1, 8453]);
    storage.set('themeVariables', { '--w3m-accent': '#f00', '--w3m-z-index': 1000 });
    storage.set('identityCache', { '0xab': { name: 'alice.reown.id', avatar: null, expires: 1_700_000_300_000 } });
    expect(localStorage.getItem('@appkit/theme_mode')).to.equal('"light"');
    expect(localStorage.getItem('@appkit/connected_connectors')).to.equal(
      '{"eip155":"io.metamask","solana":"phantom"}',
    );

    const fresh = createStorage(); // a reload reads what was written
    expect(fresh.get('themeMode')).to.equal('light');
    expect(fresh.get('connectedConnectors')).to.deep.equal({ eip155: 'io.metamask', solana: 'phantom' });
    expect(fresh.get('activeNamespace')).to.equal('solana');
    expect(fresh.get('lastEmailLoginTime')).to.equal(1_700_000_000_000);
    expect(fresh.get('emailLoginUsed')).to.equal(true);
    expect(fresh.get('lastUsedChain')).to.equal('eip155:1');
    expect(fresh.get('preferredAccountTypes')).to.deep.equal({ eip155: 'smartAccount', solana: 'eoa' });
    expect(fresh.get('smartAccountEnabledNetworks')).to.deep.equal([1, 8453]);
    expect(fresh.get('themeVariables')).to.deep.equal({ '--w3m-accent': '#f00', '--w3m-z-index': 1000 });
    expect(fresh.get('identityCache')).to.deep.equal({
      '0xab': { name: 'alice.reown.id', avatar: null, expires: 1_700_000_300_000 },
    });
  });

  it('returns undefined for missing values', () => {
    const storage = createStorage();
    for (const key of Object.keys(STORAGE_KEYS) as StorageKey[]) expect(storage.get(key), key).to.equal(undefined);
  });

  it('returns undefined for invalid JSON', () => {
    localStorage.setItem(STORAGE_KEYS.recentWallets, '[{"id":');
    localStorage.setItem(STORAGE_KEYS.themeMode, 'light'); // written raw, not as JSON
    const storage = createStorage();
    expect(storage.get('recentWallets')).to.equal(undefined);
    expect(storage.get('themeMode')).to.equal(undefined);
  });

  it('returns undefined for values of the wrong shape', () => {
    const corrupt: Array<[StorageKey, unknown]> = [
      ['themeMode', 'blue'],
      ['connectedConnectors', { tron: 'x' }],
      ['connectedConnectors', { eip155: 42 }],
      ['connectedConnectors', ['io.metamask']],
      ['activeNamespace', 'EIP155'],
      ['recentWallets', { id: 'a', name: 'A' }],
      ['recentWallets', [{ id: 'a' }]],
      ['recentWallets', [{ id: 'a', name: 'A', rdns: 7 }]],
      ['lastEmailLoginTime', '1700000000000'],
      ['lastEmailLoginTime', -1],
      ['emailLoginUsed', 'true'],
      ['lastUsedChain', 'eip155'],
      ['preferredAccountTypes', { eip155: 'admin' }],
      ['smartAccountEnabledNetworks', [1, '8453']],
      ['themeVariables', { '--w3m-accent': { nested: true } }],
      ['email', ''],
      ['sessionToken', null],
      ['identityCache', [{ name: 'a', avatar: null, expires: 1 }]],
      ['identityCache', { '0xab': { name: 7, avatar: null, expires: 1 } }],
      ['identityCache', { '0xab': { name: 'a', avatar: null } }],
    ];
    for (const [key, value] of corrupt) {
      localStorage.setItem(STORAGE_KEYS[key], JSON.stringify(value));
      expect(createStorage().get(key), `${key} = ${JSON.stringify(value)}`).to.equal(undefined);
    }
  });

  it('falls back to memory when every storage call throws, and never throws itself', () => {
    const storage = createStorage({ backend: throwingStorage() });
    expect(storage.get('themeMode')).to.equal(undefined);
    storage.set('themeMode', 'light');
    expect(storage.get('themeMode')).to.equal('light');
    storage.remove('themeMode');
    expect(storage.get('themeMode')).to.equal(undefined);
    storage.set('email', 'a@example.com');
    storage.clear();
    expect(storage.get('email')).to.equal(undefined);
  });

  it('works in memory when there is no storage at all', () => {
    const storage = createStorage({ backend: null });
    storage.set('activeNamespace', 'eip155');
    expect(storage.get('activeNamespace')).to.equal('eip155');
    expect(localStorage.getItem(STORAGE_KEYS.activeNamespace)).to.equal(null);
  });

  it('prefers a refused write over the stale backend value', () => {
    const storage = createStorage({ backend: fullStorage({ [STORAGE_KEYS.themeMode]: '"dark"' }) });
    expect(storage.get('themeMode')).to.equal('dark');
    storage.set('themeMode', 'light');
    expect(storage.get('themeMode')).to.equal('light');
    storage.remove('themeMode');
    expect(storage.get('themeMode')).to.equal(undefined);
  });

  it('does not throw on values JSON cannot hold', () => {
    const storage = createStorage();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => storage.set('themeVariables', cyclic as Record<string, string>)).not.to.throw();
    expect(storage.get('themeVariables')).to.equal(undefined);
  });

  it('clears only its own keys', () => {
    localStorage.setItem('dapp-key', 'keep');
    const storage = createStorage();
    storage.set('email', 'a@example.com');
    storage.clear();
    expect(storage.get('email')).to.equal(undefined);
    expect(localStorage.getItem('dapp-key')).to.equal('keep');
    localStorage.removeItem('dapp-key');
  });
});

describe('addRecentWallet', () => {
  beforeEach(clearOurKeys);
  afterEach(clearOurKeys);

  it('puts the newest first and keeps at most RECENT_WALLETS_MAX', () => {
    const storage = createStorage();
    addRecentWallet(storage, { id: 'a', name: 'A' });
    addRecentWallet(storage, { id: 'b', rdns: 'com.b', name: 'B' });
    const result = addRecentWallet(storage, { id: 'c', name: 'C' });
    expect(RECENT_WALLETS_MAX).to.equal(2);
    expect(result.map((wallet) => wallet.id)).to.deep.equal(['c', 'b']);
    expect(storage.get('recentWallets')).to.deep.equal([
      { id: 'c', name: 'C' },
      { id: 'b', rdns: 'com.b', name: 'B' },
    ]);
  });

  it('dedupes by id, moving a wallet used again to the front', () => {
    const storage = createStorage();
    addRecentWallet(storage, { id: 'a', name: 'A' });
    addRecentWallet(storage, { id: 'b', name: 'B' });
    addRecentWallet(storage, { id: 'a', name: 'A (renamed)' });
    expect(storage.get('recentWallets')).to.deep.equal([
      { id: 'a', name: 'A (renamed)' },
      { id: 'b', name: 'B' },
    ]);
  });

  it('stores only id, rdns and name', () => {
    const storage = createStorage();
    const entry = { id: 'a', name: 'A', image_id: 'img', mobile_link: 'x://' };
    addRecentWallet(storage, entry);
    expect(storage.get('recentWallets')).to.deep.equal([{ id: 'a', name: 'A' }]);
  });

  it('starts over when the stored list is corrupt', () => {
    localStorage.setItem(STORAGE_KEYS.recentWallets, 'not json');
    const storage = createStorage();
    expect(addRecentWallet(storage, { id: 'a', name: 'A' })).to.deep.equal([{ id: 'a', name: 'A' }]);
  });
});
