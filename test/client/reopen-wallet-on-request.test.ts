import { expect } from '@open-wc/testing';
import { reopenWalletOnRequest } from '../../src/client/reopen-wallet-on-request.js';
import { createFakeWalletConnectClient } from '../helpers/walletconnect-fixture.js';

function memoryBackend(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const RAINBOW_CHOICE = JSON.stringify({ href: 'rainbow://', name: 'Rainbow' });
const REQUEST = { chainId: 'eip155:31337', method: 'personal_sign', params: ['0x68690a', '0x7099'] };

describe('reopenWalletOnRequest', () => {
  it('on mobile brings the remembered wallet back before each request (an app scheme in the same tab)', async () => {
    const fake = createFakeWalletConnectClient();
    const opened: Array<[string, string]> = [];
    const { client } = reopenWalletOnRequest({
      client: fake.client,
      isMobile: () => true,
      hasFocus: () => true,
      openUrl: (href, target) => void opened.push([href, target]),
      backend: memoryBackend({ WALLETCONNECT_DEEPLINK_CHOICE: RAINBOW_CHOICE }),
    });
    await client.request(REQUEST).catch(() => undefined);
    expect(opened).to.deep.equal([['rainbow://', '_self']]);
    expect(fake.requests).to.deep.equal([{ chainId: 'eip155:31337', method: 'personal_sign' }]);
  });

  it('opens a remembered web wallet in a new tab', async () => {
    const opened: Array<[string, string]> = [];
    const { client } = reopenWalletOnRequest({
      client: createFakeWalletConnectClient().client,
      isMobile: () => true,
      hasFocus: () => true,
      openUrl: (href, target) => void opened.push([href, target]),
      backend: memoryBackend({
        WALLETCONNECT_DEEPLINK_CHOICE: JSON.stringify({ href: 'https://web.wallet.example/', name: 'Web' }),
      }),
    });
    await client.request(REQUEST).catch(() => undefined);
    expect(opened).to.deep.equal([['https://web.wallet.example/', '_blank']]);
  });

  it('opens nothing on desktop, in a background tab, or without a remembered wallet', async () => {
    const opened: string[] = [];
    const cases = [
      {
        isMobile: () => false,
        hasFocus: () => true,
        backend: memoryBackend({ WALLETCONNECT_DEEPLINK_CHOICE: RAINBOW_CHOICE }),
      },
      {
        isMobile: () => true,
        hasFocus: () => false,
        backend: memoryBackend({ WALLETCONNECT_DEEPLINK_CHOICE: RAINBOW_CHOICE }),
      },
      { isMobile: () => true, hasFocus: () => true, backend: memoryBackend() },
    ];
    for (const each of cases) {
      const { client } = reopenWalletOnRequest({
        client: createFakeWalletConnectClient().client,
        openUrl: (href) => void opened.push(href),
        ...each,
      });
      await client.request(REQUEST).catch(() => undefined);
    }
    expect(opened).to.deep.equal([]);
  });

  it('forgets the remembered wallet when the session ends', () => {
    const fake = createFakeWalletConnectClient();
    const backend = memoryBackend({ WALLETCONNECT_DEEPLINK_CHOICE: RAINBOW_CHOICE });
    const reopening = reopenWalletOnRequest({ client: fake.client, backend });
    fake.emit({ type: 'session_event', chainId: 'eip155:1', name: 'chainChanged', data: 1 });
    expect(backend.items.has('WALLETCONNECT_DEEPLINK_CHOICE')).to.equal(true);
    fake.emit({ type: 'session_delete', reason: 'wallet' });
    expect(backend.items.has('WALLETCONNECT_DEEPLINK_CHOICE')).to.equal(false);
    reopening.stop();
  });
});
