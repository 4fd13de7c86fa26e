import { expect } from '@open-wc/testing';
import type { NamesAccess } from '../../src/core/app-context.js';
import { NamesError } from '../../src/core/errors/names-error.js';
import { namesEn } from '../../src/core/messages/names-en.js';
import { $network } from '../../src/core/stores/chain-store.js';
import { $send } from '../../src/core/stores/send-store.js';
import type { NameResolver, NameResolverAccess } from '../../src/core/types/names.js';
import type { Network } from '../../src/core/types/network.js';
import {
  OFFLINE_NETWORKS,
  queryDeep,
  setupAppKit,
  waitUntil,
  requestAppControllers,
  type AppKitFixture,
} from '../helpers/setup-app-kit.js';

const WALLET_ID = 'dev.openmodal.testwallet';
const ALICE_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const TYPED_ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const ALICE_AVATAR = 'https://names.example/v1/profile/avatar/alice.reown.id?projectId=test-project';

interface PendingResolution {
  name: string;
  network: Network;
  answer(result: { address: string; avatar?: string }): void;
  fail(error: Error): void;
}

/** A names controller whose answers the test gives, one pending resolution per call. */
function createHeldResolver(): { access: NameResolverAccess; pending: PendingResolution[] } {
  const pending: PendingResolution[] = [];
  const resolver: NameResolver = {
    resolveName: ({ name, network }) =>
      new Promise((resolve, reject) => pending.push({ name, network, answer: resolve, fail: reject })),
  };
  return { access: { load: async () => resolver }, pending };
}

/** The real app, connected with the EVM test wallet, on WalletSend with 10 ETH to send and 0.5 typed. */
async function openSend({
  names,
}: {
  names?: NameResolverAccess;
}): Promise<{ fixture: AppKitFixture; root: ShadowRoot }> {
  const fixture = await setupAppKit();
  const app = requestAppControllers();
  // A hand-written resolver stands in for the names chunk (the NamesController has its own tests).
  if (names) app.names = names as NamesAccess;
  await app.connection.connect({ connectorId: WALLET_ID });
  await fixture.appKit.open({ view: 'Account' });
  // The offline chain reports no balance: the token is given, as the token step would.
  app.send.update({ token: { symbol: 'ETH', quantity: { decimals: '18', numeric: '10' } } });
  app.router.push({ view: 'WalletSend', params: undefined });
  const root = fixture.modal.shadowRoot!;
  await waitUntil(() => expect(queryDeep('send-receiver', root)).to.exist);
  if ($network.get()?.caipNetworkId !== 'eip155:31337') throw new Error('openSend: expected Localchain A to be active');
  type({ root, testId: 'send-amount', value: '0.5' });
  return { fixture, root };
}

function type({ root, testId, value }: { root: ShadowRoot; testId: string; value: string }): void {
  const input = queryDeep<HTMLInputElement>(testId, root);
  if (!input) throw new Error(`type: no [data-testid="${testId}"]`);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

const previewDisabled = (root: ShadowRoot) =>
  queryDeep<HTMLElement & { disabled: boolean }>('send-preview', root)!.disabled;
const text = (testId: string, root: ShadowRoot) => queryDeep(testId, root)?.textContent?.trim();

describe('<w3m-wallet-send-view> with a receiver name', () => {
  let fixture: AppKitFixture | undefined;
  afterEach(() => {
    fixture?.teardown();
    fixture = undefined;
  });

  it('resolves a name: resolving, then the address and avatar under the field, Preview on, the name on the preview', async () => {
    const { access, pending } = createHeldResolver();
    const opened = await openSend({ names: access });
    fixture = opened.fixture;
    const { root } = opened;

    type({ root, testId: 'send-receiver', value: 'alice.reown.id' });
    await waitUntil(() => expect(text('send-receiver-resolving', root)).to.equal(namesEn.resolving));
    expect(previewDisabled(root)).to.equal(true);
    expect(text('send-error', root), 'no "receiver required" while the name resolves').to.equal(undefined);
    await waitUntil(() => expect(pending).to.have.length(1));
    expect(pending[0]!.name).to.equal('alice.reown.id');
    expect(pending[0]!.network.caipNetworkId).to.equal('eip155:31337');

    pending[0]!.answer({ address: ALICE_ADDRESS, avatar: ALICE_AVATAR });
    await waitUntil(() => expect(text('send-receiver-resolved', root)).to.equal(namesEn.resolvesTo(ALICE_ADDRESS)));
    expect(queryDeep('send-receiver-resolving', root)).to.equal(undefined);
    const avatar = queryDeep('send-receiver-resolved', root)!.parentElement!.querySelector('wui-avatar')!;
    expect(avatar.address).to.equal(ALICE_ADDRESS);
    expect((avatar as unknown as { imageUrl?: string }).imageUrl).to.equal(ALICE_AVATAR);
    expect(queryDeep<HTMLInputElement>('send-receiver', root)!.value, 'the field keeps what was typed').to.equal(
      'alice.reown.id',
    );
    expect($send.get()).to.deep.include({
      receiverAddress: ALICE_ADDRESS,
      receiverProfileName: 'alice.reown.id',
      receiverProfileImageUrl: ALICE_AVATAR,
      receiverNameStatus: 'resolved',
    });
    await waitUntil(() => expect(previewDisabled(root)).to.equal(false));

    queryDeep('send-preview', root)!.click();
    await waitUntil(() => expect(queryDeep('send-preview-view', root)).to.exist);
    expect(text('send-preview-receiver-name', root)).to.equal('alice.reown.id');
    expect(queryDeep('send-preview-receiver', root)!.getAttribute('title')).to.equal(ALICE_ADDRESS);
  });

  it('an unknown name shows the error under the field, keeps the input and Preview off', async () => {
    const { access, pending } = createHeldResolver();
    const opened = await openSend({ names: access });
    fixture = opened.fixture;
    const { root } = opened;

    type({ root, testId: 'send-receiver', value: 'nobody-here.reown.id' });
    await waitUntil(() => expect(pending).to.have.length(1));
    pending[0]!.fail(new NamesError({ message: namesEn.resolveError }));
    await waitUntil(() => expect(text('send-receiver-error', root)).to.equal(namesEn.resolveError));
    expect(queryDeep('send-receiver-error', root)!.getAttribute('role')).to.equal('alert');
    expect(queryDeep<HTMLInputElement>('send-receiver', root)!.value).to.equal('nobody-here.reown.id');
    expect(queryDeep('send-receiver', root)!.getAttribute('aria-invalid')).to.equal('true');
    expect(previewDisabled(root)).to.equal(true);
    expect(text('send-error', root)).to.equal(undefined);
    expect($send.get().receiverAddress).to.equal(undefined);

    // A failure that is no NamesError (the names chunk did not load): the service is unavailable.
    type({ root, testId: 'send-receiver', value: 'vitalik.eth' });
    await waitUntil(() => expect(pending).to.have.length(2));
    pending[1]!.fail(new TypeError('Failed to fetch dynamically imported module'));
    await waitUntil(() => expect(text('send-receiver-error', root)).to.equal(namesEn.serviceUnavailable));
    expect(previewDisabled(root)).to.equal(true);
  });

  it('a newer keystroke wins: an older answer arriving late is dropped', async () => {
    const { access, pending } = createHeldResolver();
    const opened = await openSend({ names: access });
    fixture = opened.fixture;
    const { root } = opened;

    type({ root, testId: 'send-receiver', value: 'alice.reown.id' });
    await waitUntil(() => expect(pending).to.have.length(1));
    type({ root, testId: 'send-receiver', value: 'bob.reown.id' });
    await waitUntil(() => expect(pending).to.have.length(2));

    pending[0]!.answer({ address: ALICE_ADDRESS, avatar: ALICE_AVATAR });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect($send.get()).to.deep.include({ receiverInput: 'bob.reown.id', receiverNameStatus: 'resolving' });
    expect($send.get().receiverAddress).to.equal(undefined);
    expect(text('send-receiver-resolving', root)).to.equal(namesEn.resolving);

    pending[1]!.answer({ address: BOB_ADDRESS });
    await waitUntil(() => expect(text('send-receiver-resolved', root)).to.equal(namesEn.resolvesTo(BOB_ADDRESS)));
    expect($send.get()).to.deep.include({ receiverAddress: BOB_ADDRESS, receiverProfileName: 'bob.reown.id' });
    expect($send.get().receiverProfileImageUrl).to.equal(undefined);

    // An older failure arriving after a newer success does not replace it either.
    type({ root, testId: 'send-receiver', value: 'carol.reown.id' });
    await waitUntil(() => expect(pending).to.have.length(3));
    type({ root, testId: 'send-receiver', value: 'bob.reown.id' });
    await waitUntil(() => expect(pending).to.have.length(4));
    pending[3]!.answer({ address: BOB_ADDRESS });
    await waitUntil(() => expect($send.get().receiverNameStatus).to.equal('resolved'));
    pending[2]!.fail(new NamesError({ message: namesEn.resolveError }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect($send.get()).to.deep.include({ receiverAddress: BOB_ADDRESS, receiverNameStatus: 'resolved' });
    expect(queryDeep('send-receiver-error', root)).to.equal(undefined);
  });

  it('an address typed after a name clears the name, its avatar and a pending resolution', async () => {
    const { access, pending } = createHeldResolver();
    const opened = await openSend({ names: access });
    fixture = opened.fixture;
    const { root } = opened;

    type({ root, testId: 'send-receiver', value: 'alice.reown.id' });
    await waitUntil(() => expect(pending).to.have.length(1));
    pending[0]!.answer({ address: ALICE_ADDRESS, avatar: ALICE_AVATAR });
    await waitUntil(() => expect($send.get().receiverNameStatus).to.equal('resolved'));

    type({ root, testId: 'send-receiver', value: TYPED_ADDRESS });
    await waitUntil(() => expect(queryDeep('send-receiver-resolved', root)).to.equal(undefined));
    const state = $send.get();
    expect(state.receiverAddress).to.equal(TYPED_ADDRESS);
    for (const field of [
      'receiverProfileName',
      'receiverProfileImageUrl',
      'receiverInput',
      'receiverNameStatus',
    ] as const)
      expect(state[field], field).to.equal(undefined);
    expect(queryDeep<HTMLInputElement>('send-receiver', root)!.value).to.equal(TYPED_ADDRESS);
    await waitUntil(() => expect(previewDisabled(root)).to.equal(false));

    // A name still resolving when an address is typed: its late answer is dropped.
    type({ root, testId: 'send-receiver', value: 'carol.reown.id' });
    await waitUntil(() => expect(pending).to.have.length(2));
    type({ root, testId: 'send-receiver', value: TYPED_ADDRESS });
    pending[1]!.answer({ address: BOB_ADDRESS, avatar: ALICE_AVATAR });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect($send.get().receiverAddress).to.equal(TYPED_ADDRESS);
    expect($send.get().receiverProfileName).to.equal(undefined);
    queryDeep('send-preview', root)!.click();
    await waitUntil(() => expect(queryDeep('send-preview-view', root)).to.exist);
    expect(queryDeep('send-preview-receiver-name', root), 'no name on the preview of an address').to.equal(undefined);
  });

  it('a network switch empties the form and drops the pending resolution', async () => {
    const { access, pending } = createHeldResolver();
    const opened = await openSend({ names: access });
    fixture = opened.fixture;
    const { root } = opened;

    type({ root, testId: 'send-receiver', value: 'alice.reown.id' });
    await waitUntil(() => expect(pending).to.have.length(1));
    await requestAppControllers().network.switchNetwork({ network: OFFLINE_NETWORKS[1] });
    await waitUntil(() => expect($send.get().receiverInput).to.equal(undefined));
    pending[0]!.answer({ address: ALICE_ADDRESS, avatar: ALICE_AVATAR });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect($send.get().receiverAddress).to.equal(undefined);
    expect($send.get().receiverProfileName).to.equal(undefined);

    // The same name typed again on the new network: only the new network's answer counts.
    requestAppControllers().router.push({ view: 'WalletSend', params: undefined });
    await waitUntil(() => expect(queryDeep('send-receiver', root)).to.exist);
    type({ root, testId: 'send-receiver', value: 'bob.reown.id' });
    await waitUntil(() => expect(pending).to.have.length(2));
    await requestAppControllers().network.switchNetwork({ network: OFFLINE_NETWORKS[0] });
    await waitUntil(() => expect($send.get().receiverInput).to.equal(undefined));
    type({ root, testId: 'send-receiver', value: 'bob.reown.id' });
    await waitUntil(() => expect(pending).to.have.length(3));
    expect(pending[1]!.network.caipNetworkId).to.equal('eip155:31338');
    expect(pending[2]!.network.caipNetworkId).to.equal('eip155:31337');
    pending[1]!.answer({ address: ALICE_ADDRESS });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect($send.get()).to.deep.include({ receiverInput: 'bob.reown.id', receiverNameStatus: 'resolving' });
    pending[2]!.answer({ address: BOB_ADDRESS });
    await waitUntil(() => expect($send.get().receiverAddress).to.equal(BOB_ADDRESS));
  });

  it('without a names controller (no apiUrl) a name says names are unavailable and Preview stays off', async () => {
    const opened = await openSend({});
    fixture = opened.fixture;
    const { root } = opened;
    if (requestAppControllers().names) throw new Error('expected an app without a names controller (no apiUrl)');

    type({ root, testId: 'send-receiver', value: 'alice.reown.id' });
    await waitUntil(() => expect(text('send-receiver-error', root)).to.equal(namesEn.namesUnavailable));
    expect(previewDisabled(root)).to.equal(true);
    expect(queryDeep<HTMLInputElement>('send-receiver', root)!.value).to.equal('alice.reown.id');
  });
});
