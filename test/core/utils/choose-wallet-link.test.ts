import { expect } from '@open-wc/testing';
import { chooseWalletLink } from '../../../src/core/utils/choose-wallet-link.js';

const WC_URI = 'wc:ab@2?relay-protocol=irn&symKey=cd';
const ENCODED = encodeURIComponent(WC_URI);
const WALLET = {
  mobile_link: 'rainbow://',
  mobile_universal_link: 'https://rnbwapp.example',
  desktop_link: 'rainbow-desktop://',
  webapp_link: 'https://web.rainbow.example/',
};

describe('chooseWalletLink', () => {
  it("on mobile opens the wallet's app by its scheme in the same tab", () => {
    expect(chooseWalletLink({ wallet: WALLET, wcUri: WC_URI, mobile: true })).to.deep.equal({
      href: `rainbow://wc?uri=${ENCODED}`,
      base: 'rainbow://',
      target: '_self',
    });
  });

  it('on mobile falls back to the universal link, then to the web app, each in a new tab', () => {
    const { mobile_link: _native, ...withoutScheme } = WALLET;
    expect(chooseWalletLink({ wallet: withoutScheme, wcUri: WC_URI, mobile: true })?.href).to.equal(
      `https://rnbwapp.example/wc?uri=${ENCODED}`,
    );
    expect(
      chooseWalletLink({ wallet: { webapp_link: WALLET.webapp_link }, wcUri: WC_URI, mobile: true }),
    ).to.deep.equal({
      href: `https://web.rainbow.example/wc?uri=${ENCODED}`,
      base: 'https://web.rainbow.example/',
      target: '_blank',
    });
  });

  it('on desktop opens the desktop app, else the web app; never the mobile link', () => {
    expect(chooseWalletLink({ wallet: WALLET, wcUri: WC_URI, mobile: false })?.href).to.equal(
      `rainbow-desktop://wc?uri=${ENCODED}`,
    );
    const { desktop_link: _desktop, ...webOnly } = WALLET;
    expect(chooseWalletLink({ wallet: webOnly, wcUri: WC_URI, mobile: false })?.href).to.equal(
      `https://web.rainbow.example/wc?uri=${ENCODED}`,
    );
    expect(chooseWalletLink({ wallet: { mobile_link: 'rainbow://' }, wcUri: WC_URI, mobile: false })).to.equal(
      undefined,
    );
  });

  it('skips a hostile link and takes the next safe one', () => {
    expect(
      chooseWalletLink({
        wallet: { mobile_link: 'javascript:alert(1)//', webapp_link: 'https://web.example' },
        wcUri: WC_URI,
        mobile: true,
      })?.href,
    ).to.equal(`https://web.example/wc?uri=${ENCODED}`);
  });
});
