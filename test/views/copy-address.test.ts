import { expect } from '@open-wc/testing';
import { copyAddress } from '../../src/views/copy-address.js';
import { $toast } from '../../src/core/stores/toast-store.js';
import { setupAppKit, type AppKitFixture } from '../helpers/setup-app-kit.js';

describe('copyAddress (the browser clipboard replaced by a recording fake)', () => {
  let fixture: AppKitFixture | undefined;
  afterEach(() => {
    fixture?.teardown();
    fixture = undefined;
  });

  it('copies and confirms in a toast, or says the browser refused', async () => {
    fixture = await setupAppKit({ wallet: false });
    const original = navigator.clipboard.writeText;
    const written: string[] = [];
    try {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        configurable: true,
        value: async (value: string) => {
          written.push(value);
        },
      });
      await copyAddress({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', toast: fixture.controllers.toast });
      expect(written).to.deep.equal(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8']);
      expect($toast.get()).to.include({ open: true, message: 'Address copied', variant: 'success' });
      Object.defineProperty(navigator.clipboard, 'writeText', {
        configurable: true,
        value: async () => {
          throw new DOMException('denied', 'NotAllowedError');
        },
      });
      await copyAddress({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', toast: fixture.controllers.toast });
      expect($toast.get()).to.include({ open: true, message: 'Could not copy the address', variant: 'error' });
    } finally {
      Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: original });
    }
  });
});
