// Hardhat 2 config for the local dev chains. It is .cjs because the package is "type": "module",
// and every caller passes --config explicitly since hardhat also searches parent folders.
const chainId = Number(process.env.HARDHAT_CHAIN_ID ?? 31337);

module.exports = {
  networks: {
    hardhat: {
      chainId,
      accounts: {
        mnemonic: 'test test test test test test test test test test test junk',
        count: 20,
        accountsBalance: '10000000000000000000000', // 10000 ETH
      },
    },
  },
};
