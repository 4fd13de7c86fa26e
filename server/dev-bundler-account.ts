import type { DevAccount } from './dev-accounts.js';

/**
 * The dev stack's bundler key: hardhat account #19 of DEV_MNEMONIC (funded like the others, 10000 ETH).
 * It sends `handleOps` and collects the fees; #19 because the demo and the tests hand out #0..#9, so
 * its nonce is the bundler's alone. Listed, not derived (no PBKDF2 at start-up);
 * test/server/dev-accounts.node.test.ts derives and compares. Public test material.
 */
export const DEV_BUNDLER_ACCOUNT: DevAccount = {
  address: '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199',
  privateKey: '0xdf57089febbacf7ba0bc227dafbffa9fc08a93fdc68e1e42411a14efcf23656e',
};

/** Its index under m/44'/60'/0'/0/. */
export const DEV_BUNDLER_ACCOUNT_INDEX = 19;
