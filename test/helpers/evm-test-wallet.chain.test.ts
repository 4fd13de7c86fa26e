import { expect } from '@open-wc/testing';
import { numberToHex, parseEther, type Hex } from 'viem';
import { createEvmTestWallet, type DevConfig, type EvmTestWallet } from './evm-test-wallet/index.js';

// Runs under web-test-runner.chain.config.mjs, which starts the local chains and injects
// window.__APPKIT_DEV__. Other chain tests may use the same accounts concurrently, so every
// balance is read at a fixed block rather than at 'latest'.

function devConfig(): DevConfig {
  const config = window.__APPKIT_DEV__;
  if (!config || config.chains.length < 2 || config.devAccounts.length < 3)
    throw new Error('window.__APPKIT_DEV__ with two chains and three dev accounts is required');
  return config;
}

async function directRpc<T>({
  url,
  method,
  params = [],
}: {
  url: string;
  method: string;
  params?: unknown[];
}): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result as T;
}

interface Receipt {
  status: Hex;
  blockNumber: Hex;
  from: string;
  to: string;
}

// Polls through the wallet, as a dapp does; hardhat automines, so this is quick.
async function waitForReceipt({ wallet, hash }: { wallet: EvmTestWallet; hash: Hex }): Promise<Receipt> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const receipt = (await wallet.provider.request({
      method: 'eth_getTransactionReceipt',
      params: [hash],
    })) as Receipt | null;
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no receipt for ${hash} after 5 s`);
}

function createWallet(config: DevConfig): EvmTestWallet {
  return createEvmTestWallet({
    privateKey: config.devAccounts[1]!.privateKey,
    chains: config.chains.map(({ id, rpcUrl, name }) => ({ id, rpcUrl, name })),
    storageKey: 'evm-test-wallet-chain-test',
  });
}

describe('evm test wallet on the local chains', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('forwards eth_getBalance and returns what the node returns', async () => {
    const config = devConfig();
    const wallet = createWallet(config);
    const [chainA] = config.chains;
    const account = config.devAccounts[1]!.address;
    const block = await directRpc<Hex>({ url: chainA!.rpcUrl, method: 'eth_blockNumber' });
    const viaWallet = await wallet.provider.request({ method: 'eth_getBalance', params: [account, block] });
    const direct = await directRpc<Hex>({ url: chainA!.rpcUrl, method: 'eth_getBalance', params: [account, block] });
    expect(viaWallet).to.equal(direct);
    expect(BigInt(direct) > 0n, 'funded account').to.equal(true);
  });

  it('keeps the node error code of a failed forwarded request', async () => {
    const wallet = createWallet(devConfig());
    try {
      await wallet.provider.request({ method: 'eth_getBalance', params: ['not an address', 'latest'] });
      throw new Error('expected an error');
    } catch (error) {
      expect((error as { code?: unknown }).code).to.be.a('number');
      expect((error as { code: number }).code).to.not.equal(-32603);
    }
  });

  it('sends 0.01 ETH with eth_sendTransaction and the receiver gets exactly that', async () => {
    const config = devConfig();
    const wallet = createWallet(config);
    const from = config.devAccounts[1]!.address;
    const to = config.devAccounts[2]!.address;
    const value = parseEther('0.01');
    await wallet.provider.request({ method: 'eth_requestAccounts' });

    const hash = (await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to, value: numberToHex(value) }],
    })) as Hex;
    expect(hash).to.match(/^0x[0-9a-f]{64}$/);

    const receipt = await waitForReceipt({ wallet, hash });
    expect(receipt.status).to.equal('0x1');
    expect(receipt.from.toLowerCase()).to.equal(from.toLowerCase());
    expect(receipt.to.toLowerCase()).to.equal(to.toLowerCase());

    const block = BigInt(receipt.blockNumber);
    const balanceAt = async (tag: bigint) =>
      BigInt((await wallet.provider.request({ method: 'eth_getBalance', params: [to, numberToHex(tag)] })) as Hex);
    expect((await balanceAt(block)) - (await balanceAt(block - 1n))).to.equal(value);
  });

  it('switches between the two chains, and forwards to the chain switched to', async () => {
    const config = devConfig();
    const wallet = createWallet(config);
    const [chainA, chainB] = config.chains;
    const changes: string[] = [];
    wallet.provider.on('chainChanged', (chainId) => changes.push(chainId));

    expect(await wallet.provider.request({ method: 'eth_chainId' })).to.equal(numberToHex(chainA!.id));
    expect(await wallet.provider.request({ method: 'net_version' })).to.equal(String(chainA!.id));

    await wallet.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: numberToHex(chainB!.id) }],
    });
    expect(await wallet.provider.request({ method: 'eth_chainId' })).to.equal(numberToHex(chainB!.id));
    expect(await wallet.provider.request({ method: 'net_version' })).to.equal(String(chainB!.id));

    // A transaction now goes to chain B, signed for chain B.
    await wallet.provider.request({ method: 'eth_requestAccounts' });
    const to = config.devAccounts[2]!.address;
    const hash = await wallet.provider.request({ method: 'eth_sendTransaction', params: [{ to, value: '0x1' }] });
    const onB = await directRpc<{ chainId: Hex } | null>({
      url: chainB!.rpcUrl,
      method: 'eth_getTransactionByHash',
      params: [hash],
    });
    expect(onB?.chainId).to.equal(numberToHex(chainB!.id));
    expect(await directRpc({ url: chainA!.rpcUrl, method: 'eth_getTransactionByHash', params: [hash] })).to.equal(null);

    await wallet.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: numberToHex(chainA!.id) }],
    });
    expect(await wallet.provider.request({ method: 'eth_chainId' })).to.equal(numberToHex(chainA!.id));
    expect(changes).to.deep.equal([numberToHex(chainB!.id), numberToHex(chainA!.id)]);
  });
});
