import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Connection, Keypair, PublicKey, SystemProgram, Transaction as SolanaTransaction } from '@solana/web3.js';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  formatEther,
  http,
  parseEther,
  parseUnits,
  type Address,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { deployDevToken } from '../../server/chains/deploy-dev-token.js';
import { solanaDevKeypairs } from '../../server/chains/solana/dev-keypairs.js';
import { startSolanaShim, type StartSolanaShimReturnType } from '../../server/chains/solana/start-solana-shim.js';
import { startHardhatNode, type StartHardhatNodeReturnType } from '../../server/chains/start-hardhat-node.js';
import { HISTORY_PAGE_SIZE, type readAccountHistory } from '../../server/data-api/read-account-history.js';
import { devAccounts } from '../../server/dev-accounts.js';
import { startServer, type StartServerReturnType } from '../../server/start-server.js';
import type { Transaction, TransactionsPage } from '../../src/core/protocol/transactions-page.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

// Two real hardhat chains with DevToken, the real Solana shim, a real SQLite file, and the real
// server with its activity indexer polling them (every 100 ms here to keep the file quick).
let chains: StartHardhatNodeReturnType[];
let tokens: Address[];
let shim: StartSolanaShimReturnType;
let server: StartServerReturnType;
let temp: TempDatabase;

before(async () => {
  temp = openTempDatabase();
  [chains, shim] = await Promise.all([
    Promise.all([31337, 31338].map((chainId) => startHardhatNode({ port: 0, chainId }))),
    startSolanaShim(),
  ]);
  tokens = await Promise.all(chains.map((chain) => deployDevToken({ rpcUrl: chain.rpcUrl, chainId: chain.chainId })));
  server = await startServer({
    port: 0,
    database: temp.database,
    chains: chains.map((chain, index) => ({
      chainId: chain.chainId,
      rpcUrl: chain.rpcUrl,
      tokens: [{ address: tokens[index]!, name: 'Dev Token', symbol: 'DEV', decimals: 18 }],
    })),
    activity: {
      intervalMs: 100,
      solana: {
        rpcUrl: shim.rpcUrl,
        chain: shim.caipNetworkId,
        addresses: solanaDevKeypairs.slice(0, 2).map((keypair) => keypair.publicKey),
      },
    },
  });
});

after(async () => {
  await server?.stop();
  await Promise.all([...(chains ?? []).map((chain) => chain.stop()), shim?.stop()]);
  temp?.cleanup();
});

// Compile-time check: a server page is a page of the client's Transaction type.
export const serverPageIsClientPage = (page: ReturnType<typeof readAccountHistory>): TransactionsPage => page;

const SDK = 'projectId=demo-project&st=appkit&sv=0.1.0';

function wallet({ chainIndex, account }: { chainIndex: number; account: number }) {
  const node = chains[chainIndex]!;
  const chain = defineChain({
    id: node.chainId,
    name: `Local ${node.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [node.rpcUrl] } },
  });
  return createWalletClient({
    chain,
    transport: http(node.rpcUrl),
    account: privateKeyToAccount(devAccounts[account]!.privateKey),
  });
}

async function history({ address, query = '' }: { address: string; query?: string }): Promise<TransactionsPage> {
  const response = await fetch(`${server.url}/v1/account/${address}/history?${SDK}${query}`);
  assert.equal(response.status, 200, await response.clone().text());
  return (await response.json()) as TransactionsPage;
}

/** The parts of a transaction a test compares (times and ids vary). */
const summary = (transaction: Transaction) => ({
  chain: transaction.metadata.chain,
  operationType: transaction.metadata.operationType,
  status: transaction.metadata.status,
  transfers: transaction.transfers.map(
    (transfer) => `${transfer.direction} ${transfer.quantity.numeric} ${transfer.fungible_info?.symbol}`,
  ),
});

describe('GET /v1/account/{address}/history (indexed from real chains)', () => {
  const alice = devAccounts[1]!.address;
  const bob = devAccounts[2]!.address;

  it('shows native and DEV transfers newest first, from each side, with chain filter', async () => {
    const aliceA = wallet({ chainIndex: 0, account: 1 });
    const ethHash = await aliceA.sendTransaction({ to: bob, value: parseEther('0.5') });
    const devHash = await aliceA.writeContract({
      address: tokens[0]!,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [bob, parseUnits('10', 18)],
    });
    await wallet({ chainIndex: 1, account: 1 }).sendTransaction({ to: bob, value: parseEther('0.25') });
    await server.activity!.settled();

    const sent = await history({ address: alice, query: '&chainId=eip155:31337' });
    assert.deepEqual(sent.data.map(summary), [
      { chain: 'eip155:31337', operationType: 'send', status: 'confirmed', transfers: ['out 10 DEV'] },
      { chain: 'eip155:31337', operationType: 'send', status: 'confirmed', transfers: ['out 0.5 ETH'] },
      { chain: 'eip155:31337', operationType: 'receive', status: 'confirmed', transfers: ['in 1000 DEV'] }, // funding at deployment
    ]);
    assert.equal(sent.next, null);
    const [dev, eth] = sent.data;
    assert.equal(dev!.metadata.hash, devHash);
    assert.equal(eth!.metadata.hash, ethHash);
    assert.deepEqual(
      { ...eth!.metadata, minedAt: undefined },
      {
        minedAt: undefined,
        chain: 'eip155:31337',
        operationType: 'send',
        status: 'confirmed',
        sentFrom: alice,
        sentTo: bob,
        hash: ethHash,
      },
    );
    assert.ok(Math.abs(Date.parse(eth!.metadata.minedAt) - Date.now()) < 60_000, eth!.metadata.minedAt);
    assert.equal(dev!.metadata.sentTo, tokens[0], 'the DEV transfer is a call of the token contract');
    assert.deepEqual(dev!.transfers, [
      {
        direction: 'out',
        fungible_info: {
          name: 'Dev Token',
          symbol: 'DEV',
          icon: { url: `${server.url}/public/getTokenImage/DEV?projectId=demo-project` },
        },
        quantity: { numeric: '10' },
        value: 5,
        price: 0.5,
      },
    ]);
    assert.equal(eth!.transfers[0]!.value, 1500);

    const received = await history({ address: bob.toLowerCase(), query: '&chainId=eip155:31337' });
    assert.deepEqual(received.data.slice(0, 2).map(summary), [
      { chain: 'eip155:31337', operationType: 'receive', status: 'confirmed', transfers: ['in 10 DEV'] },
      { chain: 'eip155:31337', operationType: 'receive', status: 'confirmed', transfers: ['in 0.5 ETH'] },
    ]);

    const onB = await history({ address: alice, query: '&chainId=eip155:31338' });
    assert.deepEqual(onB.data.map(summary)[0], {
      chain: 'eip155:31338',
      operationType: 'send',
      status: 'confirmed',
      transfers: ['out 0.25 ETH'],
    });
    assert.ok(onB.data.every((transaction) => transaction.metadata.chain === 'eip155:31338'));
    const all = await history({ address: alice });
    assert.equal(all.data.length, sent.data.length + onB.data.length);
    assert.deepEqual(
      new Set(all.data.map((transaction) => transaction.metadata.chain)),
      new Set(['eip155:31337', 'eip155:31338']),
    );
    assert.deepEqual(await history({ address: alice, query: '&chainId=eip155:1' }), { data: [], next: null });
  });

  it('pages newest first with an opaque cursor; pages are disjoint and complete', async () => {
    const carol = devAccounts[3]!.address;
    const dave = wallet({ chainIndex: 0, account: 4 });
    const count = HISTORY_PAGE_SIZE + 3;
    for (let index = 1; index <= count; index++) await dave.sendTransaction({ to: carol, value: BigInt(index) });
    await server.activity!.settled();

    const first = await history({ address: carol, query: '&chainId=eip155:31337' });
    assert.equal(first.data.length, HISTORY_PAGE_SIZE);
    assert.equal(typeof first.next, 'string');
    const second = await history({
      address: carol,
      query: `&chainId=eip155:31337&cursor=${encodeURIComponent(first.next!)}`,
    });
    assert.equal(second.next, null);
    const rows = [...first.data, ...second.data];
    assert.equal(rows.length, count + 1, 'every transfer plus the DEV funding');
    assert.equal(new Set(rows.map((row) => row.id)).size, rows.length, 'no row on both pages');
    const wei = rows.slice(0, count).map((row) => row.transfers[0]!.quantity.numeric);
    assert.deepEqual(
      wei,
      Array.from({ length: count }, (_, index) => formatEther(BigInt(count - index))),
      'newest first',
    );
    assert.equal(rows.at(-1)!.transfers[0]!.quantity.numeric, '1000');

    const bad = await fetch(`${server.url}/v1/account/${carol}/history?${SDK}&cursor=not-a-cursor`);
    assert.equal(bad.status, 400);
    assert.equal(((await bad.json()) as { code: string }).code, 'INVALID_PARAMETER');
  });

  it('marks a reverted transaction failed, as an execute without transfers', async () => {
    const erin = wallet({ chainIndex: 0, account: 5 });
    // More DEV than erin holds, with a fixed gas limit so the node mines it instead of refusing the estimate.
    await assert.rejects(
      erin.writeContract({
        address: tokens[0]!,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [bob, parseUnits('5000', 18)],
        gas: 100_000n,
      }),
    );
    const client = createPublicClient({ transport: http(chains[0]!.rpcUrl) });
    const block = await client.getBlock({ includeTransactions: true });
    assert.equal(block.transactions.length, 1, 'hardhat mined the reverting call');
    await server.activity!.settled();
    const [failed] = (await history({ address: devAccounts[5]!.address })).data;
    assert.deepEqual(summary(failed!), {
      chain: 'eip155:31337',
      operationType: 'execute',
      status: 'failed',
      transfers: [],
    });
    assert.equal(failed!.metadata.hash, block.transactions[0]!.hash);
  });

  it('indexes SOL transfers of the watched Solana addresses', async () => {
    const from = Keypair.fromSecretKey(Uint8Array.from(solanaDevKeypairs[0]!.secretKey));
    const to = new PublicKey(solanaDevKeypairs[1]!.publicKey);
    const connection = new Connection(shim.rpcUrl, 'confirmed');
    const transfer = new SolanaTransaction().add(
      SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: 100_000_000 }),
    );
    // sendTransaction lands at once on the shim; no WebSocket confirmation is needed.
    const signature = await connection.sendTransaction(transfer, [from]);
    await server.activity!.settled();

    const sender = await history({ address: from.publicKey.toBase58() });
    assert.deepEqual(sender.data.map(summary), [
      { chain: shim.caipNetworkId, operationType: 'send', status: 'confirmed', transfers: ['out 0.1 SOL'] },
    ]);
    assert.deepEqual(
      { ...sender.data[0]!.metadata, minedAt: undefined },
      {
        minedAt: undefined,
        chain: shim.caipNetworkId,
        operationType: 'send',
        status: 'confirmed',
        sentFrom: from.publicKey.toBase58(),
        sentTo: to.toBase58(),
        hash: signature,
      },
    );
    const receiver = await history({ address: to.toBase58(), query: `&chainId=${shim.caipNetworkId}` });
    assert.deepEqual(receiver.data.map(summary), [
      { chain: shim.caipNetworkId, operationType: 'receive', status: 'confirmed', transfers: ['in 0.1 SOL'] },
    ]);
    assert.deepEqual(await history({ address: to.toBase58(), query: '&chainId=eip155:31337' }), {
      data: [],
      next: null,
    });
  });

  it('forgets a chain that restarted from genesis and indexes it again', async () => {
    const alice = devAccounts[1]!.address;
    const client = createPublicClient({ transport: http(chains[1]!.rpcUrl) });
    await client.request({ method: 'hardhat_reset' as 'eth_chainId', params: [] as never });
    await server.activity!.settled();
    assert.deepEqual(await history({ address: alice, query: '&chainId=eip155:31338' }), { data: [], next: null });
    await wallet({ chainIndex: 1, account: 1 }).sendTransaction({ to: bob, value: parseEther('0.75') });
    await server.activity!.settled();
    assert.deepEqual((await history({ address: alice, query: '&chainId=eip155:31338' })).data.map(summary), [
      { chain: 'eip155:31338', operationType: 'send', status: 'confirmed', transfers: ['out 0.75 ETH'] },
    ]);

    // The Solana shim keeps no state across starts: a new one on the same port is a new cluster.
    const solanaSender = solanaDevKeypairs[0]!.publicKey;
    assert.equal((await history({ address: solanaSender })).data.length, 1);
    const port = Number(new URL(shim.rpcUrl).port);
    await shim.stop();
    shim = await startSolanaShim({ port });
    await server.activity!.settled();
    assert.deepEqual(await history({ address: solanaSender }), { data: [], next: null });
  });

  it('answers project and parameter errors like the other data API routes', async () => {
    const ask = async (query: string, address: string = alice) => {
      const response = await fetch(`${server.url}/v1/account/${address}/history${query}`);
      return { status: response.status, code: ((await response.json()) as { code?: string }).code };
    };
    assert.deepEqual(await ask(''), { status: 400, code: 'PROJECT_ID_MISSING' });
    assert.deepEqual(await ask('?projectId=nope'), { status: 401, code: 'INVALID_PROJECT_ID' });
    assert.deepEqual(await ask(`?${SDK}`, 'not-an-address'), { status: 400, code: 'INVALID_PARAMETER' });
    assert.deepEqual(await ask(`?${SDK}&chainId=${encodeURIComponent('bad chain')}`), {
      status: 400,
      code: 'INVALID_PARAMETER',
    });
  });
});
