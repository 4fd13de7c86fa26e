import { expect } from '@open-wc/testing';
import { base64ToBytes, base64UrlToBytes, bytesToBase64, bytesToBase64Url } from '../../../frame/src/custody/base64.js';

describe('bytesToBase64', () => {
  it('encodes standard base64 with padding and round-trips every byte value', () => {
    expect(bytesToBase64(new Uint8Array([251, 255]))).to.equal('+/8=');
    expect(bytesToBase64(new TextEncoder().encode('hello'))).to.equal('aGVsbG8=');
    expect(bytesToBase64(new Uint8Array())).to.equal('');
    const all = Uint8Array.from({ length: 256 }, (_, index) => index);
    expect([...base64ToBytes(bytesToBase64(all))]).to.deep.equal([...all]);
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => base64ToBytes('not base64!')).to.throw();
  });
});

describe('bytesToBase64Url', () => {
  it('encodes base64url without padding and round-trips', () => {
    expect(bytesToBase64Url(new Uint8Array([251, 255]))).to.equal('-_8');
    expect(bytesToBase64Url(new TextEncoder().encode('hello'))).to.equal('aGVsbG8');
    const all = Uint8Array.from({ length: 256 }, (_, index) => index);
    expect(bytesToBase64Url(all)).to.not.match(/[+/=]/);
    expect([...base64UrlToBytes(bytesToBase64Url(all))]).to.deep.equal([...all]);
  });
});
