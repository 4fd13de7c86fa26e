import { expect } from '@open-wc/testing';
import { en } from '../../src/core/messages/en.js';
import { coreTranslationStore, localeStore } from '../../src/core/messages/locale-store.js';
import { queryDeep, setupAppKit, waitUntil, type AppKitFixture } from '../helpers/setup-app-kit.js';

describe('<w3m-modal> in another language (issue 20 part 3)', () => {
  let fixture: AppKitFixture;

  beforeEach(async () => {
    fixture = await setupAppKit();
  });

  afterEach(() => {
    fixture.teardown();
    coreTranslationStore.set(undefined);
    localeStore.set('en');
  });

  const overlay = () => queryDeep('w3m-overlay', fixture.modal.shadowRoot!)!;
  const title = () => fixture.modal.shadowRoot!.getElementById('w3m-modal-title')!.textContent;

  it('re-renders the open modal in the new language and writes Arabic right to left', async () => {
    await fixture.appKit.open();
    await waitUntil(() => expect(title()).to.equal('Connect Wallet'));
    expect(overlay().getAttribute('dir')).to.equal('ltr');
    expect(overlay().getAttribute('lang')).to.equal('en');
    // What the LocaleController does once a table has loaded (the tables themselves are the translators').
    coreTranslationStore.set({ ...en, connectWallet: 'ربط المحفظة' });
    localeStore.set('ar');
    await waitUntil(() => expect(title()).to.equal('ربط المحفظة'));
    expect(overlay().getAttribute('dir')).to.equal('rtl');
    expect(overlay().getAttribute('lang')).to.equal('ar');
    expect(getComputedStyle(queryDeep('w3m-modal-card', fixture.modal.shadowRoot!)!).direction).to.equal('rtl');
  });

  it('mirrors the buttons in Arabic and gives them the language’s texts', async () => {
    const button = document.body.appendChild(document.createElement('w3m-button'));
    try {
      await button.updateComplete;
      expect(button.getAttribute('dir')).to.equal(null);
      coreTranslationStore.set({ ...en, connectWallet: 'ربط المحفظة' });
      localeStore.set('ar');
      await waitUntil(() =>
        expect(queryDeep('connect-button', button.shadowRoot!)?.textContent).to.contain('ربط المحفظة'),
      );
      expect(button.getAttribute('dir')).to.equal('rtl');
      coreTranslationStore.set(undefined);
      localeStore.set('en');
      await waitUntil(() => expect(button.getAttribute('dir')).to.equal(null));
    } finally {
      button.remove();
    }
  });

  it('switches with setLocale (the German chunk), remembers it, and is English again after destroy', async () => {
    await fixture.appKit.setLocale('de');
    expect(fixture.appKit.getLocale()).to.equal('de');
    expect(coreTranslationStore.get()?.connectWallet).to.be.a('string').and.not.equal('Connect Wallet');
    expect(localStorage.getItem('@appkit/locale')).to.equal('"de"');
    localStorage.removeItem('@appkit/locale');
    fixture.teardown();
    expect(localeStore.get()).to.equal('en');
    expect(coreTranslationStore.get()).to.equal(undefined);
    fixture = await setupAppKit();
  });

  it('rejects setLocale for a language without a table and reports the active one', async () => {
    let refused: unknown;
    await fixture.appKit.setLocale('fr').catch((error: unknown) => (refused = error));
    expect(refused).to.be.instanceOf(Error);
    expect(fixture.appKit.getLocale()).to.equal('en');
  });
});
