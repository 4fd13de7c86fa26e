import type { DevAccount } from './dev-accounts.js';

/**
 * The local exchange's deployer (server/chains/deploy-exchange.ts): hardhat account #18 of
 * DEV_MNEMONIC (funded like the others, 10000 ETH). Its nonces 0..4 create WETH9, the Uniswap V2
 * factory and router and the USDL and GLDL tokens, so they land at the same addresses on every
 * start and on both chains; #18 because the demo and the tests hand out #0..#9 and #19 is the
 * bundler's. It also holds the pools' liquidity tokens. Listed, not derived (no PBKDF2 at
 * start-up); test/server/deploy-exchange.node.test.ts derives and compares. Public test material.
 */
export const DEV_EXCHANGE_ACCOUNT: DevAccount = {
  address: '0xdD2FD4581271e230360230F9337D5c0430Bf44C0',
  privateKey: '0xde9be858da4a475276426320d5e9262ecfc3ba460bfac56360bfa6c4c28b4ee0',
};

/** Its index under m/44'/60'/0'/0/. */
export const DEV_EXCHANGE_ACCOUNT_INDEX = 18;
