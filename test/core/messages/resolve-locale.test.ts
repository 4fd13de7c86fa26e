import { expect } from '@open-wc/testing';
import { matchLocale, resolveLocale } from '../../../src/core/messages/resolve-locale.js';

describe('matchLocale', () => {
  it('takes a supported code as it is, in any case', () => {
    expect(matchLocale('de')).to.equal('de');
    expect(matchLocale('ZH-cn')).to.equal('zh-CN');
    expect(matchLocale('ar')).to.equal('ar');
  });

  it('finds the language of a regional tag', () => {
    expect(matchLocale('de-AT')).to.equal('de');
    expect(matchLocale('es-419')).to.equal('es');
    expect(matchLocale('ja_JP')).to.equal('ja');
    expect(matchLocale('ar-EG')).to.equal('ar');
  });

  it('reads Chinese as Simplified unless the tag says Traditional', () => {
    for (const tag of ['zh', 'zh-Hans', 'zh-Hans-CN', 'zh-SG']) expect(matchLocale(tag), tag).to.equal('zh-CN');
    for (const tag of ['zh-TW', 'zh-Hant', 'zh-Hant-HK', 'zh-HK']) expect(matchLocale(tag), tag).to.equal(undefined);
  });

  it('has no table for other languages or for no value', () => {
    for (const tag of ['fr', 'fr-FR', 'pt-BR', '', 'dee', undefined, null])
      expect(matchLocale(tag)).to.equal(undefined);
  });
});

describe('resolveLocale', () => {
  it('prefers the option, then the stored choice, then the browser, then English', () => {
    expect(resolveLocale({ option: 'ja', stored: 'de', browser: ['es'] })).to.equal('ja');
    expect(resolveLocale({ stored: 'de', browser: ['es'] })).to.equal('de');
    expect(resolveLocale({ browser: ['es-MX', 'de'] })).to.equal('es');
    expect(resolveLocale({})).to.equal('en');
  });

  it('takes the first browser language that has a table', () => {
    expect(resolveLocale({ browser: ['fr-FR', 'nl', 'de-AT', 'es'] })).to.equal('de');
    expect(resolveLocale({ browser: ['fr-FR', 'zh-TW'] })).to.equal('en');
  });

  it('passes over an option or a stored value without a table', () => {
    expect(resolveLocale({ option: 'fr', stored: 'xx', browser: ['ar'] })).to.equal('ar');
  });
});
