// The local Solana endpoint is a SHIM: LiteSVM behind a JSON-RPC + WebSocket server. These tests
// drive it with unmodified @solana/web3.js `Connection` code. Shim semantics under test: every
// commitment is "finalized", blockhashes never expire, preflight is a simulation in the same bank.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import { startSolanaShim, type StartSolanaShimReturnType } from '../../server/chains/solana/start-solana-shim.js';
import { SOLANA_DEV_KEYPAIR_LAMPORTS, solanaDevKeypairs } from '../../server/chains/solana/dev-keypairs.js';
import {
  LOCAL_SOLANA_CAIP_NETWORK_ID,
  LOCAL_SOLANA_GENESIS_HASH,
} from '../../server/chains/solana/local-solana-cluster.js';
import { TOKEN_PROGRAM_ID } from '../../server/chains/solana/parse-token-account.js';

const FEE = 5000;
const keypair = (index: number) => Keypair.fromSecretKey(Uint8Array.from(solanaDevKeypairs[index]!.secretKey));
const transfer = ({ from, to, lamports }: { from: Keypair; to: PublicKey; lamports: number }) =>
  new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }));

let shim: StartSolanaShimReturnType;
let connection: Connection;

before(async () => {
  shim = await startSolanaShim();
  connection = new Connection(shim.rpcUrl, 'confirmed');
});

after(async () => {
  // web3.js closes its WebSocket 500 ms after the last subscription ends, and reconnects forever
  // if the server goes away first; let it close.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await shim?.stop();
});

describe('Solana shim (LiteSVM behind JSON-RPC)', () => {
  test('dev keypairs are fixed and hold 100 SOL each; the genesis hash is the fixed constant', async () => {
    assert.equal(solanaDevKeypairs.length, 10);
    assert.equal(solanaDevKeypairs[0]!.publicKey, 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9');
    assert.equal(keypair(3).publicKey.toBase58(), solanaDevKeypairs[3]!.publicKey);
    assert.equal(await connection.getBalance(keypair(9).publicKey), Number(SOLANA_DEV_KEYPAIR_LAMPORTS));
    assert.equal(Number(SOLANA_DEV_KEYPAIR_LAMPORTS), 100 * LAMPORTS_PER_SOL);
    assert.equal(await connection.getGenesisHash(), LOCAL_SOLANA_GENESIS_HASH);
    assert.equal(shim.caipNetworkId, LOCAL_SOLANA_CAIP_NETWORK_ID);
    assert.equal(LOCAL_SOLANA_CAIP_NETWORK_ID, `solana:${LOCAL_SOLANA_GENESIS_HASH.slice(0, 32)}`);
    assert.equal(
      new URL(shim.wsUrl).port,
      String(Number(new URL(shim.rpcUrl).port) + 1),
      'web3.js expects the WebSocket on port + 1',
    );
  });

  test('requestAirdrop + confirmTransaction credits a fresh account', async () => {
    const fresh = Keypair.generate().publicKey;
    const signature = await connection.requestAirdrop(fresh, 2 * LAMPORTS_PER_SOL);
    const confirmation = await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) });
    assert.equal(confirmation.value.err, null);
    assert.equal(await connection.getBalance(fresh), 2 * LAMPORTS_PER_SOL);
    const [status] = (await connection.getSignatureStatuses([signature])).value;
    assert.equal(status?.confirmationStatus, 'finalized', 'SHIM: every landed transaction is finalized at once');
  });

  test('sendAndConfirmTransaction moves lamports and charges the fee; the same transfer twice lands twice', async () => {
    const from = keypair(1);
    const to = Keypair.generate().publicKey;
    const before = await connection.getBalance(from.publicKey);
    const first = await sendAndConfirmTransaction(
      connection,
      transfer({ from, to, lamports: 0.01 * LAMPORTS_PER_SOL }),
      [from],
    );
    const second = await sendAndConfirmTransaction(
      connection,
      transfer({ from, to, lamports: 0.01 * LAMPORTS_PER_SOL }),
      [from],
    );
    assert.notEqual(first, second, 'a new blockhash after every commit keeps identical transfers apart');
    assert.equal(await connection.getBalance(to), 0.02 * LAMPORTS_PER_SOL);
    assert.equal(await connection.getBalance(from.publicKey), before - 0.02 * LAMPORTS_PER_SOL - 2 * FEE);
  });

  test('an overdraft fails in preflight with the system program error and costs nothing', async () => {
    const from = keypair(2);
    const to = Keypair.generate().publicKey;
    const before = await connection.getBalance(from.publicKey);
    await assert.rejects(
      sendAndConfirmTransaction(connection, transfer({ from, to, lamports: 1000 * LAMPORTS_PER_SOL }), [from]),
      (error: unknown) => {
        assert.ok(error instanceof SendTransactionError);
        assert.match(error.message, /custom program error: 0x1/);
        assert.ok(error.logs?.some((line) => line.includes('insufficient lamports')));
        return true;
      },
    );
    assert.equal(await connection.getBalance(from.publicKey), before);
    assert.equal(await connection.getBalance(to), 0);
  });

  test('with skipPreflight a failing transfer lands with its error and pays the fee, as on a cluster', async () => {
    const from = keypair(2);
    const before = await connection.getBalance(from.publicKey);
    const tx = transfer({ from, to: Keypair.generate().publicKey, lamports: 1000 * LAMPORTS_PER_SOL });
    const latest = await connection.getLatestBlockhash();
    tx.recentBlockhash = latest.blockhash;
    tx.sign(from);
    const signature = await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true });
    const confirmation = await connection.confirmTransaction({ signature, ...latest });
    assert.deepEqual(confirmation.value.err, { InstructionError: [0, { Custom: 1 }] });
    assert.equal(await connection.getBalance(from.publicKey), before - FEE);
  });

  test('a transaction with a wrong signature or an unknown blockhash is refused', async () => {
    const from = keypair(3);
    const tx = transfer({ from, to: Keypair.generate().publicKey, lamports: LAMPORTS_PER_SOL });
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
    tx.feePayer = from.publicKey;
    tx.addSignature(from.publicKey, Buffer.alloc(64, 7));
    await assert.rejects(
      connection.sendRawTransaction(tx.serialize({ verifySignatures: false })),
      /signature verification/,
    );

    const stale = transfer({ from, to: Keypair.generate().publicKey, lamports: LAMPORTS_PER_SOL });
    stale.recentBlockhash = Keypair.generate().publicKey.toBase58();
    stale.sign(from);
    await assert.rejects(connection.sendRawTransaction(stale.serialize()), /Blockhash not found/);
  });

  test('simulateTransaction runs without committing; getFeeForMessage prices per signature', async () => {
    const from = keypair(4);
    const to = Keypair.generate().publicKey;
    const tx = transfer({ from, to, lamports: LAMPORTS_PER_SOL });
    tx.feePayer = from.publicKey;
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
    const simulation = await connection.simulateTransaction(tx);
    assert.equal(simulation.value.err, null);
    assert.ok(simulation.value.logs?.some((line) => line.includes('success')));
    assert.equal(await connection.getBalance(to), 0);
    assert.equal((await connection.getFeeForMessage(tx.compileMessage())).value, FEE);
  });

  test('getSignaturesForAddress and getTransaction / getParsedTransaction describe a landed transfer', async () => {
    const from = keypair(5);
    const to = Keypair.generate().publicKey;
    const signature = await sendAndConfirmTransaction(connection, transfer({ from, to, lamports: 12_345_678 }), [from]);
    const [entry, ...rest] = await connection.getSignaturesForAddress(to);
    assert.equal(rest.length, 0);
    assert.equal(entry?.signature, signature);
    assert.equal(entry?.err, null);

    const transaction = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    assert.equal(transaction?.meta?.fee, FEE);
    assert.deepEqual(transaction?.meta?.postBalances.slice(0, 2), [
      (transaction?.meta?.preBalances[0] ?? 0) - 12_345_678 - FEE,
      12_345_678,
    ]);
    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 });
    const [instruction] = parsed?.transaction.message.instructions ?? [];
    assert.deepEqual(instruction && 'parsed' in instruction ? instruction.parsed : undefined, {
      type: 'transfer',
      info: { source: from.publicKey.toBase58(), destination: to.toBase58(), lamports: 12_345_678 },
    });
  });

  test('onAccountChange hears a transfer to the account', async () => {
    const from = keypair(6);
    const to = Keypair.generate().publicKey;
    let subscription: number | undefined;
    const changed = new Promise<number>((resolve) => {
      subscription = connection.onAccountChange(to, (account) => resolve(account.lamports));
    });
    await new Promise((resolve) => setTimeout(resolve, 200)); // let the subscription reach the shim
    await sendAndConfirmTransaction(connection, transfer({ from, to, lamports: LAMPORTS_PER_SOL }), [from]);
    assert.equal(await changed, LAMPORTS_PER_SOL);
    await connection.removeAccountChangeListener(subscription!);
  });

  test('SPL token accounts: a minted balance shows in getParsedTokenAccountsByOwner and getTokenAccountBalance', async () => {
    const payer = keypair(7);
    const owner = Keypair.generate().publicKey;
    const mint = Keypair.generate();
    const account = Keypair.generate();
    const tokenProgram = new PublicKey(TOKEN_PROGRAM_ID);
    const u64 = (value: bigint) => {
      const bytes = Buffer.alloc(8);
      bytes.writeBigUInt64LE(value);
      return bytes;
    };
    const tx = new Transaction().add(
      SystemProgram.createAccount({
        fromPubkey: payer.publicKey,
        newAccountPubkey: mint.publicKey,
        space: 82,
        programId: tokenProgram,
        lamports: await connection.getMinimumBalanceForRentExemption(82),
      }),
      // InitializeMint2 (20): decimals 6, mint authority = payer, no freeze authority
      new TransactionInstruction({
        programId: tokenProgram,
        keys: [{ pubkey: mint.publicKey, isSigner: false, isWritable: true }],
        data: Buffer.from([20, 6, ...payer.publicKey.toBytes(), 0]),
      }),
      SystemProgram.createAccount({
        fromPubkey: payer.publicKey,
        newAccountPubkey: account.publicKey,
        space: 165,
        programId: tokenProgram,
        lamports: await connection.getMinimumBalanceForRentExemption(165),
      }),
      // InitializeAccount3 (18): owner
      new TransactionInstruction({
        programId: tokenProgram,
        keys: [
          { pubkey: account.publicKey, isSigner: false, isWritable: true },
          { pubkey: mint.publicKey, isSigner: false, isWritable: false },
        ],
        data: Buffer.from([18, ...owner.toBytes()]),
      }),
      // MintTo (7): 1.5 tokens
      new TransactionInstruction({
        programId: tokenProgram,
        keys: [
          { pubkey: mint.publicKey, isSigner: false, isWritable: true },
          { pubkey: account.publicKey, isSigner: false, isWritable: true },
          { pubkey: payer.publicKey, isSigner: true, isWritable: false },
        ],
        data: Buffer.concat([Buffer.from([7]), u64(1_500_000n)]),
      }),
    );
    await sendAndConfirmTransaction(connection, tx, [payer, mint, account]);

    const { value } = await connection.getParsedTokenAccountsByOwner(owner, { mint: mint.publicKey });
    assert.equal(value.length, 1);
    assert.equal(value[0]?.pubkey.toBase58(), account.publicKey.toBase58());
    assert.deepEqual(value[0]?.account.data.parsed.info.tokenAmount, {
      amount: '1500000',
      decimals: 6,
      uiAmount: 1.5,
      uiAmountString: '1.5',
    });
    assert.equal((await connection.getTokenAccountBalance(account.publicKey)).value.uiAmountString, '1.5');
    assert.equal((await connection.getTokenAccountsByOwner(owner, { programId: tokenProgram })).value.length, 1);
    assert.equal(
      (await connection.getTokenAccountsByOwner(Keypair.generate().publicKey, { programId: tokenProgram })).value
        .length,
      0,
    );
  });

  test('HTTP framing: CORS open, batches answered in order, unknown methods named', async () => {
    const preflight = await fetch(shim.rpcUrl, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
    const response = await fetch(shim.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getGenesisHash' },
        { jsonrpc: '2.0', id: 2, method: 'getVoteAccounts' },
      ]),
    });
    const [first, second] = (await response.json()) as Array<{
      id: number;
      result?: unknown;
      error?: { code: number; message: string };
    }>;
    assert.deepEqual(first, { jsonrpc: '2.0', id: 1, result: LOCAL_SOLANA_GENESIS_HASH });
    assert.equal(second?.error?.code, -32601);
    assert.match(second?.error?.message ?? '', /getVoteAccounts.*shim/);
  });
});
