import { expect } from '@open-wc/testing';
import { bytesToHex } from '@noble/hashes/utils';
import { combineShares } from '../../../frame/src/custody/combine-shares.js';
import { createWalletEntropy } from '../../../frame/src/custody/create-wallet-entropy.js';
import { InvalidKeySharesError } from '../../../frame/src/custody/invalid-key-shares-error.js';
import { splitEntropy, type KeyShares } from '../../../frame/src/custody/split-entropy.js';
import { rejection } from '../../helpers/rejection.js';

const xOf = (share: Uint8Array): number => share[share.length - 1]!;

/** A second set of `entropy` whose shares' x-coordinates differ from `first`'s, so cross-set combines do not fail early. */
async function independentSet(entropy: Uint8Array, first: KeyShares): Promise<KeyShares> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const set = await splitEntropy({ entropy });
    const xs = new Set([...first, ...set].map(xOf));
    if (xs.size === 4) return set;
  }
  throw new Error('could not make a set with distinct x-coordinates');
}

describe('splitEntropy', () => {
  it('makes two 17-byte shares with distinct x-coordinates, neither equal to the entropy', async () => {
    const entropy = createWalletEntropy();
    const [first, second] = await splitEntropy({ entropy });
    expect(first.length).to.equal(17);
    expect(second.length).to.equal(17);
    expect(xOf(first)).to.not.equal(xOf(second));
    expect(bytesToHex(first.subarray(0, 16))).to.not.equal(bytesToHex(entropy));
    expect(bytesToHex(second.subarray(0, 16))).to.not.equal(bytesToHex(entropy));
  });

  it('draws a new polynomial each time', async () => {
    const entropy = createWalletEntropy();
    const [a] = await splitEntropy({ entropy });
    const [b] = await splitEntropy({ entropy });
    expect(bytesToHex(a)).to.not.equal(bytesToHex(b));
  });

  it('refuses entropy that is not 16 bytes', async () => {
    expect(await rejection(splitEntropy({ entropy: new Uint8Array(32) }))).to.be.instanceOf(RangeError);
  });
});

describe('combineShares', () => {
  it('round-trips random entropy in either order', async () => {
    for (let run = 0; run < 20; run++) {
      const entropy = createWalletEntropy();
      const [first, second] = await splitEntropy({ entropy });
      expect(bytesToHex(await combineShares({ shares: [first, second] }))).to.equal(bytesToHex(entropy));
      expect(bytesToHex(await combineShares({ shares: [second, first] }))).to.equal(bytesToHex(entropy));
    }
  });

  it('T18: the two server-held shares (device auth share + recovery auth share) do not rebuild the entropy', async () => {
    for (let run = 0; run < 20; run++) {
      const entropy = createWalletEntropy();
      const device = await splitEntropy({ entropy });
      const recovery = await independentSet(entropy, device);
      const [, authShare] = device;
      const [, recoveryAuthShare] = recovery;
      const combined = await combineShares({ shares: [authShare, recoveryAuthShare] });
      expect(bytesToHex(combined)).to.not.equal(bytesToHex(entropy));
      // Each set on its own still works, so the inequality is not a broken combine.
      expect(bytesToHex(await combineShares({ shares: recovery }))).to.equal(bytesToHex(entropy));
    }
  });

  it('refuses shares with the same x-coordinate (two sets) with InvalidKeySharesError', async () => {
    const entropy = createWalletEntropy();
    const [deviceShare] = await splitEntropy({ entropy });
    const [, other] = await splitEntropy({ entropy: createWalletEntropy() });
    const collided = other.slice();
    collided[16] = xOf(deviceShare);
    const error = await rejection(combineShares({ shares: [deviceShare, collided] }));
    expect(error).to.be.instanceOf(InvalidKeySharesError);
    expect((error as InvalidKeySharesError).reason).to.equal('DUPLICATE_X');
    expect(error.name).to.equal('InvalidKeySharesError');
  });

  it('refuses a wrong count or length', async () => {
    const [first, second] = await splitEntropy({ entropy: createWalletEntropy() });
    const count = await rejection(combineShares({ shares: [first] }));
    expect((count as InvalidKeySharesError).reason).to.equal('COUNT');
    const three = await rejection(combineShares({ shares: [first, second, second] }));
    expect((three as InvalidKeySharesError).reason).to.equal('COUNT');
    const length = await rejection(combineShares({ shares: [first, second.subarray(1)] }));
    expect(length).to.be.instanceOf(InvalidKeySharesError);
    expect((length as InvalidKeySharesError).reason).to.equal('LENGTH');
  });
});
