// The EVM reads of the send and balance chunks against the dev stack, from this page's origin (not
// the server's nor the chain's): the text/plain POSTs of rpcTransport must be accepted by the
// reference RPC proxy and by hardhat itself (a dapp's customRpcUrls may point at it). The answers
// are compared with viem's own JSON reads of the same chain. Read-only: no dev account is spent.
import { expect } from '@open-wc/testing';
import { createPublicClient, formatUnits, http } from 'viem';
import { estimateEvmFee } from '../../../src/connectors/evm/estimate-evm-fee.js';
import { readNativeBalance } from '../../../src/connectors/evm/read-native-balance.js';
import { rpcUrlFor } from '../../../src/core/protocol/rpc-url-for.js';
import type { DevConfig } from '../../helpers/evm-test-wallet/index.js';

function devConfig(): DevConfig {
  const config = window.__APPKIT_DEV__;
  if (!config?.chains.length || config.devAccounts.length < 3)
    throw new Error('window.__APPKIT_DEV__ is missing: run with web-test-runner.chain.config.mjs');
  return config;
}

/** Hardhat's account #19 of the dev mnemonic: funded at genesis and in no dev config, so no test spends it. */
const UNSPENT_ACCOUNT = '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199';

/** Chain A straight at hardhat, and through the reference server's RPC proxy. */
function rpcUrls() {
  const { chains, serverUrl, projectId } = devConfig();
  const chain = chains[0]!;
  return {
    chain,
    urls: {
      hardhat: chain.rpcUrl,
      proxy: rpcUrlFor({ baseUrl: serverUrl, chainId: `eip155:${chain.id}`, projectId }),
    },
  };
}

describe('EVM reads over rpcTransport (text/plain) on the local chain', () => {
  it('reads the native balance through hardhat and through the RPC proxy, as viem reads it', async () => {
    const { chain, urls } = rpcUrls();
    const address = UNSPENT_ACCOUNT;
    const expected = await createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({ address });
    expect(expected > 0n, 'the account is funded').to.equal(true);
    for (const [via, rpcUrl] of Object.entries(urls)) {
      expect(await readNativeBalance({ rpcUrl, address, decimals: 18 }), via).to.equal(formatUnits(expected, 18));
    }
  });

  it("estimates a transfer's fee through both (gas and gas price in one batch) as viem's gas × gas price", async () => {
    const { chain, urls } = rpcUrls();
    const to = devConfig().devAccounts[2]!.address;
    const viemClient = createPublicClient({ transport: http(chain.rpcUrl) });
    const gas = await viemClient.estimateGas({ account: UNSPENT_ACCOUNT, to, value: 1n });
    for (const [via, rpcUrl] of Object.entries(urls)) {
      const gasPrice = await viemClient.getGasPrice();
      const fee = await estimateEvmFee({
        from: UNSPENT_ACCOUNT,
        to,
        amount: 1n,
        chain: { id: chain.id, name: chain.name, nativeCurrency: chain.nativeCurrency },
        rpcUrl,
      });
      // Another test's block in between moves the base fee: the price read before or after counts.
      // Strings: the runner cannot report an assertion on bigints.
      const expected = [gas * gasPrice, gas * (await viemClient.getGasPrice())].map(String);
      expect(expected, via).to.include(String(fee));
    }
  });
});
