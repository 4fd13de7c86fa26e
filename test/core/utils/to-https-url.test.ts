import { expect } from '@open-wc/testing';
import { toHttpsUrl } from '../../../src/core/utils/to-https-url.js';

describe('toHttpsUrl', () => {
  it('keeps https links', () => {
    expect(toHttpsUrl('https://metamask.io/download')).to.equal('https://metamask.io/download');
    expect(toHttpsUrl(' https://Wallet.example ')).to.equal('https://wallet.example/');
  });

  it('drops every other scheme, credentials and junk', () => {
    for (const url of [
      'javascript:alert(1)',
      'metamask://',
      'http://wallet.example',
      'data:text/html,x',
      'https://user:pw@wallet.example',
      '//wallet.example',
      'not a url',
      '',
      null,
      undefined,
    ]) {
      expect(toHttpsUrl(url), String(url)).to.equal(undefined);
    }
  });
});
