import { expect, fixture, html } from '@open-wc/testing';
import '../../src/ui/wui-avatar.js';
import type { WuiAvatar } from '../../src/ui/wui-avatar.js';
import { isDisplayableImageUrl } from '../../src/ui/is-displayable-image-url.js';
import { isSafeImageUrl } from '../../src/core/utils/is-safe-image-url.js';
import { waitUntil } from '../helpers/setup-app-kit.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** A 1×1 SVG that loads without a server. */
const IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')}`;

function parts(element: WuiAvatar) {
  const root = element.shadowRoot;
  if (!root) throw new Error('<wui-avatar> has no shadow root');
  return { image: root.querySelector('img'), gradient: root.querySelector('span') };
}

describe('<wui-avatar>', () => {
  it('draws the gradient of the address without an image', async () => {
    const element = await fixture<WuiAvatar>(html`<wui-avatar .address=${ADDRESS}></wui-avatar>`);
    const { image, gradient } = parts(element);
    expect(image).to.equal(null);
    expect(gradient?.getAttribute('style')).to.contain('#709979');
  });

  it('shows the image, decorative (empty alt), when one is set', async () => {
    const element = await fixture<WuiAvatar>(html`<wui-avatar .address=${ADDRESS} .imageUrl=${IMAGE}></wui-avatar>`);
    const { image, gradient } = parts(element);
    expect(image?.getAttribute('src')).to.equal(IMAGE);
    expect(image?.getAttribute('alt')).to.equal('');
    expect(gradient).to.equal(null);
  });

  it('shows the gradient for an unsafe URL', async () => {
    for (const url of ['javascript:alert(1)', 'http://tracker.example/a.png', 'data:text/html,<b>x</b>']) {
      const element = await fixture<WuiAvatar>(html`<wui-avatar .address=${ADDRESS} .imageUrl=${url}></wui-avatar>`);
      expect(parts(element).image, url).to.equal(null);
    }
  });

  it('falls back to the gradient when the image fails to load, and tries a new URL', async () => {
    const broken = 'http://127.0.0.1:9/missing.png';
    const element = await fixture<WuiAvatar>(html`<wui-avatar .address=${ADDRESS} .imageUrl=${broken}></wui-avatar>`);
    expect(parts(element).image).to.exist;
    await waitUntil(() => expect(parts(element).image).to.equal(null));
    expect(parts(element).gradient).to.exist;
    element.imageUrl = IMAGE;
    await element.updateComplete;
    expect(parts(element).image?.getAttribute('src')).to.equal(IMAGE);
  });
});

describe('isDisplayableImageUrl', () => {
  it("agrees with core's isSafeImageUrl (ui/ may not import it)", () => {
    const urls = [
      undefined,
      '',
      'https://example.com/a.png',
      'http://127.0.0.1:8787/v1/profile/avatar/alice.reown.id',
      'http://localhost/a.png',
      'http://[::1]/a.png',
      'http://example.com/a.png',
      'javascript:alert(1)',
      'ftp://example.com/a.png',
      IMAGE,
      'data:image/png;base64,AAAA',
      'data:text/html,<b>x</b>',
      `data:image/png;base64,${'A'.repeat(200_001)}`,
      'not a url',
    ];
    for (const url of urls) expect(isDisplayableImageUrl(url), String(url).slice(0, 40)).to.equal(isSafeImageUrl(url));
  });
});
