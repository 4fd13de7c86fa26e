import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  pad,
  parseEther,
  parseGwei,
  parseUnits,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  createBundlerClient,
  entryPoint07Abi,
  entryPoint07Address,
  toPackedUserOperation,
  toSoladySmartAccount,
  type UserOperation,
} from 'viem/account-abstraction';
import {
  deployAccountAbstraction,
  type DevAccountAbstraction,
} from '../../server/chains/deploy-account-abstraction.js';
import { deployDevToken } from '../../server/chains/deploy-dev-token.js';
import { startHardhatNode, type StartHardhatNodeReturnType } from '../../server/chains/start-hardhat-node.js';
import { devAccounts } from '../../server/dev-accounts.js';
import { DEV_BUNDLER_ACCOUNT } from '../../server/dev-bundler-account.js';
import { startServer, type StartServerReturnType } from '../../server/start-server.js';
import type { Transaction, TransactionsPage } from '../../src/core/protocol/transactions-page.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

// Issue 17 part 3: smart-account sends in Activity. A real hardhat node with the EntryPoints,
// LocalAccountFactory and DevToken, the real server with its bundler and its activity indexer.
const CHAIN_ID = 31337;
const SDK = 'projectId=demo-project&st=appkit&sv=0.1.0';

let node: StartHardhatNodeReturnType;
let deployed: DevAccountAbstraction;
let token: Address;
let temp: TempDatabase;
let server: StartServerReturnType;

before(async () => {
  node = await startHardhatNode({ port: 0, chainId: CHAIN_ID });
  temp = openTempDatabase();
  deployed = await deployAccountAbstraction({ rpcUrl: node.rpcUrl, chainId: CHAIN_ID });
  token = await deployDevToken({ rpcUrl: node.rpcUrl, chainId: CHAIN_ID });
  server = await startServer({
    port: 0,
    database: temp.database,
    chains: [
      {
        chainId: CHAIN_ID,
        rpcUrl: node.rpcUrl,
        tokens: [{ address: token, name: 'Dev Token', symbol: 'DEV', decimals: 18 }],
        accountAbstraction: {
          entryPoints: [deployed.entryPoint07, deployed.entryPoint08],
          bundlerPrivateKey: DEV_BUNDLER_ACCOUNT.privateKey,
        },
      },
    ],
    activity: { intervalMs: 100 },
  });
});

after(async () => {
  await server?.stop();
  temp?.cleanup();
  await node?.stop();
});

const chain = () =>
  defineChain({
    id: CHAIN_ID,
    name: 'Localchain A',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [node.rpcUrl] } },
  });
// Hardhat answers a revert with -32603, which viem would retry with back-off: no retries.
const publicClient = () => createPublicClient({ chain: chain(), transport: http(node.rpcUrl, { retryCount: 0 }) });
const devWallet = (index: number) =>
  createWalletClient({
    chain: chain(),
    transport: http(node.rpcUrl, { retryCount: 0 }),
    account: privateKeyToAccount(devAccounts[index]!.privateKey),
  });
const bundler = () =>
  createBundlerClient({
    transport: http(`${server.url}/v1/bundler?chainId=eip155:${CHAIN_ID}&${SDK}`, { retryCount: 0 }),
    pollingInterval: 50,
  });
const newAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address;

/** A fresh LocalAccount on EntryPoint 0.7, funded with `value` by dev account #1. */
async function newSmartAccount({ value }: { value: bigint }) {
  const owner = privateKeyToAccount(generatePrivateKey());
  const account = await toSoladySmartAccount({
    client: publicClient(),
    owner,
    factoryAddress: deployed.accountFactory,
    // LocalAccountFactory refuses any salt but the owner's address in the top 20 bytes.
    salt: pad(owner.address, { dir: 'right', size: 32 }),
    entryPoint: { abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' },
  });
  const hash = await devWallet(1).sendTransaction({ to: account.address, value });
  await publicClient().waitForTransactionReceipt({ hash });
  return account;
}

type SmartAccount = Awaited<ReturnType<typeof newSmartAccount>>;
type Call = { to: Address; value?: bigint; data?: Hex };

/** Sends one user operation through the server's bundler; resolves its bundle transaction's hash. */
async function sendThroughBundler({ account, calls }: { account: SmartAccount; calls: Call[] }): Promise<Hex> {
  const client = bundler();
  const userOpHash = await client.sendUserOperation({ account, calls });
  const { receipt, success } = await client.waitForUserOperationReceipt({ hash: userOpHash, timeout: 10_000 });
  assert.equal(success, true, 'the operation succeeded');
  return receipt.transactionHash;
}

/** A signed first operation of an undeployed account, with fixed gas (no estimate: it may revert). */
async function signedOperation({ account, calls }: { account: SmartAccount; calls: Call[] }) {
  const draft: UserOperation<'0.7'> = {
    sender: account.address,
    nonce: await account.getNonce(),
    ...(await account.getFactoryArgs()),
    callData: await account.encodeCalls(calls.map((call) => ({ data: '0x', value: 0n, ...call }))),
    callGasLimit: 300_000n,
    verificationGasLimit: 800_000n,
    preVerificationGas: 60_000n,
    maxFeePerGas: parseGwei('20'),
    maxPriorityFeePerGas: parseGwei('1'),
    signature: '0x',
  } as UserOperation<'0.7'>;
  return { ...draft, signature: await account.signUserOperation({ ...draft, chainId: CHAIN_ID }) };
}

async function history(address: string): Promise<Transaction[]> {
  await server.activity!.settled();
  const response = await fetch(`${server.url}/v1/account/${address}/history?${SDK}`);
  assert.equal(response.status, 200, await response.clone().text());
  return ((await response.json()) as TransactionsPage).data;
}

/** The parts of a transaction a test compares (times and ids vary). */
const summary = (transaction: Transaction) => ({
  operationType: transaction.metadata.operationType,
  status: transaction.metadata.status,
  sentFrom: transaction.metadata.sentFrom,
  sentTo: transaction.metadata.sentTo,
  transfers: transaction.transfers.map(
    (transfer) => `${transfer.direction} ${transfer.quantity.numeric} ${transfer.fungible_info?.symbol}`,
  ),
});

describe('activity indexer: user operations (GET /v1/account/{address}/history)', () => {
  it("lists a smart account's send through the bundler, for the account and the recipient, without the bundler's gas", async () => {
    const account = await newSmartAccount({ value: parseEther('1') });
    const recipient = newAddress();
    const hash = await sendThroughBundler({ account, calls: [{ to: recipient, value: parseEther('0.25') }] });

    const own = await history(account.address);
    assert.deepEqual(own.map(summary), [
      {
        operationType: 'send',
        status: 'confirmed',
        sentFrom: account.address,
        sentTo: recipient,
        transfers: ['out 0.25 ETH'],
      },
      {
        operationType: 'receive',
        status: 'confirmed',
        sentFrom: devAccounts[1]!.address,
        sentTo: account.address,
        transfers: ['in 1 ETH'],
      },
    ]);
    assert.equal(own[0]!.metadata.hash, hash, "the bundle transaction's hash");
    assert.deepEqual((await history(recipient)).map(summary), [
      {
        operationType: 'receive',
        status: 'confirmed',
        sentFrom: account.address,
        sentTo: recipient,
        transfers: ['in 0.25 ETH'],
      },
    ]);
    // The bundle itself stays the bundler's call of the EntryPoint, moving nothing of its own.
    const bundle = (await history(DEV_BUNDLER_ACCOUNT.address)).find((entry) => entry.metadata.hash === hash);
    assert.deepEqual(bundle && summary(bundle), {
      operationType: 'execute',
      status: 'confirmed',
      sentFrom: DEV_BUNDLER_ACCOUNT.address,
      sentTo: deployed.entryPoint07,
      transfers: [],
    });
  });

  it('lists both transfers of a batch as one send, each recipient seeing its own', async () => {
    const account = await newSmartAccount({ value: parseEther('1') });
    const [a, b] = [newAddress(), newAddress()];
    const hash = await sendThroughBundler({
      account,
      calls: [
        { to: a, value: parseEther('0.1') },
        { to: b, value: parseEther('0.2') },
      ],
    });

    const [batch] = await history(account.address);
    assert.equal(batch!.metadata.hash, hash);
    assert.deepEqual(summary(batch!), {
      operationType: 'send',
      status: 'confirmed',
      sentFrom: account.address,
      sentTo: account.address, // several recipients: the account's own call
      transfers: ['out 0.1 ETH', 'out 0.2 ETH'],
    });
    assert.deepEqual((await history(a)).map(summary)[0]?.transfers, ['in 0.1 ETH']);
    assert.deepEqual((await history(b)).map(summary)[0]?.transfers, ['in 0.2 ETH']);
  });

  it("gives a DEV transfer made by the account's call to its operation once, and a call without value as 'execute'", async () => {
    const account = await newSmartAccount({ value: parseEther('1') });
    const funding = await devWallet(1).writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account.address, parseUnits('10', 18)],
    });
    await publicClient().waitForTransactionReceipt({ hash: funding });
    const recipient = newAddress();
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseUnits('4', 18)],
    });
    const hash = await sendThroughBundler({ account, calls: [{ to: token, data }] });
    const quiet = await sendThroughBundler({ account, calls: [{ to: recipient, value: 0n }] });

    const own = await history(account.address);
    assert.deepEqual(
      own.filter((entry) => entry.metadata.hash === hash).map(summary),
      [
        {
          operationType: 'send',
          status: 'confirmed',
          sentFrom: account.address,
          sentTo: token,
          transfers: ['out 4 DEV'],
        },
      ],
      "one record (the operation's), not the bundle's too",
    );
    assert.deepEqual(summary(own[0]!), {
      operationType: 'execute',
      status: 'confirmed',
      sentFrom: account.address,
      sentTo: recipient,
      transfers: [],
    });
    assert.equal(own[0]!.metadata.hash, quiet);
    assert.deepEqual((await history(recipient)).map(summary), [
      { operationType: 'execute', status: 'confirmed', sentFrom: account.address, sentTo: recipient, transfers: [] },
      {
        operationType: 'receive',
        status: 'confirmed',
        sentFrom: account.address,
        sentTo: token,
        transfers: ['in 4 DEV'],
      },
    ]);
    const bundle = (await history(DEV_BUNDLER_ACCOUNT.address)).find((entry) => entry.metadata.hash === hash);
    assert.deepEqual(bundle?.transfers, [], "the DEV transfer is the operation's, not the bundle's");
  });

  it('lists each operation of a bundle sent by handleOps directly, a reverted inner call as failed', async () => {
    const paying = await newSmartAccount({ value: parseEther('1') });
    const overdrawn = await newSmartAccount({ value: parseEther('0.5') });
    const [payee, unpaid] = [newAddress(), newAddress()];
    const operations = await Promise.all([
      signedOperation({ account: paying, calls: [{ to: payee, value: parseEther('0.1') }] }),
      // More than the account holds: its execute reverts, the bundle does not.
      signedOperation({ account: overdrawn, calls: [{ to: unpaid, value: parseEther('2') }] }),
    ]);
    const submitter = devWallet(3);
    const hash = await submitter.writeContract({
      address: entryPoint07Address,
      abi: entryPoint07Abi,
      functionName: 'handleOps',
      args: [operations.map((operation) => toPackedUserOperation(operation)), submitter.account.address],
    });
    assert.equal((await publicClient().waitForTransactionReceipt({ hash })).status, 'success');
    assert.equal(await publicClient().getBalance({ address: unpaid }), 0n, 'the inner call reverted');

    const [sent] = await history(paying.address);
    assert.deepEqual(summary(sent!), {
      operationType: 'send',
      status: 'confirmed',
      sentFrom: paying.address,
      sentTo: payee,
      transfers: ['out 0.1 ETH'],
    });
    const [failed] = await history(overdrawn.address);
    assert.deepEqual(summary(failed!), {
      operationType: 'send',
      status: 'failed',
      sentFrom: overdrawn.address,
      sentTo: unpaid,
      transfers: ['out 2 ETH'],
    });
    assert.equal(sent!.metadata.hash, hash);
    assert.equal(failed!.metadata.hash, hash);
    assert.deepEqual((await history(payee)).map(summary)[0]?.transfers, ['in 0.1 ETH']);
    const [submitted] = await history(submitter.account.address);
    assert.deepEqual(summary(submitted!), {
      operationType: 'execute',
      status: 'confirmed',
      sentFrom: submitter.account.address,
      sentTo: entryPoint07Address,
      transfers: [],
    });
  });
});
