import { expect, fixture, html } from '@open-wc/testing';
import { embeddedWalletSecurityEn } from '../../src/core/messages/embedded-wallet-security-en.js';
import type { W3mFrameScreenView } from '../../src/views/w3m-frame-screen-view.js';
import '../../src/views/w3m-frame-screen-view.js';

// Issue 20 part 4: the box the frame's own screen is laid over is a named region (axe refuses a
// name on a bare div), named after what that screen asks for.
describe('<w3m-frame-screen-view>', () => {
  const slotOf = (element: W3mFrameScreenView) =>
    element.shadowRoot!.querySelector('[data-testid="frame-screen-slot"]')!;

  it('the recovery key screen: a region named for the key it asks for', async () => {
    const element = await fixture<W3mFrameScreenView>(
      html`<w3m-frame-screen-view screen="unlock"></w3m-frame-screen-view>`,
    );
    expect(slotOf(element).getAttribute('role')).to.equal('region');
    expect(slotOf(element).getAttribute('aria-label')).to.equal(embeddedWalletSecurityEn.frameScreenLabel);
  });

  it('the recovery method screen: a region named for how the key is kept', async () => {
    const element = await fixture<W3mFrameScreenView>(
      html`<w3m-frame-screen-view screen="recovery-method"></w3m-frame-screen-view>`,
    );
    expect(slotOf(element).getAttribute('role')).to.equal('region');
    expect(slotOf(element).getAttribute('aria-label')).to.equal(embeddedWalletSecurityEn.frameScreenMethodLabel);
  });
});
