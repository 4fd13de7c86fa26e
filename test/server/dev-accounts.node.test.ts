import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { DEV_MNEMONIC, devAccounts } from '../../server/dev-accounts.js';

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
