import { expect } from '@open-wc/testing';
import { map } from 'nanostores';
import { RouterController } from '../../../src/core/controllers/router-controller.js';
import type { RouterState } from '../../../src/core/stores/router-store.js';

function setupRouter({ connected = false } = {}) {
  const store = map<RouterState>({ history: [{ view: 'Connect', params: undefined }] });
  let closed = 0;
  const router = new RouterController({ store, isConnected: () => connected, onLastViewPopped: () => closed++ });
  return { store, router, closedCount: () => closed };
}

describe('RouterController', () => {
  it('pushes a view and pops it back', () => {
    const { store, router } = setupRouter();
    router.push({ view: 'ConnectingExternal', params: { connectorId: 'a' } });
    expect(store.get().history.map((entry) => entry.view)).to.deep.equal(['Connect', 'ConnectingExternal']);
    router.goBack();
    expect(store.get().history.map((entry) => entry.view)).to.deep.equal(['Connect']);
  });

  it('does nothing when pushing the view already on screen', () => {
    const { store, router } = setupRouter();
    router.push({ view: 'Connect', params: undefined });
    expect(store.get().history).to.have.length(1);
  });

  it('closes the modal when going back from the last view', () => {
    const { store, router, closedCount } = setupRouter();
    router.goBack();
    expect(closedCount()).to.equal(1);
    expect(store.get().history).to.have.length(1);
  });

  it('shows Account when going back from Connect while connected', () => {
    const { store, router, closedCount } = setupRouter({ connected: true });
    router.goBack();
    expect(closedCount()).to.equal(0);
    expect(store.get().history.map((entry) => entry.view)).to.deep.equal(['Account']);
  });

  it('shows Account instead of a revealed Connect while connected', () => {
    const { store, router } = setupRouter({ connected: true });
    router.push({ view: 'ConnectingExternal', params: { connectorId: 'a' } });
    router.goBack();
    expect(store.get().history.map((entry) => entry.view)).to.deep.equal(['Account']);
  });

  it('replaces and resets', () => {
    const { store, router } = setupRouter();
    router.push({ view: 'ConnectingExternal', params: { connectorId: 'a' } });
    router.replace({ view: 'Account', params: undefined });
    expect(store.get().history.map((entry) => entry.view)).to.deep.equal(['Connect', 'Account']);
    router.reset({ view: 'Connect', params: undefined });
    expect(store.get().history.map((entry) => entry.view)).to.deep.equal(['Connect']);
  });
});
