import { expect } from '@open-wc/testing';
import { bytesToHex } from '@noble/hashes/utils';
import { createWalletEntropy } from '../../../frame/src/custody/create-wallet-entropy.js';
import { deriveWalletAddresses, type WalletAddresses } from '../../../frame/src/custody/derive-wallet-addresses.js';
import { recoverWalletKeys, type RecoveredWallet } from '../../../frame/src/custody/recover-wallet-keys.js';
import { splitEntropy, type KeyShares } from '../../../frame/src/custody/split-entropy.js';
import { WalletAddressMismatchError } from '../../../frame/src/custody/wallet-address-mismatch-error.js';
import { rejection } from '../../helpers/rejection.js';

const xOf = (share: Uint8Array): number => share[share.length - 1]!;
const isZero = (bytes: Uint8Array): boolean => bytes.length > 0 && bytes.every((byte) => byte === 0);

type Wallet = { entropy: Uint8Array; addresses: WalletAddresses; device: KeyShares; recovery: KeyShares };

async function createTestWallet(): Promise<Wallet> {
  const entropy = createWalletEntropy();
  // A zero byte in the fixture would make the "bytes were non-zero inside the callback" checks weak.
  if (entropy.includes(0)) return createTestWallet();
  const device = await splitEntropy({ entropy });
  let recovery = await splitEntropy({ entropy });
  while (new Set([...device, ...recovery].map(xOf)).size !== 4) recovery = await splitEntropy({ entropy });
  return { entropy, addresses: deriveWalletAddresses({ entropy }), device, recovery };
}

/** Two wallets whose share x-coordinates all differ, so a cross-wallet combine reaches the address check. */
async function createTwoTestWallets(): Promise<[Wallet, Wallet]> {
  const first = await createTestWallet();
  for (let attempt = 0; attempt < 100; attempt++) {
    const second = await createTestWallet();
    if (xOf(first.device[0]) !== xOf(second.device[1])) return [first, second];
  }
  throw new Error('could not make two wallets with distinct share x-coordinates');
}

describe('recoverWalletKeys', () => {
  it('lends the keys of the right wallet to the callback and returns its result', async () => {
    const wallet = await createTestWallet();
    const result = await recoverWalletKeys({ shares: wallet.device, expected: wallet.addresses }, (keys) => ({
      evm: keys.evm.address,
      solana: keys.solana.address,
      entropy: bytesToHex(keys.entropy),
    }));
    expect(result).to.deep.equal({
      evm: wallet.addresses.evmAddress,
      solana: wallet.addresses.solanaAddress,
      entropy: bytesToHex(wallet.entropy),
    });
  });

  it('recovers with the recovery set too, and accepts a lower-case stored EVM address', async () => {
    const wallet = await createTestWallet();
    const expected = { ...wallet.addresses, evmAddress: wallet.addresses.evmAddress.toLowerCase() as `0x${string}` };
    const address = await recoverWalletKeys(
      { shares: [wallet.recovery[1], wallet.recovery[0]], expected },
      async (keys) => keys.evm.address,
    );
    expect(address).to.equal(wallet.addresses.evmAddress);
  });

  it('T22: refuses D1 combined with A2 of another wallet with WalletAddressMismatchError and never calls back', async () => {
    const [first, second] = await createTwoTestWallets();
    let called = false;
    const error = await rejection(
      recoverWalletKeys({ shares: [first.device[0], second.device[1]], expected: first.addresses }, () => {
        called = true;
      }),
    );
    expect(error).to.be.instanceOf(WalletAddressMismatchError);
    expect(error.name).to.equal('WalletAddressMismatchError');
    expect((error as WalletAddressMismatchError).chains).to.deep.equal(['evm', 'solana']);
    expect(called).to.equal(false);
  });

  it('T22: refuses a device share combined with a recovery auth share of the same wallet (different sets)', async () => {
    const wallet = await createTestWallet();
    const error = await rejection(
      recoverWalletKeys({ shares: [wallet.device[0], wallet.recovery[1]], expected: wallet.addresses }, () => 'signed'),
    );
    expect(error).to.be.instanceOf(WalletAddressMismatchError);
  });

  it('T21: the mismatch error carries no key material: no cause, no 64-hex run, no derived address', async () => {
    const [first, second] = await createTwoTestWallets();
    const error = await rejection(
      recoverWalletKeys({ shares: [first.device[0], second.device[1]], expected: first.addresses }, () => undefined),
    );
    expect(error.cause).to.equal(undefined);
    const text = `${error.message} ${error.stack ?? ''} ${JSON.stringify(error)}`;
    expect(text).to.not.match(/[0-9a-f]{64}/i);
    expect(text).to.not.match(/0x[0-9a-fA-F]{40}/);
    expect(text).to.not.include(bytesToHex(first.entropy));
  });

  it('T21: every buffer handed out is zeroed after the callback returns', async () => {
    const wallet = await createTestWallet();
    let lent: RecoveredWallet | undefined;
    let nonZeroInside = false;
    await recoverWalletKeys({ shares: wallet.device, expected: wallet.addresses }, async (keys) => {
      lent = keys;
      nonZeroInside = !isZero(keys.entropy) && !isZero(keys.evm.privateKey) && !isZero(keys.solana.secretKey);
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    if (!lent) throw new Error('the callback was not called');
    expect(nonZeroInside).to.equal(true);
    expect(isZero(lent.entropy)).to.equal(true);
    expect(isZero(lent.evm.privateKey)).to.equal(true);
    expect(isZero(lent.solana.secretKey)).to.equal(true);
  });

  it('T21: every buffer handed out is zeroed after the callback throws, and the error passes through', async () => {
    const wallet = await createTestWallet();
    let lent: RecoveredWallet | undefined;
    const failure = new Error('signing failed');
    const error = await rejection(
      recoverWalletKeys({ shares: wallet.device, expected: wallet.addresses }, (keys) => {
        lent = keys;
        throw failure;
      }),
    );
    if (!lent) throw new Error('the callback was not called');
    expect(error).to.equal(failure);
    expect(isZero(lent.entropy)).to.equal(true);
    expect(isZero(lent.evm.privateKey)).to.equal(true);
    expect(isZero(lent.solana.secretKey)).to.equal(true);
  });

  it('leaves the shares it was given untouched', async () => {
    const wallet = await createTestWallet();
    const copies = wallet.device.map((share) => share.slice());
    await recoverWalletKeys({ shares: wallet.device, expected: wallet.addresses }, () => undefined);
    expect(wallet.device).to.deep.equal(copies);
  });
});
