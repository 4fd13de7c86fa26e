import { expect } from '@open-wc/testing';
import { detectPlatform, filterSocials, type Platform } from '../../../src/core/utils/filter-socials.js';
import { DEFAULT_SOCIALS } from '../../../src/core/constants.js';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadLegacy:
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  macOrIpadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};
const NONE: Platform = { isTelegram: false, isIos: false, isMac: false, isAndroid: false };
const filter = (platform: Partial<Platform>) =>
  filterSocials({ socials: DEFAULT_SOCIALS, platform: { ...NONE, ...platform } });

describe('filterSocials (SPEC §5 "Social providers filtered")', () => {
  it('keeps every provider, in order, outside Telegram whatever the platform', () => {
    for (const platform of [{}, { isIos: true }, { isMac: true }, { isAndroid: true }]) {
      expect(filter(platform)).to.deep.equal(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']);
    }
  });

  it('in Telegram removes google on iOS, x on a Mac, facebook and x on Android, keeping the order', () => {
    expect(filter({ isTelegram: true, isIos: true })).to.deep.equal([
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ]);
    expect(filter({ isTelegram: true, isMac: true })).to.deep.equal([
      'google',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ]);
    expect(filter({ isTelegram: true, isAndroid: true })).to.deep.equal([
      'google',
      'farcaster',
      'discord',
      'apple',
      'github',
    ]);
  });

  it('in Telegram on another desktop keeps every provider', () => {
    expect(filter({ isTelegram: true })).to.deep.equal([...DEFAULT_SOCIALS]);
  });

  it("keeps a dapp's own order and returns a new array", () => {
    const socials = ['facebook', 'discord', 'google'] as const;
    const result = filterSocials({ socials, platform: { ...NONE, isTelegram: true, isAndroid: true } });
    expect(result).to.deep.equal(['discord', 'google']);
    const unfiltered = filterSocials({ socials, platform: NONE });
    expect(unfiltered).to.deep.equal([...socials]);
    expect(unfiltered).not.to.equal(socials);
  });
});

describe('detectPlatform', () => {
  it('tells iPhone and old iPad user agents as iOS', () => {
    expect(detectPlatform({ userAgent: UA.iphone, maxTouchPoints: 5 })).to.deep.equal({ ...NONE, isIos: true });
    expect(detectPlatform({ userAgent: UA.ipadLegacy, maxTouchPoints: 5 })).to.deep.equal({ ...NONE, isIos: true });
  });

  it('tells iPadOS (a Mac user agent with touch) from a Mac (no touch)', () => {
    expect(detectPlatform({ userAgent: UA.macOrIpadOs, maxTouchPoints: 5 })).to.deep.equal({ ...NONE, isIos: true });
    expect(detectPlatform({ userAgent: UA.macOrIpadOs, maxTouchPoints: 0 })).to.deep.equal({ ...NONE, isMac: true });
    expect(detectPlatform({ userAgent: UA.macOrIpadOs })).to.deep.equal({ ...NONE, isMac: true });
  });

  it('tells Android, and nothing for a Windows desktop', () => {
    expect(detectPlatform({ userAgent: UA.android, maxTouchPoints: 5 })).to.deep.equal({ ...NONE, isAndroid: true });
    expect(detectPlatform({ userAgent: UA.windows, maxTouchPoints: 0 })).to.deep.equal(NONE);
  });

  it('passes the Telegram flag through', () => {
    expect(detectPlatform({ userAgent: UA.android, telegram: true })).to.deep.equal({
      ...NONE,
      isTelegram: true,
      isAndroid: true,
    });
  });
});
