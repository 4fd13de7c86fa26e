import { expect } from '@open-wc/testing';
import { map } from 'nanostores';
import { AlertController } from '../../../src/core/controllers/alert-controller.js';
import type { AlertState } from '../../../src/core/stores/alert-store.js';
import { ALERT_REOPEN_DELAY_MS } from '../../../src/core/constants.js';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('AlertController', () => {
  it('closes an open banner and reopens with the new message after 150 ms', async () => {
    const store = map<AlertState>({ open: false, message: '', variant: 'info' });
    const alerts = new AlertController({ store });
    alerts.open({ message: 'first', variant: 'error' });
    expect(store.get()).to.deep.equal({ open: true, message: 'first', variant: 'error' });
    alerts.open({ message: 'second', variant: 'info' });
    expect(store.get().open).to.equal(false);
    await wait(ALERT_REOPEN_DELAY_MS - 50);
    expect(store.get().open).to.equal(false);
    await wait(100);
    expect(store.get()).to.deep.equal({ open: true, message: 'second', variant: 'info' });
    alerts.close();
  });

  it('auto-closes success banners but keeps errors open', async () => {
    const successAutoCloseMs = 100;
    const store = map<AlertState>({ open: false, message: '', variant: 'info' });
    const alerts = new AlertController({ store, successAutoCloseMs });
    alerts.open({ message: 'saved', variant: 'success' });
    await wait(successAutoCloseMs + 50);
    expect(store.get().open).to.equal(false);
    alerts.open({ message: 'broken', variant: 'error' });
    await wait(successAutoCloseMs + 50);
    expect(store.get().open).to.equal(true);
    alerts.close();
  });
});
