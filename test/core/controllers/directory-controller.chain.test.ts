import { expect } from '@open-wc/testing';
import { map } from 'nanostores';
import {
  DirectoryController,
  type DirectoryControllerParameters,
} from '../../../src/core/controllers/directory-controller.js';
import { INITIAL_DIRECTORY_STATE, type DirectoryState } from '../../../src/core/stores/directory-store.js';
import { HttpError } from '../../../src/core/errors/internal-errors.js';
import { isSafeImageUrl } from '../../../src/core/utils/is-safe-image-url.js';
import { waitUntil } from '../../helpers/setup-app-kit.js';
import { METAMASK_ID, TRUST_ID, devApi } from '../../helpers/dev-server.js';

describe('DirectoryController (against the dev server)', () => {
  let directory: DirectoryController | undefined;
  const create = (parameters: Partial<DirectoryControllerParameters> = {}) => {
    const store = map<DirectoryState>({ ...INITIAL_DIRECTORY_STATE });
    directory = new DirectoryController({
      store,
      api: devApi(),
      getChains: () => ['eip155:31337'],
      retryBaseDelayMs: 5,
      ...parameters,
    });
    return { store, directory };
  };
  afterEach(() => {
    directory?.destroy();
    directory = undefined;
  });

  it('recommends the top 4 and features none when the dapp names none, with their icons as blob URLs', async () => {
    const { store, directory } = create();
    await directory.loadLists();
    const { featured, recommended, listsStatus, count, images } = store.get();
    expect(featured).to.deep.equal([]);
    expect(recommended.map((wallet) => wallet.name)).to.deep.equal([
      'MetaMask',
      'Trust Wallet',
      'OKX Wallet',
      'Bitget Wallet',
    ]);
    expect(listsStatus).to.equal('success');
    expect(count).to.be.greaterThan(300);
    for (const wallet of recommended) {
      expect(images[wallet.image_id!]).to.match(/^blob:/);
      expect(isSafeImageUrl(images[wallet.image_id!])).to.equal(true);
    }
  });

  it('puts featuredWalletIds first in their order, recommends the next 4, and resolves excluded wallets', async () => {
    const { store, directory } = create({
      featuredWalletIds: [TRUST_ID, METAMASK_ID],
      excludeWalletIds: ['0b415a746fb9ee99cce155c2ceca0c6f6061b1dbca2d722b3ba16381d0562150'],
    });
    await directory.loadLists();
    const { featured, recommended, excluded } = store.get();
    expect(featured.map((wallet) => wallet.id)).to.deep.equal([TRUST_ID, METAMASK_ID]);
    // Registry ranks 3–6 (server/data/wallets.json); the featured ids are not recommended again.
    expect(recommended.map((wallet) => wallet.name)).to.deep.equal([
      'OKX Wallet',
      'Bitget Wallet',
      'Binance Web3 Wallet',
      'Uniswap Wallet',
    ]);
    expect(excluded.map((wallet) => wallet.name)).to.deep.equal(['SafePal']);
  });

  it('never lists an excluded wallet', async () => {
    const safePal = '0b415a746fb9ee99cce155c2ceca0c6f6061b1dbca2d722b3ba16381d0562150';
    const { store, directory } = create({ excludeWalletIds: [safePal] });
    await directory.loadLists();
    await directory.loadNextPage();
    await directory.search({ query: 'safe' });
    const { featured, recommended, wallets, searchResults } = store.get();
    expect(wallets).to.have.length(40);
    expect(searchResults.length).to.be.greaterThan(0);
    expect(
      [...featured, ...recommended, ...wallets, ...searchResults].some((wallet) => wallet.id === safePal),
    ).to.equal(false);
  });

  it('pages through 40 at a time with the first 20 icons ready, and stops at the end', async () => {
    const { store, directory } = create();
    await directory.loadNextPage();
    let state = store.get();
    expect([state.page, state.wallets.length, state.pagedStatus]).to.deep.equal([1, 40, 'success']);
    for (const wallet of state.wallets.slice(0, 20))
      expect(state.images[wallet.image_id!], wallet.name).to.match(/^blob:/);
    await directory.loadNextPage();
    state = store.get();
    expect([state.page, state.wallets.length]).to.deep.equal([2, 80]);
    expect(new Set(state.wallets.map((wallet) => wallet.id)).size).to.equal(80);
    while (directory.hasMore) await directory.loadNextPage();
    state = store.get();
    expect(state.wallets.length).to.equal(state.count);
    await waitUntil(() => expect(Object.keys(store.get().images).length).to.be.greaterThan(state.count - 1), {
      timeoutMs: 10_000,
    });
  });

  it('searches 300 ms after the last keystroke, prefix matches first, and clears with an empty query', async () => {
    const { store, directory } = create();
    directory.setSearchQuery({ query: 'tr' });
    directory.setSearchQuery({ query: 'trust' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(store.get().searchResults).to.deep.equal([]);
    expect(store.get().searchStatus).to.equal('pending');
    await waitUntil(() => expect(store.get().searchStatus).to.equal('success'), { timeoutMs: 2000 });
    const { searchResults, searchedQuery } = store.get();
    expect(searchedQuery).to.equal('trust');
    expect(searchResults[0]?.name).to.equal('Trust Wallet');
    expect(searchResults.every((wallet) => wallet.name.toLowerCase().includes('trust'))).to.equal(true);
    directory.setSearchQuery({ query: '  ' });
    expect([store.get().searchResults.length, store.get().searchStatus]).to.deep.equal([0, 'idle']);
  });

  it('does not retry an unknown project, and gives up on an unreachable server after 3 retries', async () => {
    const unknown = create({ api: devApi({ projectId: 'no-such-project' }) });
    const error = await unknown.directory.loadLists().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect((error as HttpError).code).to.equal('INVALID_PROJECT_ID');
    expect(unknown.store.get().listsStatus).to.equal('error');
    unknown.directory.destroy();

    let attempts = 0;
    const down = create({ api: devApi({ baseUrl: 'http://127.0.0.1:9' }), onError: () => attempts++ });
    const started = Date.now();
    const downError = await down.directory.loadLists().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(downError).to.be.instanceOf(TypeError);
    expect(Date.now() - started).to.be.at.least(5 + 10 + 20);
    expect(down.store.get().listsStatus).to.equal('error');
  });

  it('falls back to the initials when an icon does not arrive in time or does not exist', async () => {
    const { store, directory } = create({ imageTimeoutMs: 0 });
    expect(await directory.loadImage({ imageId: METAMASK_ID })).to.equal('');
    const second = create();
    expect(await second.directory.loadImage({ imageId: 'no-such-wallet' })).to.equal('');
    expect(second.store.get().images['no-such-wallet']).to.equal('');
    expect(store.get().images[METAMASK_ID]).to.equal('');
    second.directory.destroy();
  });
});
