import { expect } from '@open-wc/testing';
import { $route } from '../../src/core/stores/router-store.js';
import { $modal } from '../../src/core/stores/modal-store.js';
import { OFFLINE_NETWORKS, queryDeep, setupAppKit, waitUntil, type AppKitFixture } from '../helpers/setup-app-kit.js';

const networkItem = (fixture: AppKitFixture, caipNetworkId: string) =>
  queryDeep<HTMLElement & { tagLabel: string; disabled: boolean; imageSrc: string }>(
    `network-${caipNetworkId}`,
    fixture.modal.shadowRoot!,
  );

describe('<w3m-networks-view>', () => {
  let fixture: AppKitFixture | undefined;
  afterEach(() => {
    fixture?.teardown();
    fixture = undefined;
  });

  it('lists the requested networks with the current one marked', async () => {
    fixture = await setupAppKit({ wallet: false });
    await fixture.appKit.open({ view: 'Networks' });
    await waitUntil(() => expect(networkItem(fixture!, 'eip155:31338')).to.exist);
    const current = networkItem(fixture, 'eip155:31337')!;
    expect(current.getAttribute('aria-current')).to.equal('true');
    expect(current.tagLabel).to.equal('Current network');
    expect(networkItem(fixture, 'eip155:31338')!.getAttribute('aria-current')).to.equal('false');
  });

  it('filters by name as the visitor types, and says when nothing matches', async () => {
    fixture = await setupAppKit({ wallet: false });
    await fixture.appKit.open({ view: 'Networks' });
    await waitUntil(() => expect(queryDeep('networks-search', fixture!.modal.shadowRoot!)).to.exist);
    const search = queryDeep<HTMLInputElement>('networks-search', fixture.modal.shadowRoot!)!;
    search.value = 'chain b';
    search.dispatchEvent(new Event('input'));
    await waitUntil(() => expect(networkItem(fixture!, 'eip155:31337')).to.equal(undefined));
    expect(networkItem(fixture, 'eip155:31338')).to.exist;
    search.value = 'polygon';
    search.dispatchEvent(new Event('input'));
    await waitUntil(() =>
      expect(queryDeep('networks-empty', fixture!.modal.shadowRoot!)?.textContent).to.equal('No network found'),
    );
  });

  it('switches on click and, opened on its own, closes afterwards', async () => {
    fixture = await setupAppKit({ wallet: false });
    await fixture.appKit.open({ view: 'Networks' });
    await waitUntil(() => expect(networkItem(fixture!, 'eip155:31338')).to.exist);
    networkItem(fixture, 'eip155:31338')!.click();
    await waitUntil(() => expect(fixture!.appKit.getCaipNetwork()?.id).to.equal(OFFLINE_NETWORKS[1].id));
    expect($modal.get().open).to.equal(false);
  });

  it('with enableNetworkSwitch false only shows the networks', async () => {
    fixture = await setupAppKit({ wallet: false, options: { enableNetworkSwitch: false } });
    await fixture.appKit.open({ view: 'Networks' });
    await waitUntil(() => expect(networkItem(fixture!, 'eip155:31338')).to.exist);
    expect(networkItem(fixture, 'eip155:31338')!.disabled).to.equal(true);
    expect($route.get()?.view).to.equal('Networks');
  });

  it("shows the server's asset image for a network without imageUrl and the dapp's own for one with it", async () => {
    const ownImage = 'https://dapp.example/localchain-b.png';
    const networks = [OFFLINE_NETWORKS[0], { ...OFFLINE_NETWORKS[1], assets: { imageUrl: ownImage } }] as const;
    fixture = await setupAppKit({ wallet: false, options: { networks, apiUrl: 'http://127.0.0.1:9' } });
    await fixture.appKit.open({ view: 'Networks' });
    await waitUntil(() => expect(networkItem(fixture!, 'eip155:31338')).to.exist);
    const served = new URL(networkItem(fixture, 'eip155:31337')!.imageSrc);
    expect(`${served.origin}${decodeURIComponent(served.pathname)}`).to.equal(
      'http://127.0.0.1:9/public/getAssetImage/eip155:31337',
    );
    expect(served.searchParams.get('projectId')).to.equal('test-project');
    expect(served.searchParams.get('st')).to.equal('appkit');
    expect(served.searchParams.get('sv')).to.match(/^\d+\.\d+\.\d+/);
    expect(networkItem(fixture, 'eip155:31338')!.imageSrc).to.equal(ownImage);
  });

  it('shows no image (initials) for a network without imageUrl when the app has no apiUrl', async () => {
    fixture = await setupAppKit({ wallet: false });
    await fixture.appKit.open({ view: 'Networks' });
    await waitUntil(() => expect(networkItem(fixture!, 'eip155:31337')).to.exist);
    expect(networkItem(fixture, 'eip155:31337')!.imageSrc).to.equal('');
  });
});
