import { expect } from '@open-wc/testing';
import { DEFAULT_SOCIALS } from '../../../src/core/constants.js';
import { mergeFeatures, parseRemoteFeatures } from '../../../src/core/utils/merge-features.js';

describe('mergeFeatures (email and socials)', () => {
  it('offers email and the SPEC §9 socials by default', () => {
    const features = mergeFeatures({});
    expect(features.email).to.equal(true);
    expect(features.socials).to.deep.equal(DEFAULT_SOCIALS);
  });

  it('reads the remote social_login switch: off → false, on with a list → that list (unknown names dropped)', () => {
    expect(parseRemoteFeatures([{ id: 'social_login', isEnabled: false, config: null }]).socials).to.equal(false);
    expect(
      parseRemoteFeatures([{ id: 'social_login', isEnabled: true, config: ['github', 'myspace', 'x'] }]).socials,
    ).to.deep.equal(['github', 'x']);
    expect(parseRemoteFeatures([{ id: 'social_login', isEnabled: true, config: null }]).socials).to.equal(undefined);
  });

  it("lets the dapp's own socials win over the remote config", () => {
    const remote = parseRemoteFeatures([{ id: 'social_login', isEnabled: false, config: null }]);
    expect(mergeFeatures({ dapp: { socials: ['apple'] }, remote }).socials).to.deep.equal(['apple']);
    expect(mergeFeatures({ remote }).socials).to.equal(false);
  });
});
