import { expect } from '@open-wc/testing';
import {
  clearDeepLinkChoice,
  readDeepLinkChoice,
  writeDeepLinkChoice,
} from '../../../src/core/storage/walletconnect-deeplink-choice.js';

function memoryBackend(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('WalletConnect deep-link choice', () => {
  it("is kept as { href, name } JSON under the SDKs' WALLETCONNECT_DEEPLINK_CHOICE key", () => {
    const backend = memoryBackend();
    writeDeepLinkChoice({ backend, choice: { href: 'rainbow://', name: 'Rainbow' } });
    expect(JSON.parse(backend.items.get('WALLETCONNECT_DEEPLINK_CHOICE')!)).to.deep.equal({
      href: 'rainbow://',
      name: 'Rainbow',
    });
    expect(readDeepLinkChoice({ backend })).to.deep.equal({ href: 'rainbow://', name: 'Rainbow' });
    clearDeepLinkChoice({ backend });
    expect(backend.items.has('WALLETCONNECT_DEEPLINK_CHOICE')).to.equal(false);
    expect(readDeepLinkChoice({ backend })).to.equal(undefined);
  });

  it('reads a corrupt or foreign value as no choice', () => {
    for (const value of ['{oops', '"rainbow://"', '{"href":""}', '{"href":1,"name":"x"}', 'null'])
      expect(readDeepLinkChoice({ backend: memoryBackend({ WALLETCONNECT_DEEPLINK_CHOICE: value }) }), value).to.equal(
        undefined,
      );
  });

  it('never throws when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readDeepLinkChoice({ backend: refusing })).to.equal(undefined);
    writeDeepLinkChoice({ backend: refusing, choice: { href: 'rainbow://', name: 'Rainbow' } });
    clearDeepLinkChoice({ backend: refusing });
  });
});
