import { expect } from '@open-wc/testing';
import { atom } from 'nanostores';
import { createFrameElement } from '../../../src/connectors/auth/create-frame-element.js';
import { AUTH_CONNECTOR_IDS, AUTH_CONNECTOR_NAME } from '../../../src/core/constants.js';
import { en } from '../../../src/core/messages/en.js';
import { coreTranslationStore, localeStore } from '../../../src/core/messages/locale-store.js';
import { messages as de } from '../../../src/core/messages/locales/de/core.js';
import { shownWalletName } from '../../../src/core/messages/shown-wallet-name.js';
import { setupAppKit, waitUntil, type AppKitFixture } from '../../helpers/setup-app-kit.js';

// Issue 20 part 3: the embedded wallet's name as the visitor sees it follows the language; the
// connectors' own name and ids stay as they were (identities).
describe('the embedded wallet’s shown name', () => {
  let app: AppKitFixture | undefined;
  afterEach(() => {
    app?.teardown();
    app = undefined;
    localStorage.removeItem('@appkit/locale');
    coreTranslationStore.set(undefined);
    localeStore.set('en');
  });

  it('titles the frame in the active language and follows a later setLocale', async () => {
    // A frame nobody serves: the element is what is checked, not its content.
    app = await setupAppKit({ wallet: false, options: { frameUrl: 'http://127.0.0.1:9/frame/' } });
    void app.controllers.embeddedWallet?.connectEmail({ email: 'ada@example.com' });
    await waitUntil(() => expect(document.querySelector('iframe#w3m-iframe'), 'the frame mounted').to.exist, {
      timeoutMs: 5000,
    });
    const frame = document.querySelector<HTMLIFrameElement>('iframe#w3m-iframe')!;
    expect(frame.title).to.equal('Embedded wallet');
    await app.appKit.setLocale('de');
    const german = coreTranslationStore.get()!.embeddedWalletName;
    expect(german).to.not.equal('Embedded wallet');
    expect(frame.title).to.equal(german);
  });

  it('lets go of the title once the frame left the page', () => {
    const title = atom('Eingebettete Wallet');
    const iframe = createFrameElement({ src: 'about:blank', title });
    expect(iframe.title).to.equal('Eingebettete Wallet');
    document.body.append(iframe);
    title.set('埋め込みウォレット');
    expect(iframe.title).to.equal('埋め込みウォレット');
    iframe.remove();
    title.set('Embedded wallet');
    expect(iframe.title).to.equal('埋め込みウォレット');
    expect(title.lc, 'no listener left').to.equal(0);
  });

  it('shows the table’s name for both AUTH connectors and any other wallet’s own name', () => {
    for (const connectorId of Object.values(AUTH_CONNECTOR_IDS))
      expect(shownWalletName({ connectorId, name: AUTH_CONNECTOR_NAME, text: de }), connectorId).to.equal(
        de.embeddedWalletName,
      );
    expect(de.embeddedWalletName).to.not.equal(en.embeddedWalletName);
    expect(shownWalletName({ connectorId: 'io.metamask', name: 'MetaMask', text: de })).to.equal('MetaMask');
    expect(shownWalletName({ connectorId: undefined, name: 'MetaMask', text: de })).to.equal('MetaMask');
    expect(AUTH_CONNECTOR_NAME, 'the identity stays English').to.equal(en.embeddedWalletName);
  });
});
