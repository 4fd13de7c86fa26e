import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { DEV_MNEMONIC, devAccounts } from '../../server/dev-accounts.js';
import { DEV_BUNDLER_ACCOUNT, DEV_BUNDLER_ACCOUNT_INDEX } from '../../server/dev-bundler-account.js';

describe('devAccounts', () => {
  it('lists the first 10 accounts of the hardhat mnemonic with their keys', () => {
    assert.equal(devAccounts.length, 10);
    devAccounts.forEach((account, addressIndex) => {
      const derived = mnemonicToAccount(DEV_MNEMONIC, { addressIndex });
      assert.equal(account.address, derived.address);
      assert.equal(account.privateKey, toHex(derived.getHdKey().privateKey!));
    });
  });
});

describe('DEV_BUNDLER_ACCOUNT', () => {
  it('is hardhat account #19 of the mnemonic (funded, hardhat.config.cjs count 20), not one handed out', () => {
    assert.equal(DEV_BUNDLER_ACCOUNT_INDEX, 19);
    const derived = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: DEV_BUNDLER_ACCOUNT_INDEX });
    assert.equal(DEV_BUNDLER_ACCOUNT.address, derived.address);
    assert.equal(DEV_BUNDLER_ACCOUNT.privateKey, toHex(derived.getHdKey().privateKey!));
    assert.ok(devAccounts.every((account) => account.address !== DEV_BUNDLER_ACCOUNT.address));
  });
});
