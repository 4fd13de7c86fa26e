import { expect } from '@open-wc/testing';
import { DEFAULT_FEATURES } from '../../../src/core/constants.js';
import { mergeFeatures, parseRemoteFeatures } from '../../../src/core/utils/merge-features.js';

describe('mergeFeatures', () => {
  it('starts from the SPEC §9 defaults', () => {
    expect(mergeFeatures({})).to.deep.equal({ ...DEFAULT_FEATURES });
    expect(mergeFeatures({}).analytics).to.equal(true);
    expect(mergeFeatures({}).pay).to.equal(false);
  });

  it('lets the remote config change what the dapp left unset, and the dapp win where it set a value', () => {
    const merged = mergeFeatures({
      dapp: { analytics: false, send: undefined },
      remote: { analytics: true, send: false, pay: true },
    });
    expect(merged.analytics).to.equal(false);
    expect(merged.send).to.equal(false);
    expect(merged.pay).to.equal(true);
    expect(merged.receive).to.equal(true);
  });

  it("keeps the dapp's nameRegistration ('embedded', 'any' or false) and ignores any other value", () => {
    expect(mergeFeatures({}).nameRegistration).to.equal('embedded');
    expect(mergeFeatures({ dapp: { nameRegistration: 'any' } }).nameRegistration).to.equal('any');
    expect(mergeFeatures({ dapp: { nameRegistration: false } }).nameRegistration).to.equal(false);
    const wrong = { nameRegistration: 'everyone' } as unknown as Parameters<typeof mergeFeatures>[0]['dapp'];
    expect(mergeFeatures({ dapp: wrong }).nameRegistration).to.equal('embedded');
    expect(mergeFeatures({ remote: { nameRegistration: false } }).nameRegistration).to.equal(false);
  });
});

describe('parseRemoteFeatures', () => {
  it('reads the list shape of /appkit/v1/config and the object shape, keeping known boolean switches only', () => {
    expect(
      parseRemoteFeatures([
        { id: 'all_wallets', isEnabled: false, config: null },
        { id: 'analytics', isEnabled: true },
        { id: 'swap', isEnabled: true },
        { id: 'send', isEnabled: 'yes' },
        null,
      ]),
    ).to.deep.equal({ allWallets: false, analytics: true });
    expect(parseRemoteFeatures({ receive: false, unknown: true })).to.deep.equal({ receive: false });
    expect(parseRemoteFeatures('junk')).to.deep.equal({});
    expect(parseRemoteFeatures(undefined)).to.deep.equal({});
  });
});
