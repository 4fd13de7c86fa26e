import { expect } from '@open-wc/testing';
import { getPairingExpiry, isPairingExpired, msUntilPairingExpired } from '../../../src/core/utils/pairing-expiry.js';

const NOW = 1_700_000_000_000;

describe('pairing expiry', () => {
  it('offers a pairing URI for 4 minutes (SPEC §9)', () => {
    expect(getPairingExpiry({ now: NOW })).to.equal(NOW + 240_000);
  });

  it('counts a pairing as expired once 10 s or less remain (SPEC §4)', () => {
    const expiresAt = getPairingExpiry({ now: NOW });
    expect(isPairingExpired({ expiresAt, now: NOW })).to.equal(false);
    expect(isPairingExpired({ expiresAt, now: expiresAt - 10_001 })).to.equal(false);
    expect(isPairingExpired({ expiresAt, now: expiresAt - 10_000 })).to.equal(true);
    expect(isPairingExpired({ expiresAt, now: expiresAt + 1 })).to.equal(true);
  });

  it('says when to replace the URI: 3 min 50 s after it was made, never a negative wait', () => {
    const expiresAt = getPairingExpiry({ now: NOW });
    expect(msUntilPairingExpired({ expiresAt, now: NOW })).to.equal(230_000);
    expect(msUntilPairingExpired({ expiresAt, now: NOW + 231_000 })).to.equal(0);
  });
});
