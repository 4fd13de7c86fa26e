// RegisterAccountName with a stand-in names controller: only the cases the real controller and
// server cannot produce on demand. Everything else runs against the dev stack's server in
// w3m-register-account-name-view.chain.test.ts.
// - A registration still pending while the embedded wallet's approval screen replaces the view and
//   then goes back: the EVM test wallet answers a signature at once, and the embedded wallet (whose
//   approval takes the view's place) is not available in chain tests (test/e2e/names.e2e.test.ts
//   drives its real approval, but cannot order the approval's end against the answer).
// - Suggestions that fail once and then succeed on Try again: the reference server fails for good
//   (an unknown project, in the chain file) or not at all.
import { expect } from '@open-wc/testing';
import type { NamesController } from '../../src/core/controllers/names-controller.js';
import { NamesError } from '../../src/core/errors/names-error.js';
import { namesEn } from '../../src/core/messages/names-en.js';
import { DEFAULT_NAME_ZONE, type NameRecord } from '../../src/core/protocol/names-api.js';
import { $route } from '../../src/core/stores/router-store.js';
import type { WuiButton } from '../../src/ui/wui-button.js';
import {
  queryDeep,
  requestAppControllers,
  setupAppKit,
  waitUntil,
  type AppKitFixture,
} from '../helpers/setup-app-kit.js';

const WALLET_ID = 'dev.openmodal.testwallet';
const ZONE = DEFAULT_NAME_ZONE;

/** Stands in for the names controller: every label is free; a registration is settled by the test. */
function standInNames() {
  let settle: { resolve: (record: NameRecord) => void; reject: (error: unknown) => void } | undefined;
  const standIn = {
    suggestionCalls: [] as string[],
    registerCalls: [] as string[],
    /** When set, the next getSuggestions call fails with it. */
    failNextSuggestions: undefined as unknown,
    resolveRegister: (name: string) =>
      settle?.resolve({ name, registered_at: '', updated_at: '', addresses: {}, attributes: {} }),
    rejectRegister: (error: unknown) => settle?.reject(error),
    controller: {
      zone: ZONE,
      getSuggestions: async ({ label }: { label: string }) => {
        standIn.suggestionCalls.push(label);
        const failure = standIn.failNextSuggestions;
        standIn.failNextSuggestions = undefined;
        if (failure) throw failure;
        return [{ name: `${label}.${ZONE}`, registered: false }];
      },
      register: ({ label }: { label: string }) => {
        standIn.registerCalls.push(label);
        return new Promise<NameRecord>((resolve, reject) => (settle = { resolve, reject }));
      },
    } as unknown as NamesController,
  };
  return standIn;
}

interface Setup {
  fixture: AppKitFixture;
  names: ReturnType<typeof standInNames>;
  root: ShadowRoot;
}

/** A connected account with the stand-in as name service, on RegisterAccountName over Account. */
async function openRegisterName(): Promise<Setup> {
  const fixture = await setupAppKit();
  try {
    const names = standInNames();
    // As setup-names does with the real controller.
    fixture.controllers.names = { load: async () => names.controller };
    await requestAppControllers().connection.connect({ connectorId: WALLET_ID });
    await fixture.appKit.open({ view: 'Account' });
    const root = fixture.modal.shadowRoot!;
    await waitUntil(() => expect(queryDeep('account-view', root)).to.exist);
    fixture.controllers.router.push({ view: 'RegisterAccountName', params: undefined });
    await waitUntil(() => expect(queryDeep('register-name-input', root), `on ${$route.get()?.view}`).to.exist);
    return { fixture, names, root };
  } catch (error) {
    fixture.teardown();
    throw error;
  }
}

function input(root: ShadowRoot): HTMLInputElement {
  const found = queryDeep<HTMLInputElement>('register-name-input', root);
  if (!found) throw new Error('RegisterAccountName is not on screen');
  return found;
}

function type(root: ShadowRoot, value: string) {
  const field = input(root);
  field.value = value;
  field.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
}

const submit = (root: ShadowRoot) => queryDeep<WuiButton>('register-name-submit', root)!;
const text = (root: ShadowRoot, testId: string) => queryDeep(testId, root)?.textContent?.trim();

/** Types a free name, presses Register, and replaces the view with the approval screen, as setup-embedded-wallet does. */
async function registerThroughApproval({ root, names, fixture }: Setup) {
  type(root, 'bobby');
  await waitUntil(() => expect(submit(root).disabled).to.equal(false));
  submit(root).click();
  await waitUntil(() => expect(names.registerCalls).to.deep.equal(['bobby']));
  await waitUntil(() => expect(submit(root).loading).to.equal(true));
  expect(text(root, 'register-name-submit')).to.equal(namesEn.registering);
  fixture.controllers.router.push({ view: 'ApproveTransaction', params: undefined });
  await waitUntil(() => expect(queryDeep('register-name-view', root) === undefined, 'the view left').to.equal(true));
}

describe('<w3m-register-account-name-view> (stand-in names controller)', () => {
  let setup: Setup | undefined;
  afterEach(() => {
    setup?.fixture.teardown();
    setup = undefined;
  });

  it('comes back from the embedded wallet approval with the name and the cancel error (SPEC §4)', async () => {
    setup = await openRegisterName();
    const { root, names, fixture } = setup;
    await registerThroughApproval(setup);
    fixture.controllers.router.goBack();
    names.rejectRegister(new NamesError({ message: namesEn.registerError(`bobby.${ZONE}`), kind: 'cancelled' }));
    await waitUntil(() => expect(text(root, 'register-name-error')).to.equal(namesEn.registerError(`bobby.${ZONE}`)));
    expect(input(root).value).to.equal('bobby');
    expect(submit(root).loading).to.equal(false);
    expect($route.get()?.view).to.equal('RegisterAccountName');
  });

  it('reaches the success view when the approval ends before the registration does', async () => {
    setup = await openRegisterName();
    const { root, names, fixture } = setup;
    await registerThroughApproval(setup);
    fixture.controllers.router.goBack();
    await waitUntil(() => expect(submit(root)?.loading).to.equal(true));
    expect(input(root).value).to.equal('bobby');
    names.resolveRegister(`bobby.${ZONE}`);
    await waitUntil(() => expect(text(root, 'register-name-success')).to.equal(`bobby.${ZONE} is yours`));
    fixture.controllers.router.goBack();
    await waitUntil(() => expect($route.get()?.view).to.equal('Account'));
  });

  it('says when suggestions fail and asks again on Try again', async () => {
    setup = await openRegisterName();
    const { root, names } = setup;
    names.failNextSuggestions = new NamesError({ message: namesEn.suggestionsError });
    type(root, 'bobby');
    await waitUntil(() => expect(text(root, 'register-name-error')).to.equal(namesEn.suggestionsError));
    expect(submit(root).disabled).to.equal(true);
    queryDeep('register-name-retry', root)!.click();
    await waitUntil(() => expect(text(root, 'register-name-status')).to.equal('Available'));
    expect(names.suggestionCalls).to.deep.equal(['bobby', 'bobby']);
  });
});
