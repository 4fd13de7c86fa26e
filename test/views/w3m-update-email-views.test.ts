import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createAuthConnectors } from '../../src/connectors/auth/create-auth-connectors.js';
import { EmbeddedWalletController } from '../../src/core/controllers/embedded-wallet-controller.js';
import { createStorage } from '../../src/core/storage/storage.js';
import { embeddedWalletStore } from '../../src/core/stores/embedded-wallet-store.js';
import { $route } from '../../src/core/stores/router-store.js';
import { FAKE_CODES, createFakeFrameChannel, type FakeFrameChannel } from '../helpers/fake-frame-channel.js';
import {
  queryDeep,
  setupAppKit,
  waitUntil,
  requestAppControllers,
  type AppKitFixture,
} from '../helpers/setup-app-kit.js';

// 43 characters: the Account view shows 30 (SPEC §9 "Email display truncated at 30 characters").
const CURRENT = 'ada.lovelace.countess@analytical-engine.org';
const CURRENT_SHOWN = 'ada.lovelace.countess@analy...';
const NEW = 'ada@new.example';

/**
 * The real app, signed in to the embedded wallet through the real EmbeddedWalletController and
 * a real AUTH connector (ID_AUTH), both over the FAKE frame channel (test/helpers/fake-frame-channel.ts),
 * then the Account view open.
 */
async function openEmbeddedAccount(): Promise<{ fixture: AppKitFixture; channel: FakeFrameChannel; root: ShadowRoot }> {
  const fixture = await setupAppKit({ wallet: false });
  const app = requestAppControllers();
  const channel = createFakeFrameChannel({ email: null });
  app.connectors.add(createAuthConnectors({ client: channel, initialChainIds: { eip155: 'eip155:31337' } }).eip155);
  const controller = new EmbeddedWalletController({
    store: embeddedWalletStore,
    loadClient: async () => channel,
    router: app.router,
    modal: app.modal,
    connection: app.connection,
    events: app.events,
    storage: createStorage(),
    connectorIds: () => [{ namespace: 'eip155', connectorId: 'ID_AUTH' }],
    toast: app.toast,
  });
  app.embeddedWallet = controller;
  await controller.connectEmail({ email: CURRENT });
  await controller.submitOtp({ otp: FAKE_CODES.login });
  if (fixture.appKit.getAddress() === undefined)
    throw new Error('openEmbeddedAccount: the embedded wallet did not connect');
  await fixture.appKit.open({ view: 'Account' });
  const root = fixture.modal.shadowRoot!;
  await waitUntil(() => expect(queryDeep('account-view', root)).to.exist);
  return { fixture, channel, root };
}

/** Types into the first box of the OTP view on screen, with the real keyboard. */
async function typeCode(root: ShadowRoot, code: string) {
  const otp = queryDeep('otp-sent-to', root)!.parentElement!.querySelector('wui-otp-input')!;
  otp.shadowRoot!.querySelector('input')!.focus();
  await sendKeys({ type: code });
}

describe('<w3m-account-email>, <w3m-update-email-wallet-view> and the update <w3m-email-otp-view>s', () => {
  let fixture: AppKitFixture | undefined;
  afterEach(() => {
    fixture?.teardown();
    fixture = undefined;
  });

  it('shows no email row for a wallet that is not the embedded one', async () => {
    fixture = await setupAppKit();
    await requestAppControllers().connection.connect({ connectorId: 'dev.openmodal.testwallet' });
    await fixture.appKit.open({ view: 'Account' });
    const root = fixture.modal.shadowRoot!;
    await waitUntil(() => expect(queryDeep('account-view', root)).to.exist);
    expect(queryDeep('account-update-email', root)).to.equal(undefined);
    expect(queryDeep('account-email', root)).to.equal(undefined);
  });

  it('updates the email from the Account view: both codes, then the new email in Account with a toast', async () => {
    const opened = await openEmbeddedAccount();
    fixture = opened.fixture;
    const { root, channel } = opened;
    const shown = queryDeep('account-email', root)!;
    expect(shown.textContent).to.equal(CURRENT_SHOWN);
    expect(shown.title).to.equal(CURRENT);

    queryDeep('account-update-email', root)!.click();
    await waitUntil(() => expect(queryDeep('update-email-view', root)).to.exist);
    expect(root.querySelector('h2')!.textContent).to.equal('Update email');
    const input = queryDeep<HTMLInputElement>('email-input', root)!;
    expect(input.value, 'prefilled with the current email').to.equal(CURRENT);
    const submit = queryDeep<HTMLButtonElement>('email-submit', root)!;

    // The unchanged address is refused under the field, and the frame is not asked.
    submit.click();
    await waitUntil(() =>
      expect(queryDeep('email-error', root)?.textContent).to.equal('This is already your email address'),
    );
    expect(channel.requests).not.to.include('UPDATE_EMAIL');

    input.focus();
    input.select();
    await sendKeys({ type: NEW });
    await waitUntil(() => expect(submit.disabled).to.equal(false));
    submit.click();
    await waitUntil(() => expect(queryDeep('email-update-primary-view', root)).to.exist);
    expect(root.querySelector('h2')!.textContent).to.equal('Confirm the change');
    expect(queryDeep('otp-sent-to', root)!.textContent).to.equal(
      `Enter the 6-digit code we sent to ${CURRENT_SHOWN} to confirm the change`,
    );
    expect(queryDeep<HTMLElement>('otp-resend', root), 'the first code can be sent again').to.exist;

    await typeCode(root, '999999');
    await waitUntil(() => expect(queryDeep('otp-error', root)?.textContent).to.equal('Invalid code. 4 tries left'));
    await typeCode(root, FAKE_CODES.primary);
    await waitUntil(() => expect(queryDeep('email-update-secondary-view', root)).to.exist);
    expect(root.querySelector('h2')!.textContent).to.equal('Confirm the new email');
    expect(queryDeep('otp-sent-to', root)!.textContent).to.equal(`Enter the 6-digit code we sent to ${NEW}`);
    expect(queryDeep('otp-resend', root)).to.equal(undefined);

    await typeCode(root, FAKE_CODES.secondary);
    await waitUntil(() => expect($route.get()?.view).to.equal('Account'));
    await waitUntil(() => expect(queryDeep('account-email', root)?.textContent).to.equal(NEW));
    expect(root.querySelector('wui-toast')?.message).to.equal('Email updated');
    expect(localStorage.getItem('@appkit/email')).to.equal(JSON.stringify(NEW));
  });
});
