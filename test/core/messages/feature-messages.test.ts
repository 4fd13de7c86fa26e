import { expect } from '@open-wc/testing';
import { $buttonMessages } from '../../../src/core/messages/button-messages-store.js';
import { en } from '../../../src/core/messages/en.js';
import { featureMessages } from '../../../src/core/messages/feature-messages.js';
import { coreTranslationStore, localeStore } from '../../../src/core/messages/locale-store.js';
import { textDirection } from '../../../src/core/messages/text-direction.js';
import { $messages } from '../../../src/core/messages/messages-store.js';
import { waitUntil } from '../../helpers/setup-app-kit.js';

const featureEn = { title: 'Title', count: (count: number) => `${count} items` };

describe('the locale stores', () => {
  afterEach(() => {
    coreTranslationStore.set(undefined);
    localeStore.set('en');
  });

  it('give the buttons and the whole table the loaded translation, English without one', () => {
    coreTranslationStore.set({ ...en, connectWallet: 'Wallet verbinden' });
    expect($buttonMessages.get().connectWallet).to.equal('Wallet verbinden');
    expect($messages.get().connectWallet).to.equal('Wallet verbinden');
    coreTranslationStore.set(undefined);
    expect($buttonMessages.get().connectWallet).to.equal('Connect Wallet');
    expect($messages.get()).to.equal(en);
  });

  it('write Arabic right to left and the others left to right', () => {
    expect(textDirection('ar')).to.equal('rtl');
    for (const code of ['en', 'de', 'es', 'ja', 'zh-CN'] as const) expect(textDirection(code)).to.equal('ltr');
  });
});

describe('featureMessages', () => {
  afterEach(() => localeStore.set('en'));

  function setup() {
    const loads: string[] = [];
    const table = (code: string) => async () => {
      loads.push(code);
      if (code === 'ja') throw new Error('chunk failed');
      return { messages: { title: `Title ${code}`, count: (count: number) => `${count} ${code}` } };
    };
    const $feature = featureMessages({
      en: featureEn,
      loaders: { de: table('de'), es: table('es'), ja: table('ja'), 'zh-CN': table('zh-CN'), ar: table('ar') },
    });
    return { $feature, loads };
  }

  it('follows the locale, each translation loaded when its language is chosen', async () => {
    const { $feature, loads } = setup();
    expect($feature.get().title).to.equal('Title');
    expect(loads).to.deep.equal([]);
    localeStore.set('de');
    await waitUntil(() => expect($feature.get().title).to.equal('Title de'));
    expect($feature.get().count(3)).to.equal('3 de');
    localeStore.set('en');
    expect($feature.get().title).to.equal('Title');
    expect(loads).to.deep.equal(['de']);
  });

  it('keeps the language it had when a translation fails to load', async () => {
    const { $feature } = setup();
    localeStore.set('es');
    await waitUntil(() => expect($feature.get().title).to.equal('Title es'));
    localeStore.set('ja');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect($feature.get().title).to.equal('Title es');
  });
});
