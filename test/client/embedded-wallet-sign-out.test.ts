import { expect } from '@open-wc/testing';
import { AUTH_CONNECTOR_IDS } from '../../src/core/constants.js';
import { createStorage } from '../../src/core/storage/storage.js';
import { setupAppKit, type AppKitFixture } from '../helpers/setup-app-kit.js';

describe('embedded wallet: the stored login after a disconnect (SPEC §4)', () => {
  let app: AppKitFixture | undefined;
  afterEach(() => {
    app?.teardown();
    app = undefined;
  });

  it('forgets the flag, email, last chain and username in the same tick the auth account disconnects, before any chunk loads', async () => {
    // A frame nobody serves: the sign-in controller's chunk is never needed for this.
    app = await setupAppKit({ wallet: false, options: { frameUrl: 'http://127.0.0.1:9/frame/' } });
    const { chains } = app.controllers;
    const address = '0x0000000000000000000000000000000000000001';
    chains.patchAccount({
      namespace: 'eip155',
      patch: { status: 'connected', address, connectorId: AUTH_CONNECTOR_IDS.eip155 },
    });
    const storage = createStorage();
    storage.set('emailLoginUsed', true);
    storage.set('email', 'ada@example.com');
    storage.set('lastUsedChain', 'eip155:31337');
    storage.set('socialUsername', 'ada');
    chains.resetAccount('eip155');
    // No await: a reload right after sign-out reads these keys before any promise settles.
    expect([
      storage.get('emailLoginUsed'),
      storage.get('email'),
      storage.get('lastUsedChain'),
      storage.get('socialUsername'),
    ]).to.deep.equal([undefined, undefined, undefined, undefined]);
  });

  it('keeps the stored login while a different connector disconnects', async () => {
    app = await setupAppKit({ wallet: false, options: { frameUrl: 'http://127.0.0.1:9/frame/' } });
    const { chains } = app.controllers;
    chains.patchAccount({
      namespace: 'eip155',
      patch: { status: 'connected', address: '0x0000000000000000000000000000000000000001', connectorId: 'injected' },
    });
    const storage = createStorage();
    storage.set('emailLoginUsed', true);
    chains.resetAccount('eip155');
    expect(storage.get('emailLoginUsed')).to.equal(true);
  });
});
