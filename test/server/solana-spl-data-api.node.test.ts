// Issue 20 part 6 on the server side: the real Solana shim with the dev SPL token at genesis, the
// real server (balances, history, images) and its activity indexer. Transfers are built with the
// modal's own instruction builders (src/connectors/solana/build-spl-transfer.ts) and signed here.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, Transaction } from '@solana/web3.js';
import { SOLANA_DEV_KEYPAIR_LAMPORTS, solanaDevKeypairs } from '../../server/chains/solana/dev-keypairs.js';
import {
  associatedTokenAccountOf,
  DEV_SPL_TOKEN,
  devSplTokenGenesis,
  rentExemptLamports,
} from '../../server/chains/solana/dev-spl-token.js';
import { startSolanaShim, type StartSolanaShimReturnType } from '../../server/chains/solana/start-solana-shim.js';
import { startServer, type StartServerReturnType } from '../../server/start-server.js';
import { buildSplTransfer } from '../../src/connectors/solana/build-spl-transfer.js';
import { transferCheckedInstruction } from '../../src/connectors/solana/spl-token-instructions.js';
import { TOKEN_ACCOUNT_SIZE } from '../../src/core/protocol/spl-token.js';
import type { TokenBalance } from '../../src/core/protocol/token-balance.js';
import type { Transaction as HistoryTransaction, TransactionsPage } from '../../src/core/protocol/transactions-page.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

const SDK = 'projectId=demo-project&st=appkit&sv=0.1.0';
const USDL = 10n ** 6n;

let shim: StartSolanaShimReturnType;
let server: StartServerReturnType;
let temp: TempDatabase;
let connection: Connection;

before(async () => {
  temp = openTempDatabase();
  shim = await startSolanaShim({
    genesisAccounts: [
      ...solanaDevKeypairs.map(({ publicKey }) => ({ publicKey, lamports: SOLANA_DEV_KEYPAIR_LAMPORTS })),
      ...devSplTokenGenesis(),
    ],
  });
  connection = new Connection(shim.rpcUrl, 'confirmed');
  const network = { caipNetworkId: shim.caipNetworkId, rpcUrl: shim.rpcUrl, tokens: [DEV_SPL_TOKEN] };
  server = await startServer({
    port: 0,
    database: temp.database,
    chains: [],
    rpcNetworks: [network],
    activity: {
      intervalMs: 100,
      solana: {
        rpcUrl: shim.rpcUrl,
        chain: shim.caipNetworkId,
        addresses: solanaDevKeypairs.slice(1, 3).map((keypair) => keypair.publicKey),
        tokens: [DEV_SPL_TOKEN],
      },
    },
  });
});

after(async () => {
  await server?.stop();
  await shim?.stop();
  temp?.cleanup();
});

const devKeypair = (index: number) => Keypair.fromSecretKey(Uint8Array.from(solanaDevKeypairs[index]!.secretKey));

async function balances(address: string, query = ''): Promise<TokenBalance[]> {
  const response = await fetch(`${server.url}/v1/account/${address}/balance?${SDK}${query}`);
  assert.equal(response.status, 200, await response.clone().text());
  return ((await response.json()) as { balances: TokenBalance[] }).balances;
}

async function usdlOf(address: string): Promise<string | undefined> {
  return (await balances(address)).find((balance) => balance.symbol === 'USDL')?.quantity.numeric;
}

async function history(address: string): Promise<TransactionsPage> {
  const response = await fetch(`${server.url}/v1/account/${address}/history?${SDK}`);
  assert.equal(response.status, 200, await response.clone().text());
  return (await response.json()) as TransactionsPage;
}

const transfersOf = (transaction: HistoryTransaction) =>
  `${transaction.metadata.operationType}: ${transaction.transfers
    .map((transfer) => `${transfer.direction} ${transfer.quantity.numeric} ${transfer.fungible_info?.symbol}`)
    .join(', ')}`;

/** Builds the modal's SPL transfer, signs it with `from` and lands it on the shim. */
async function sendSpl({ from, to, amount }: { from: Keypair; to: PublicKey; amount: bigint }) {
  const { transaction, accountRent } = await buildSplTransfer({
    rpcUrl: shim.rpcUrl,
    from: from.publicKey.toBase58(),
    to: to.toBase58(),
    mint: DEV_SPL_TOKEN.mint,
    amount,
    decimals: DEV_SPL_TOKEN.decimals,
  });
  transaction.sign(from);
  const signature = await connection.sendRawTransaction(transaction.serialize());
  return { signature, accountRent };
}

describe('SPL tokens on the data API (real Solana shim, real server)', () => {
  it('lists SOL and the dev token of a dev keypair, priced from the table, icons on the image endpoint', async () => {
    const address = solanaDevKeypairs[3]!.publicKey;
    const listed = await balances(address, `&chainId=${shim.caipNetworkId}`);
    assert.deepEqual(
      listed.map(({ iconUrl, ...rest }) => ({ ...rest, icon: new URL(iconUrl!).pathname })),
      [
        {
          name: 'Solana',
          symbol: 'SOL',
          chainId: shim.caipNetworkId,
          value: 100 * 150,
          price: 150,
          quantity: { decimals: '9', numeric: '100' },
          icon: '/public/getTokenImage/SOL',
        },
        {
          name: 'Local USD',
          symbol: 'USDL',
          chainId: shim.caipNetworkId,
          address: `${shim.caipNetworkId}:${DEV_SPL_TOKEN.mint}`,
          value: 1000,
          price: 1,
          quantity: { decimals: '6', numeric: '1000' },
          icon: '/public/getTokenImage/USDL',
        },
      ],
    );
    const images = await Promise.all(
      [listed[1]!.iconUrl!, `${server.url}/public/getAssetImage/${shim.caipNetworkId}?${SDK}`].map((url) => fetch(url)),
    );
    assert.deepEqual(
      images.map((image) => [image.status, image.headers.get('content-type'), image.headers.get('cache-control')]),
      Array(2).fill([200, 'image/svg+xml; charset=utf-8', 'public, max-age=86400']),
    );
    assert.deepEqual(await balances(address, '&chainId=solana:elsewhere'), []);
    assert.deepEqual(await balances(Keypair.generate().publicKey.toBase58()), []);
  });

  it('a transfer to a fresh address opens its token account (rent paid by the sender) and moves exactly the amount', async () => {
    const sender = devKeypair(1);
    const fresh = Keypair.generate().publicKey;
    const lamportsBefore = await connection.getBalance(sender.publicKey);
    const { accountRent } = await sendSpl({ from: sender, to: fresh, amount: (25n * USDL) / 10n });
    assert.equal(accountRent, rentExemptLamports({ dataLength: TOKEN_ACCOUNT_SIZE }));
    assert.equal(await usdlOf(fresh.toBase58()), '2.5');
    assert.equal(await usdlOf(sender.publicKey.toBase58()), '997.5');
    assert.equal(lamportsBefore - (await connection.getBalance(sender.publicKey)), 5000 + Number(accountRent));
    const created = await connection.getAccountInfo(
      new PublicKey(associatedTokenAccountOf({ owner: fresh.toBase58(), mint: DEV_SPL_TOKEN.mint })),
    );
    assert.equal(created?.lamports, Number(accountRent));

    // To an address whose token account exists: no rent, only the fee.
    const receiver = solanaDevKeypairs[2]!.publicKey;
    const before = await connection.getBalance(sender.publicKey);
    const second = await sendSpl({ from: sender, to: new PublicKey(receiver), amount: 4n * USDL });
    assert.equal(second.accountRent, 0n);
    assert.equal(before - (await connection.getBalance(sender.publicKey)), 5000);
    assert.equal(await usdlOf(receiver), '1004');
    assert.equal(await usdlOf(sender.publicKey.toBase58()), '993.5');

    await server.activity!.settled();
    assert.deepEqual((await history(sender.publicKey.toBase58())).data.map(transfersOf), [
      'send: out 4 USDL',
      'send: out 2.5 USDL',
    ]);
    const [received] = (await history(receiver)).data;
    assert.equal(transfersOf(received!), 'receive: in 4 USDL');
    assert.equal(received!.transfers[0]!.fungible_info?.name, 'Local USD');
  });

  it("indexes a transfer into a watched account's existing token account that does not name the owner", async () => {
    // An unwatched sender, and a bare TransferChecked: the receiver's wallet address is not in the transaction.
    const outsider = Keypair.generate();
    // requestAirdrop lands at once on the shim: no WebSocket confirmation (it would outlive the shim).
    await connection.requestAirdrop(outsider.publicKey, LAMPORTS_PER_SOL);
    await sendSpl({ from: devKeypair(4), to: outsider.publicKey, amount: 3n * USDL });
    const receiver = new PublicKey(solanaDevKeypairs[2]!.publicKey);
    const mint = new PublicKey(DEV_SPL_TOKEN.mint);
    const ata = (owner: PublicKey) =>
      new PublicKey(associatedTokenAccountOf({ owner: owner.toBase58(), mint: mint.toBase58() }));
    const bare = new Transaction().add(
      transferCheckedInstruction({
        source: ata(outsider.publicKey),
        mint,
        destination: ata(receiver),
        owner: outsider.publicKey,
        amount: 1n * USDL,
        decimals: DEV_SPL_TOKEN.decimals,
      }),
    );
    const signature = await connection.sendTransaction(bare, [outsider]);
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    assert.ok(!landed!.transaction.message.staticAccountKeys.some((key) => key.equals(receiver)));
    await server.activity!.settled();
    const [newest] = (await history(receiver.toBase58())).data;
    assert.equal(newest?.metadata.hash, signature);
    assert.equal(transfersOf(newest!), 'receive: in 1 USDL');
  });
});
