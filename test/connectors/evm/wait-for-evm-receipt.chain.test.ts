// waitForEvmReceipt against the dev stack's hardhat chain A. To replace a transaction, automining
// is paused (evm_setAutomine) so the first transaction waits in the mempool; it is always turned
// back on. Dev account #8 belongs to this file.
import { expect } from '@open-wc/testing';
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  keccak256,
  maxUint256,
  parseEther,
  parseGwei,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { waitForEvmReceipt } from '../../../src/connectors/evm/wait-for-evm-receipt.js';
import { rpcUrlFor } from '../../../src/core/protocol/rpc-url-for.js';
import type { DevConfig } from '../../helpers/evm-test-wallet/index.js';

function devConfig(): DevConfig {
  const config = window.__APPKIT_DEV__;
  if (!config || config.devAccounts.length < 10)
    throw new Error('window.__APPKIT_DEV__ is missing: run with web-test-runner.chain.config.mjs');
  return config;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function clients() {
  const config = devConfig();
  const { id, rpcUrl, nativeCurrency, name } = config.chains[0]!;
  const chain = { id, name, nativeCurrency, rpcUrls: { default: { http: [rpcUrl] } } };
  const account = privateKeyToAccount(config.devAccounts[8]!.privateKey);
  return {
    rpcUrl,
    account,
    receiver: config.devAccounts[9]!.address,
    publicClient: createPublicClient({ chain, transport: http(rpcUrl) }),
    walletClient: createWalletClient({ chain, account, transport: http(rpcUrl) }),
  };
}

async function rpc({
  rpcUrl,
  method,
  params = [],
}: {
  rpcUrl: string;
  method: string;
  params?: unknown[];
}): Promise<void> {
  await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
}

/** Sends `first` unmined, starts the wait, replaces it with `second` (same nonce, 2× the fee), mines. */
async function replaceWhileWaiting({
  first,
  second,
}: {
  first: { to: Hex; value: bigint };
  second: { to: Hex; value: bigint };
}) {
  const { rpcUrl, account, publicClient, walletClient } = clients();
  await rpc({ rpcUrl, method: 'evm_setAutomine', params: [false] });
  try {
    const nonce = await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' });
    const fees = { maxFeePerGas: parseGwei('20'), maxPriorityFeePerGas: parseGwei('2') };
    const hash = await walletClient.sendTransaction({ ...first, nonce, ...fees, gas: 21_000n });
    const waiting = waitForEvmReceipt({ rpcUrl, hash });
    await sleep(1500); // the wait has read the pending transaction by now (block polling 500 ms)
    const replacement = await walletClient.sendTransaction({
      ...second,
      nonce,
      maxFeePerGas: fees.maxFeePerGas * 2n,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas * 2n,
      gas: 21_000n,
    });
    await rpc({ rpcUrl, method: 'evm_mine' });
    return { hash, replacement, outcome: await waiting };
  } finally {
    await rpc({ rpcUrl, method: 'evm_setAutomine', params: [true] });
  }
}

describe('waitForEvmReceipt on the local chain', () => {
  it('ends as success with the receipt of a mined transaction', async () => {
    const { rpcUrl, receiver, walletClient } = clients();
    const hash = await walletClient.sendTransaction({ to: receiver, value: 1n });
    expect(await waitForEvmReceipt({ rpcUrl, hash })).to.deep.equal({ status: 'success', hash });
  });

  it('waits through the RPC proxy too (its text/plain POSTs forwarded to the chain)', async () => {
    const { receiver, walletClient } = clients();
    const { serverUrl, projectId, chains } = devConfig();
    const hash = await walletClient.sendTransaction({ to: receiver, value: 1n });
    const rpcUrl = rpcUrlFor({ baseUrl: serverUrl, chainId: `eip155:${chains[0]!.id}`, projectId });
    expect(await waitForEvmReceipt({ rpcUrl, hash })).to.deep.equal({ status: 'success', hash });
  });

  it('ends as reverted when the chain reverts the transaction (an ERC-20 transfer above the balance)', async () => {
    const { rpcUrl, receiver, account, publicClient, walletClient } = clients();
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, maxUint256] });
    // Signed here with an explicit gas limit (an estimate would refuse the call); hardhat mines it
    // and also answers the send with the revert, so the hash is computed from the signed bytes.
    const nonce = await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' });
    const signed = await walletClient.signTransaction({
      to: devConfig().chains[0]!.token.address,
      data,
      gas: 100_000n,
      nonce,
      maxFeePerGas: parseGwei('20'),
      maxPriorityFeePerGas: parseGwei('2'),
    });
    const hash = keccak256(signed);
    await walletClient.sendRawTransaction({ serializedTransaction: signed }).catch(() => undefined);
    expect(await waitForEvmReceipt({ rpcUrl, hash })).to.deep.equal({ status: 'reverted', hash });
  });

  it("reports a replacement with the same to, value and input as repriced, with the replacement's receipt", async () => {
    const { receiver } = clients();
    const { hash, replacement, outcome } = await replaceWhileWaiting({
      first: { to: receiver, value: parseEther('0.001') },
      second: { to: receiver, value: parseEther('0.001') },
    });
    expect(replacement).to.not.equal(hash);
    expect(outcome).to.deep.equal({ status: 'success', hash: replacement, replacement: 'repriced' });
  });

  it('reports a zero-value replacement to the sender itself as cancelled', async () => {
    const { receiver, account } = clients();
    const { replacement, outcome } = await replaceWhileWaiting({
      first: { to: receiver, value: parseEther('0.001') },
      second: { to: account.address, value: 0n },
    });
    expect(outcome).to.deep.equal({ status: 'success', hash: replacement, replacement: 'cancelled' });
  });
});
