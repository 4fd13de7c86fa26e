import { expect } from '@open-wc/testing';
import { isSafeImageUrl, MAX_DATA_IMAGE_URL_LENGTH } from '../../../src/core/utils/is-safe-image-url.js';
import {
  createImageObjectUrl,
  MAX_IMAGE_BLOB_BYTES,
  revokeImageObjectUrl,
} from '../../../src/core/utils/image-object-urls.js';

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

  it('accepts blob: URLs the library made from a fetched image, and no other blob URL', () => {
    const ours = createImageObjectUrl({
      blob: new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml; charset=utf-8' }),
    });
    expect(ours).to.match(/^blob:/);
    expect(isSafeImageUrl(ours)).to.equal(true);
    const foreign = URL.createObjectURL(
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
    );
    expect(isSafeImageUrl(foreign)).to.equal(false);
    revokeImageObjectUrl(ours!);
    expect(isSafeImageUrl(ours)).to.equal(false);
    URL.revokeObjectURL(foreign);
  });

  it('makes no object URL for non-images, empty or oversized blobs', () => {
    expect(createImageObjectUrl({ blob: new Blob(['<script>alert(1)</script>'], { type: 'text/html' }) })).to.equal(
      undefined,
    );
    expect(createImageObjectUrl({ blob: new Blob([], { type: 'image/png' }) })).to.equal(undefined);
    expect(
      createImageObjectUrl({ blob: new Blob([new Uint8Array(MAX_IMAGE_BLOB_BYTES + 1)], { type: 'image/png' }) }),
    ).to.equal(undefined);
  });
});
