import { expect, fixture as render, html } from '@open-wc/testing';
import { createAppKit, toW3mThemeVariables, type CompatAppKit } from '../../src/compat.js';
import { $modal } from '../../src/core/stores/modal-store.js';
import { $theme } from '../../src/core/stores/theme-store.js';
import { OFFLINE_NETWORKS, queryDeep, requestAppControllers, waitUntil } from '../helpers/setup-app-kit.js';

// Issue 20 part 1: `@openmodal/appkit/compat`, Reown AppKit's tags and variables.
describe('@openmodal/appkit/compat', () => {
  let appKit: CompatAppKit | undefined;

  afterEach(() => {
    appKit?.destroy();
    appKit = undefined;
    document.querySelectorAll('appkit-modal').forEach((element) => element.remove());
    localStorage.clear();
  });

  const create = (themeVariables?: Parameters<typeof createAppKit>[0]['themeVariables']) =>
    createAppKit({
      projectId: 'test-project',
      networks: OFFLINE_NETWORKS,
      metadata: { name: 'Test', description: 'Test dapp', url: location.origin, icons: [] },
      enableReconnect: false,
      ...(themeVariables ? { themeVariables } : {}),
    });

  it('maps --apkt-* variables to --w3m-*; an --apkt-* value wins over its twin', () => {
    expect(
      toW3mThemeVariables({
        '--apkt-accent': '#0988F0',
        '--w3m-accent': '#000',
        '--w3m-z-index': 5,
        '--apkt-qr-color': 'red',
      }),
    ).to.deep.equal({ '--w3m-accent': '#0988F0', '--w3m-z-index': 5, '--w3m-qr-color': 'red' });
  });

  it("createAppKit and setThemeVariables take AppKit's --apkt-* variables", async () => {
    appKit = create({ '--apkt-accent': '#0988F0', '--apkt-border-radius-master': '2px' });
    expect($theme.get().themeVariables).to.deep.equal({
      '--w3m-accent': '#0988F0',
      '--w3m-border-radius-master': '2px',
    });
    appKit.setThemeVariables({ '--apkt-font-family': 'Serif' });
    expect($theme.get().themeVariables['--w3m-font-family']).to.equal('Serif');
    const button = await render<HTMLElement>(html`<appkit-button></appkit-button>`);
    await waitUntil(() => expect(button.style.getPropertyValue('--w3m-accent')).to.equal('#0988F0'));
  });

  it('defines the appkit- tags as the w3m- elements: <appkit-button> opens the modal', async () => {
    for (const tag of ['appkit-button', 'appkit-connect-button', 'appkit-account-button', 'appkit-network-button'])
      expect(customElements.get(tag), tag).to.exist;
    appKit = create();
    await appKit.ready();
    const button = await render(html`<appkit-button label="Go"></appkit-button>`);
    const connect = queryDeep('connect-button', button.shadowRoot!)!;
    expect(connect.textContent?.trim()).to.equal('Go');
    connect.click();
    expect($modal.get().open).to.equal(true);
    const network = await render(html`<appkit-network-button></appkit-network-button>`);
    expect(queryDeep('network-button-name', network.shadowRoot!)?.textContent).to.equal('Localchain A');
  });

  it('a page that placed <appkit-modal> gets no second modal, and it renders the dialog', async () => {
    document.body.append(document.createElement('appkit-modal'));
    appKit = create();
    await appKit.ready();
    await waitUntil(() => expect(customElements.get('appkit-modal')).to.exist);
    expect(document.querySelectorAll('w3m-modal').length).to.equal(0);
    await appKit.open();
    expect(requestAppControllers().router.current?.view).to.equal('Connect');
    const modal = document.querySelector('appkit-modal')!;
    await waitUntil(() => expect(queryDeep('w3m-modal-card', modal.shadowRoot!)).to.exist);
  });
});
