// RegisterAccountName and RegisterAccountNameSuccess against the dev stack's reference server
// (web-test-runner.chain.config.mjs): the real names controller, the server's real answers and
// refusals, and the EVM test wallet with a fresh key per test signing (or declining) for real.
// Names stay on the server: this file makes 5 registration attempts (the dev stack allows 200 an
// hour per IP). What only a stand-in can do (a registration held pending across the embedded
// wallet's approval screen, a failure that goes away) is in w3m-register-account-name-view.test.ts.
import { expect } from '@open-wc/testing';
import { namesEn } from '../../src/core/messages/names-en.js';
import {
  PROFILE_ACCOUNT_PATH,
  PROFILE_SUGGESTIONS_PATH,
  type NameRecord,
  type NameSuggestionsAnswer,
} from '../../src/core/protocol/names-api.js';
import { $route } from '../../src/core/stores/router-store.js';
import type { WuiButton } from '../../src/ui/wui-button.js';
import { freshAccount, registerOnServer, zone } from '../core/controllers/names-controller-setup.js';
import { devApi } from '../helpers/dev-server.js';
import { freshViewLabel, isShown, openNamesApp, suggestionRequests, type NamesApp } from '../helpers/names-app.js';
import { rejection } from '../helpers/rejection.js';
import { queryDeep, waitUntil } from '../helpers/setup-app-kit.js';

/** The server's reason for a name registered in the meantime (server/names/names-routes.ts). */
const NAME_TAKEN_REASON = 'This name is already registered';

/** A connected wallet with nameRegistration 'any', on RegisterAccountName opened from Account's "Choose name". */
async function openRegisterName(): Promise<NamesApp> {
  const app = await openNamesApp({ options: { features: { nameRegistration: 'any' } } });
  try {
    await waitUntil(() => expect(queryDeep('account-choose-name', app.root)).to.exist);
    queryDeep('account-choose-name', app.root)!.click();
    await waitUntil(() => expect(queryDeep('register-name-input', app.root), `on ${$route.get()?.view}`).to.exist);
    return app;
  } catch (error) {
    app.teardown();
    throw error;
  }
}

function input(root: ShadowRoot): HTMLInputElement {
  const found = queryDeep<HTMLInputElement>('register-name-input', root);
  if (!found) throw new Error('RegisterAccountName is not on screen');
  return found;
}

/** Types as a visitor does: the value changes, then an input event. */
function type(root: ShadowRoot, value: string) {
  const field = input(root);
  field.value = value;
  field.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
}

const submit = (root: ShadowRoot) => queryDeep<WuiButton>('register-name-submit', root)!;
const text = (root: ShadowRoot, testId: string) => queryDeep(testId, root)?.textContent?.trim();
const personalSigns = (app: NamesApp) => app.wallet.requests.filter((request) => request.method === 'personal_sign');

/** Types a free label and waits until Register is offered. */
async function typeFreeLabel(root: ShadowRoot): Promise<string> {
  const label = freshViewLabel();
  type(root, label);
  await waitUntil(() => expect(text(root, 'register-name-status')).to.equal('Available'));
  await waitUntil(() => expect(submit(root).disabled).to.equal(false));
  return label;
}

/** The server's record of a name, or undefined when it has none. */
async function recordOnServer(name: string): Promise<NameRecord | undefined> {
  try {
    return await devApi().get<NameRecord>({ path: `${PROFILE_ACCOUNT_PATH}/${name}` });
  } catch (error) {
    if ((error as { status?: number }).status === 404) return undefined;
    throw error;
  }
}

describe('<w3m-register-account-name-view> (against the dev server)', () => {
  let app: NamesApp | undefined;
  afterEach(() => {
    app?.teardown();
    app = undefined;
  });

  it('labels the field, shows the zone, and shows SPEC §5 rule for "ali" without asking the service', async () => {
    app = await openRegisterName();
    const { root } = app;
    const field = input(root);
    expect((field.getRootNode() as ShadowRoot).querySelector(`label[for="${field.id}"]`)?.textContent).to.equal('Name');
    await waitUntil(() => expect(text(root, 'register-name-zone')).to.equal(`.${zone()}`));
    await waitUntil(() => expect(field.matches(':focus'), 'the field is focused').to.equal(true));
    type(root, 'ali');
    await waitUntil(() => expect(text(root, 'register-name-rule')).to.equal(namesEn.nameRule));
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    const status = (field.getRootNode() as ShadowRoot).getElementById(field.getAttribute('aria-describedby')!);
    expect(status?.textContent).to.contain(namesEn.nameRule);
    expect(submit(root).disabled).to.equal(true);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(suggestionRequests()).to.deep.equal([]);
  });

  it('asks once typing pauses, shows "Available" and enables Register for a free name', async () => {
    app = await openRegisterName();
    const { root } = app;
    const label = freshViewLabel();
    type(root, label.slice(0, -1));
    type(root, label);
    await waitUntil(() => expect(text(root, 'register-name-status')).to.equal('Available'));
    expect(suggestionRequests(), 'the pause before asking drops the first keystroke').to.deep.equal([label]);
    expect(isShown(root, 'register-name-rule')).to.equal(false);
    await waitUntil(() => expect(submit(root).disabled).to.equal(false));
  });

  it("shows a taken name as registered with the server's free suggestions, which fill the field when picked", async () => {
    app = await openRegisterName();
    const { root } = app;
    const label = freshViewLabel();
    await registerOnServer({ label, account: freshAccount() });
    type(root, label);
    await waitUntil(() => expect(text(root, 'register-name-status')).to.equal('Registered'));
    expect(submit(root).disabled).to.equal(true);
    // The server's answer, read independently of the controller: the asked name first, then free variants.
    const { suggestions: answer } = await devApi().get<NameSuggestionsAnswer>({
      path: `${PROFILE_SUGGESTIONS_PATH}/${label}`,
      params: { zone: zone() },
    });
    expect(answer[0]).to.deep.equal({ name: `${label}.${zone()}`, registered: true });
    expect(answer.length, 'the server suggests free variants').to.be.greaterThan(1);
    const suggestions = [
      ...(queryDeep('register-name-suggestion', root)!.getRootNode() as ShadowRoot).querySelectorAll<HTMLElement>(
        '[data-testid="register-name-suggestion"]',
      ),
    ];
    expect(suggestions.map((item) => item.dataset.name)).to.deep.equal(answer.slice(1).map(({ name }) => name));
    expect(suggestions[0]!.localName, 'a free suggestion is a button').to.equal('button');
    expect(suggestions[0]!.textContent).to.contain('Available');
    const picked = answer[1]!.name;
    suggestions[0]!.click();
    await waitUntil(() => expect(input(root).value).to.equal(picked.slice(0, -`.${zone()}`.length)));
    await waitUntil(() => expect(text(root, 'register-name-status')).to.equal('Available'));
    expect(submit(root).disabled).to.equal(false);
  });

  it("registers on Enter with the wallet's signature, shows the success view, and Account shows the name", async () => {
    app = await openRegisterName();
    const { root, account } = app;
    const label = await typeFreeLabel(root);
    const name = `${label}.${zone()}`;
    input(root).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await waitUntil(() => expect($route.get()?.view).to.equal('RegisterAccountNameSuccess'), { timeoutMs: 8000 });
    await waitUntil(() => expect(text(root, 'register-name-success')).to.equal(`${name} is yours`));
    expect(personalSigns(app), 'the wallet signed once').to.have.length(1);
    const record = await recordOnServer(name);
    expect(Object.values(record?.addresses ?? {}).map(({ address }) => address.toLowerCase())).to.deep.equal([
      account.address.toLowerCase(),
    ]);
    queryDeep('register-name-success-back', root)!.click();
    await waitUntil(() => expect($route.get()?.view).to.equal('Account'));
    await waitUntil(() => expect(text(root, 'account-profile-name')).to.equal(name));
    expect(isShown(root, 'account-choose-name'), 'an account with a name has nothing to choose').to.equal(false);
  });

  it('comes back with the name and the error when the wallet declines to sign; Register works again', async () => {
    app = await openRegisterName();
    const { root, wallet } = app;
    const label = await typeFreeLabel(root);
    const name = `${label}.${zone()}`;
    wallet.setMode('reject');
    submit(root).click();
    await waitUntil(() => expect(text(root, 'register-name-error')).to.equal(namesEn.registerError(name)));
    expect(personalSigns(app), 'the wallet was asked').to.have.length(1);
    expect(input(root).value).to.equal(label);
    expect($route.get()?.view).to.equal('RegisterAccountName');
    expect(submit(root).loading).to.equal(false);
    expect(submit(root).disabled, 'the visitor may try again').to.equal(false);
    expect(await recordOnServer(name), 'nothing reached the server').to.equal(undefined);
    // Typing again clears the error.
    type(root, `${label}x`);
    await waitUntil(() => expect(isShown(root, 'register-name-error')).to.equal(false));
  });

  it("shows the server's reason when the name was taken between the check and Register", async () => {
    app = await openRegisterName();
    const { root } = app;
    const label = await typeFreeLabel(root);
    // Another visitor registers it first.
    await registerOnServer({ label, account: freshAccount() });
    submit(root).click();
    await waitUntil(() => expect(text(root, 'register-name-error')).to.equal(NAME_TAKEN_REASON), { timeoutMs: 8000 });
    expect(personalSigns(app)).to.have.length(1);
    expect(input(root).value).to.equal(label);
    expect($route.get()?.view).to.equal('RegisterAccountName');
    expect(submit(root).loading).to.equal(false);
    expect(isShown(root, 'account-profile-name')).to.equal(false);
  });
});

describe('<w3m-register-account-name-view> with a project the server refuses', () => {
  let app: NamesApp | undefined;
  afterEach(() => {
    app?.teardown();
    app = undefined;
  });

  it('says the suggestions failed and asks again on Try again', async () => {
    app = await openNamesApp({ options: { projectId: 'unknown-project', features: { nameRegistration: 'any' } } });
    const { root } = app;
    app.fixture.controllers.router.push({ view: 'RegisterAccountName', params: undefined });
    await waitUntil(() => expect(queryDeep('register-name-input', root)).to.exist);
    const label = freshViewLabel();
    type(root, label);
    await waitUntil(() => expect(text(root, 'register-name-error')).to.equal(namesEn.suggestionsError));
    expect(submit(root).disabled).to.equal(true);
    // The refusal is the server's: the same request straight to it is refused too.
    const refused = await rejection(
      devApi({ projectId: 'unknown-project' }).get({ path: `${PROFILE_SUGGESTIONS_PATH}/${label}` }),
    );
    expect((refused as { status?: number }).status).to.be.within(400, 499);
    queryDeep('register-name-retry', root)!.click();
    await waitUntil(() => expect(suggestionRequests()).to.deep.equal([label, label]));
    await waitUntil(() => expect(text(root, 'register-name-error')).to.equal(namesEn.suggestionsError));
  });
});
