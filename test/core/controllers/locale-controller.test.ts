import { expect } from '@open-wc/testing';
import { atom } from 'nanostores';
import { LocaleController } from '../../../src/core/controllers/locale-controller.js';
import { UnsupportedLocaleError } from '../../../src/core/errors/unsupported-locale-error.js';
import type { LocaleLoaders } from '../../../src/core/messages/core-locale-loaders.js';
import { en, type Messages } from '../../../src/core/messages/en.js';
import type { LocaleCode } from '../../../src/core/messages/locale-codes.js';

/** A table per language whose title says which it is; `gate` holds a language's load until released. */
function setup({ stored }: { stored?: string } = {}) {
  const localeStore = atom<LocaleCode>('en');
  const translationStore = atom<Messages | undefined>(undefined);
  const items = new Map<string, string>(stored === undefined ? [] : [['@appkit/locale', JSON.stringify(stored)]]);
  const backend = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
  const gates = new Map<string, Promise<void>>();
  const loads: string[] = [];
  const table = (code: string) => async () => {
    loads.push(code);
    await gates.get(code);
    if (code === 'ja') throw new Error('chunk failed');
    return { messages: { ...en, connectWallet: `connect ${code}` } };
  };
  const loaders: LocaleLoaders<Messages> = {
    de: table('de'),
    es: table('es'),
    ja: table('ja'),
    'zh-CN': table('zh-CN'),
    ar: table('ar'),
  };
  const controller = new LocaleController({ localeStore, translationStore, loaders, backend });
  return { controller, localeStore, translationStore, items, gates, loads };
}

describe('LocaleController', () => {
  it('starts in the option’s language over the stored one and the browser’s', async () => {
    const { controller, localeStore, translationStore } = setup({ stored: 'es' });
    await controller.start({ option: 'de', browser: ['ar'] });
    expect(localeStore.get()).to.equal('de');
    expect(translationStore.get()?.connectWallet).to.equal('connect de');
  });

  it('starts in the stored choice, else the browser’s language, else English', async () => {
    const stored = setup({ stored: 'es' });
    await stored.controller.start({ browser: ['ar'] });
    expect(stored.localeStore.get()).to.equal('es');
    const browser = setup();
    await browser.controller.start({ browser: ['fr', 'zh-Hans-CN'] });
    expect(browser.localeStore.get()).to.equal('zh-CN');
    const none = setup();
    await none.controller.start({ browser: ['fr'] });
    expect(none.localeStore.get()).to.equal('en');
    expect(none.translationStore.get()).to.equal(undefined);
    expect(none.loads).to.deep.equal([]);
  });

  it('switches once the table has loaded, and remembers the choice', async () => {
    const { controller, localeStore, translationStore, items, gates } = setup();
    let release!: () => void;
    gates.set('ar', new Promise((resolve) => (release = resolve)));
    const switching = controller.setLocale('ar');
    await Promise.resolve();
    expect(localeStore.get(), 'still English while the table loads').to.equal('en');
    release();
    await switching;
    expect(localeStore.get()).to.equal('ar');
    expect(translationStore.get()?.connectWallet).to.equal('connect ar');
    expect(items.get('@appkit/locale')).to.equal('"ar"');
    await controller.setLocale('en');
    expect(translationStore.get()).to.equal(undefined);
  });

  it('lets the last of two overlapping switches win', async () => {
    const { controller, localeStore, gates } = setup();
    let release!: () => void;
    gates.set('de', new Promise((resolve) => (release = resolve)));
    const first = controller.setLocale('de');
    await controller.setLocale('es');
    release();
    await first;
    expect(localeStore.get()).to.equal('es');
  });

  it('refuses a language without a table and keeps the language when a table fails to load', async () => {
    const { controller, localeStore } = setup();
    await controller.setLocale('de-AT');
    expect(localeStore.get()).to.equal('de');
    let refused: unknown;
    await controller.setLocale('fr').catch((error: unknown) => (refused = error));
    expect(refused).to.be.instanceOf(UnsupportedLocaleError);
    expect((refused as UnsupportedLocaleError).shortMessage).to.equal(
      'Unsupported locale "fr": use one of en, de, es, ja, zh-CN, ar.',
    );
    let failed: unknown;
    await controller.setLocale('ja').catch((error: unknown) => (failed = error));
    expect(failed).to.be.instanceOf(Error);
    expect(localeStore.get()).to.equal('de');
  });

  it('goes back to English on reset, a load under way forgotten', async () => {
    const { controller, localeStore, gates } = setup();
    let release!: () => void;
    gates.set('de', new Promise((resolve) => (release = resolve)));
    const switching = controller.setLocale('de');
    controller.reset();
    release();
    await switching;
    expect(localeStore.get()).to.equal('en');
  });
});
