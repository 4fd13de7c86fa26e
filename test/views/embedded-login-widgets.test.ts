import { expect, fixture as render, html } from '@open-wc/testing';
import type { EmbeddedWalletAccess } from '../../src/core/types/embedded-wallet-access.js';
import '../../src/views/w3m-email-login-widget.js';
import '../../src/views/w3m-social-login-widget.js';
import { queryDeep, setupAppKit, type AppKitFixture } from '../helpers/setup-app-kit.js';

/** The app with its embedded wallet replaced by one that records what the widgets ask of it. */
async function setup() {
  const fixture = await setupAppKit({ wallet: false, options: { frameUrl: 'http://127.0.0.1:9/frame/' } });
  const calls: Array<[string, unknown]> = [];
  const recorder: Partial<EmbeddedWalletAccess> = {
    connectSocial: async (parameters) => void calls.push(['connectSocial', parameters]),
    connectEmail: async (parameters) => void calls.push(['connectEmail', parameters]),
  };
  fixture.controllers.embeddedWallet = recorder as EmbeddedWalletAccess;
  return { fixture, calls };
}

describe('<w3m-social-login-widget> and <w3m-email-login-widget>', () => {
  let app: AppKitFixture | undefined;
  afterEach(() => {
    app?.teardown();
    app = undefined;
  });

  it('start a social sign-in from the w3m-social-select of a social button', async () => {
    const { fixture, calls } = await setup();
    app = fixture;
    const widget = await render(html`<w3m-social-login-widget></w3m-social-login-widget>`);
    const button = queryDeep<HTMLButtonElement>('social-github', widget.shadowRoot!);
    if (!button) throw new Error('<w3m-social-login-widget> rendered no GitHub button');
    button.click();
    expect(calls).to.deep.equal([['connectSocial', { provider: 'github' }]]);
  });

  it('start an email sign-in from the w3m-email-submit of the email field', async () => {
    const { fixture, calls } = await setup();
    app = fixture;
    const widget = await render(html`<w3m-email-login-widget></w3m-email-login-widget>`);
    const field = widget.shadowRoot!.querySelector('wui-email-input');
    if (!field) throw new Error('<w3m-email-login-widget> rendered no <wui-email-input>');
    field.value = ' ada@example.com ';
    await field.updateComplete;
    queryDeep<HTMLButtonElement>('email-submit', field.shadowRoot!)!.click();
    expect(calls).to.deep.equal([['connectEmail', { email: 'ada@example.com' }]]);
  });
});
