import { expect } from '@open-wc/testing';
import { ed25519 } from '@noble/curves/ed25519';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { entropyToMnemonic, mnemonicToSeedSync } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { privateKeyToAccount } from 'viem/accounts';
import { createWalletEntropy } from '../../../frame/src/custody/create-wallet-entropy.js';
import { deriveSlip10Ed25519Key } from '../../../frame/src/custody/derive-slip10-ed25519-key.js';
import { deriveWalletAddresses } from '../../../frame/src/custody/derive-wallet-addresses.js';
import { deriveWalletKeys } from '../../../frame/src/custody/derive-wallet-keys.js';
import { entropyToSeed } from '../../../frame/src/custody/entropy-to-seed.js';
import { parseDerivationPath } from '../../../frame/src/custody/parse-derivation-path.js';
import { encodeBase58 } from '../../../src/core/utils/base58.js';

// "abandon ×11 about" = 16 zero bytes; the addresses MetaMask and Phantom show for it.
const ZERO_ENTROPY_EVM = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const ZERO_ENTROPY_SOLANA = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk';

describe('deriveWalletKeys', () => {
  it('derives the standard addresses of "abandon … about"', () => {
    const keys = deriveWalletKeys({ entropy: new Uint8Array(16) });
    expect(keys.evm.address).to.equal(ZERO_ENTROPY_EVM);
    expect(keys.solana.address).to.equal(ZERO_ENTROPY_SOLANA);
    expect(keys.evm.privateKey.length).to.equal(32);
    expect(keys.solana.secretKey.length).to.equal(32);
    expect(encodeBase58(keys.solana.publicKey)).to.equal(ZERO_ENTROPY_SOLANA);
  });

  it('returns keys that match their addresses (viem account, ed25519 public key)', () => {
    const keys = deriveWalletKeys({ entropy: createWalletEntropy() });
    expect(privateKeyToAccount(`0x${bytesToHex(keys.evm.privateKey)}`).address).to.equal(keys.evm.address);
    expect(bytesToHex(ed25519.getPublicKey(keys.solana.secretKey))).to.equal(bytesToHex(keys.solana.publicKey));
    expect(keys.evm.address).to.match(/^0x[0-9a-fA-F]{40}$/);
  });

  it('gives different wallets for different entropy and the same wallet for the same entropy', () => {
    const entropy = createWalletEntropy();
    const first = deriveWalletKeys({ entropy });
    const again = deriveWalletKeys({ entropy: entropy.slice() });
    const other = deriveWalletKeys({ entropy: createWalletEntropy() });
    expect(again.evm.address).to.equal(first.evm.address);
    expect(again.solana.address).to.equal(first.solana.address);
    expect(other.evm.address).to.not.equal(first.evm.address);
    expect(other.solana.address).to.not.equal(first.solana.address);
  });

  it('leaves the entropy it was given untouched', () => {
    const entropy = createWalletEntropy();
    const copy = entropy.slice();
    deriveWalletKeys({ entropy });
    expect(entropy).to.deep.equal(copy);
  });

  it('refuses entropy that is not 16 bytes', () => {
    expect(() => deriveWalletKeys({ entropy: new Uint8Array(32) })).to.throw(RangeError);
    expect(() => deriveWalletKeys({ entropy: new Uint8Array(15) })).to.throw(RangeError);
  });
});

describe('deriveWalletAddresses', () => {
  it('returns the addresses of the known vector', () => {
    expect(deriveWalletAddresses({ entropy: new Uint8Array(16) })).to.deep.equal({
      evmAddress: ZERO_ENTROPY_EVM,
      solanaAddress: ZERO_ENTROPY_SOLANA,
    });
  });
});

describe('entropyToSeed', () => {
  it('equals @scure/bip39 mnemonicToSeedSync(entropyToMnemonic(entropy)) for the known and random entropy', () => {
    const samples = [
      new Uint8Array(16),
      new Uint8Array(16).fill(0xff),
      ...Array.from({ length: 20 }, () => createWalletEntropy()),
    ];
    for (const entropy of samples) {
      const expected = mnemonicToSeedSync(entropyToMnemonic(entropy, wordlist));
      expect(bytesToHex(entropyToSeed({ entropy }))).to.equal(bytesToHex(expected));
    }
  });

  it('gives the published BIP-39 seed of "abandon … about" without passphrase', () => {
    expect(bytesToHex(entropyToSeed({ entropy: new Uint8Array(16) }))).to.equal(
      '5eb00bbddcf069084889a8ab9155568165f5c453ccb85e70811aaed6f6da5fc19a5ac40b389cd370d086206dec8aa6c43daea6690f20ad3d8d48b2d2ce9e38e4',
    );
  });
});

describe('deriveSlip10Ed25519Key', () => {
  // SLIP-0010, test vector 1 for ed25519.
  const seed = hexToBytes('000102030405060708090a0b0c0d0e0f');
  const vector: Array<[string, string]> = [
    ['m', '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7'],
    ["m/0'", '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3'],
    ["m/0'/1'", 'b1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2'],
    ["m/0'/1'/2'", '92a5b23c0b8a99e37d07df3fb9966917f5d06e02ddbd909c7e184371463e9fc9'],
    ["m/0'/1'/2'/2'", '30d1dc7e5fc04c31219ab25a27ae00b50f6fd66622f6e9c913253d6511d1e662'],
    ["m/0'/1'/2'/2'/1000000000'", '8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793'],
  ];
  for (const [path, privateKey] of vector) {
    it(`matches SLIP-0010 test vector 1 at ${path}`, () => {
      expect(bytesToHex(deriveSlip10Ed25519Key({ seed, path }))).to.equal(privateKey);
    });
  }

  it('gives the published public key at the deepest level', () => {
    const secretKey = deriveSlip10Ed25519Key({ seed, path: "m/0'/1'/2'/2'/1000000000'" });
    expect(bytesToHex(ed25519.getPublicKey(secretKey))).to.equal(
      '3c24da049451555d51a7014a37337aa4e12d41e485abccfa46b47dfb2af54b7a',
    );
  });

  it('refuses non-hardened indices', () => {
    expect(() => deriveSlip10Ed25519Key({ seed, path: "m/44'/501'/0'/0" })).to.throw(RangeError, 'hardened');
  });
});

describe('parseDerivationPath', () => {
  it('offsets hardened indices by 2^31', () => {
    expect(parseDerivationPath({ path: "m/44'/60'/0'/0/0" })).to.deep.equal([0x8000002c, 0x8000003c, 0x80000000, 0, 0]);
    expect(parseDerivationPath({ path: 'm' })).to.deep.equal([]);
  });

  for (const path of ["44'/60'", "m/44''", 'm/-1', 'm/2147483648', "m/44'/", 'M/0', 'm/0x1']) {
    it(`refuses ${path}`, () => {
      expect(() => parseDerivationPath({ path })).to.throw(RangeError);
    });
  }
});
