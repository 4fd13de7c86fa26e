import { expect } from '@open-wc/testing';
import { hasRestorableSession } from '../../src/client/has-restorable-session.js';
import { STORAGE_KEYS } from '../../src/core/storage/storage.js';

/** A Storage holding `values` (raw strings), as localStorage would. */
function backendWith(values: Record<string, string>): Storage {
  const items = new Map(Object.entries(values));
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('hasRestorableSession', () => {
  it('says yes for a wallet connected in a namespace, under the key the storage module writes', () => {
    const backend = backendWith({ [STORAGE_KEYS.connectedConnectors]: JSON.stringify({ eip155: 'io.metamask' }) });
    expect(hasRestorableSession({ backend })).to.equal(true);
  });

  it('says yes after an embedded-wallet login', () => {
    expect(hasRestorableSession({ backend: backendWith({ [STORAGE_KEYS.emailLoginUsed]: 'true' }) })).to.equal(true);
  });

  it('says no for a first visit, an empty connection map or a login flag that is not true', () => {
    expect(hasRestorableSession({ backend: backendWith({}) })).to.equal(false);
    expect(hasRestorableSession({ backend: backendWith({ [STORAGE_KEYS.connectedConnectors]: '{}' }) })).to.equal(
      false,
    );
    expect(hasRestorableSession({ backend: backendWith({ [STORAGE_KEYS.emailLoginUsed]: 'false' }) })).to.equal(false);
  });

  it('says no, without throwing, for corrupt values or storage that cannot be read', () => {
    expect(hasRestorableSession({ backend: backendWith({ [STORAGE_KEYS.connectedConnectors]: '{oops' }) })).to.equal(
      false,
    );
    const unreadable = backendWith({});
    unreadable.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(hasRestorableSession({ backend: unreadable })).to.equal(false);
  });

  it('reads localStorage when given no backend', () => {
    localStorage.setItem(STORAGE_KEYS.connectedConnectors, JSON.stringify({ solana: 'solana:Phantom' }));
    try {
      expect(hasRestorableSession()).to.equal(true);
    } finally {
      localStorage.removeItem(STORAGE_KEYS.connectedConnectors);
    }
  });
});
