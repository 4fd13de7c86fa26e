import { expect } from '@open-wc/testing';
import { createClient, erc20Abi, http, parseEther, parseUnits } from 'viem';
import { getBalance, getChainId, getContractEvents, readContract } from 'viem/actions';
import type { DevChain, DevConfig } from '../../server/dev-config.js';

function readDevConfig(): DevConfig {
  const config = (window as unknown as { __APPKIT_DEV__?: DevConfig }).__APPKIT_DEV__;
  if (!config?.chains.length)
    throw new Error('window.__APPKIT_DEV__ is missing: run with web-test-runner.chain.config.mjs');
  return config;
}

function proxyUrl({ config, chainId }: { config: DevConfig; chainId: number | string }): string {
  return `${config.serverUrl}/v1/?chainId=${chainId}&projectId=${config.projectId}`;
}

function proxyClient({ config, chain }: { config: DevConfig; chain: DevChain }) {
  return createClient({ transport: http(proxyUrl({ config, chainId: `eip155:${chain.id}` })) });
}

async function postText({ url, body }: { url: string; body: unknown }) {
  // text/plain like the hosted RPC's clients: a simple cross-origin request, no preflight.
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('RPC proxy (server/routes/rpc-proxy.ts) from the browser', () => {
  const config = readDevConfig();
  const [chainA, chainB] = config.chains as [DevChain, DevChain];
  const account1 = config.devAccounts[1]!.address;

  it('answers eth_chainId for both local chains with their own ids', async () => {
    const a = await postText({
      url: proxyUrl({ config, chainId: chainA.id }),
      body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
    });
    const b = await postText({
      url: proxyUrl({ config, chainId: chainB.id }),
      body: { jsonrpc: '2.0', id: 2, method: 'eth_chainId' },
    });
    expect([a.status, b.status]).to.deep.equal([200, 200]);
    expect([Number(a.body.result), Number(b.body.result)]).to.deep.equal([31337, 31338]);
    expect(await getChainId(proxyClient({ config, chain: chainB }))).to.equal(31338);
  });

  it('answers an unknown chain with a JSON-RPC error', async () => {
    const { status, body } = await postText({
      url: proxyUrl({ config, chainId: 'eip155:999999' }),
      body: { jsonrpc: '2.0', id: 3, method: 'eth_chainId' },
    });
    expect(status).to.equal(400);
    expect(body).to.deep.equal({
      jsonrpc: '2.0',
      id: 3,
      error: { code: -32602, message: 'Unsupported chainId: eip155:999999' },
    });
  });

  // Other chain test files spend from the same dev accounts, so the funded amounts are read at the
  // blocks the dev stack left them in, and the current values are compared with the node's own.

  it('reads the native balance of dev account #1 (10000 ETH at genesis, same as the node now)', async () => {
    const client = proxyClient({ config, chain: chainA });
    expect(await getBalance(client, { address: account1, blockNumber: 0n })).to.equal(parseEther('10000'));
    const direct = createClient({ transport: http(chainA.rpcUrl) });
    expect(await getBalance(client, { address: account1 })).to.equal(await getBalance(direct, { address: account1 }));
  });

  it('reads the DEV balance of dev account #1 on both chains (1000 DEV when funded)', async () => {
    for (const chain of [chainA, chainB]) {
      const client = proxyClient({ config, chain });
      const [funding] = await getContractEvents(client, {
        address: chain.token.address,
        abi: erc20Abi,
        eventName: 'Transfer',
        args: { from: config.devAccounts[0]!.address, to: account1 },
        fromBlock: 0n,
      });
      if (!funding?.blockNumber) throw new Error(`No DEV funding transfer to account #1 on chain ${chain.id}`);
      expect(funding.args.value).to.equal(parseUnits('1000', 18));
      const balance = await readContract(client, {
        address: chain.token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account1],
        blockNumber: funding.blockNumber,
      });
      expect(balance).to.equal(parseUnits('1000', 18));
    }
  });
});
