import { expect } from '@open-wc/testing';
import { isSafeImageUrl, MAX_DATA_IMAGE_URL_LENGTH } from '../../../src/core/utils/is-safe-image-url.js';

describe('isSafeImageUrl', () => {
  it('accepts https, loopback http and small data images', () => {
    expect(isSafeImageUrl('https://wallet.example/icon.png')).to.equal(true);
    expect(isSafeImageUrl('http://127.0.0.1:8787/getWalletImage/1')).to.equal(true);
    expect(isSafeImageUrl('data:image/svg+xml;base64,PHN2Zy8+')).to.equal(true);
  });

  it('refuses scripts, other schemes, remote http and oversized data', () => {
    expect(isSafeImageUrl('javascript:alert(1)')).to.equal(false);
    expect(isSafeImageUrl('data:text/html;base64,PHNjcmlwdD4=')).to.equal(false);
    expect(isSafeImageUrl('http://tracker.example/pixel.png')).to.equal(false);
    expect(isSafeImageUrl(`data:image/png;base64,${'A'.repeat(MAX_DATA_IMAGE_URL_LENGTH)}`)).to.equal(false);
    expect(isSafeImageUrl(undefined)).to.equal(false);
  });
});
