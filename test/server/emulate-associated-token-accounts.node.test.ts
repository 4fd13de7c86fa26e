// The shim's own ATA program (server/chains/solana/emulate-associated-token-accounts.ts) in a real
// LiteSVM bank: what it refuses, and that a transaction failing after it leaves no account behind.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Keypair, PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js';
import { createSolanaBank, SolanaTransactionRejectedError } from '../../server/chains/solana/create-solana-bank.js';
import { SOLANA_DEV_KEYPAIR_LAMPORTS, solanaDevKeypairs } from '../../server/chains/solana/dev-keypairs.js';
import {
  associatedTokenAccountOf,
  DEV_SPL_TOKEN,
  devSplTokenGenesis,
} from '../../server/chains/solana/dev-spl-token.js';
import {
  createAssociatedTokenAccountIdempotent,
  transferCheckedInstruction,
} from '../../src/connectors/solana/spl-token-instructions.js';

function setup() {
  const bank = createSolanaBank({
    genesisAccounts: [
      ...solanaDevKeypairs.map(({ publicKey }) => ({ publicKey, lamports: SOLANA_DEV_KEYPAIR_LAMPORTS })),
      ...devSplTokenGenesis(),
    ],
  });
  const payer = Keypair.fromSecretKey(Uint8Array.from(solanaDevKeypairs[1]!.secretKey));
  const mint = new PublicKey(DEV_SPL_TOKEN.mint);
  const sign = (transaction: Transaction, signer = payer) => {
    transaction.feePayer = signer.publicKey;
    transaction.recentBlockhash = bank.latestBlockhash();
    transaction.sign(signer);
    return VersionedTransaction.deserialize(transaction.serialize());
  };
  const ata = (owner: PublicKey) =>
    new PublicKey(associatedTokenAccountOf({ owner: owner.toBase58(), mint: mint.toBase58() }));
  return { bank, payer, mint, sign, ata };
}

const rejection = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof SolanaTransactionRejectedError) return error.err;
    throw error;
  }
  throw new Error('the transaction was not refused');
};

describe('the shim’s Associated Token Account program', () => {
  it('refuses an account that is not the derived address, and changes nothing', () => {
    const { bank, payer, mint, sign } = setup();
    const wallet = Keypair.generate().publicKey;
    const instruction = createAssociatedTokenAccountIdempotent({ payer: payer.publicKey, owner: wallet, mint });
    const wrong = Keypair.generate().publicKey;
    instruction.keys[1]!.pubkey = wrong;
    const before = bank.getBalance(payer.publicKey.toBase58());
    const err = rejection(() =>
      bank.process({ transaction: sign(new Transaction().add(instruction)), skipPreflight: true }),
    );
    assert.deepEqual(err, { InstructionError: [0, 'InvalidSeeds'] });
    assert.equal(bank.getAccount(wrong.toBase58()), null);
    assert.equal(bank.getBalance(payer.publicKey.toBase58()), before);
  });

  it('undoes the opened account when a later instruction of the transaction fails', () => {
    const { bank, payer, mint, sign, ata } = setup();
    const wallet = Keypair.generate().publicKey;
    const before = bank.getBalance(payer.publicKey.toBase58());
    const transaction = new Transaction().add(
      createAssociatedTokenAccountIdempotent({ payer: payer.publicKey, owner: wallet, mint }),
      // More than the payer holds: the Token program fails.
      transferCheckedInstruction({
        source: ata(payer.publicKey),
        mint,
        destination: ata(wallet),
        owner: payer.publicKey,
        amount: 10n ** 12n,
        decimals: DEV_SPL_TOKEN.decimals,
      }),
    );
    const simulation = bank.simulate(sign(transaction));
    assert.notEqual(simulation.err, null);
    assert.equal(bank.getAccount(ata(wallet).toBase58()), null, 'a simulation leaves nothing behind');
    rejection(() => bank.process({ transaction: sign(transaction), skipPreflight: false }));
    assert.equal(bank.getAccount(ata(wallet).toBase58()), null);
    assert.equal(bank.getBalance(payer.publicKey.toBase58()), before);
  });

  it('refuses a transaction whose signature does not verify, though LiteSVM never sees the ATA instruction', () => {
    const { bank, payer, mint, sign } = setup();
    const transaction = sign(
      new Transaction().add(
        createAssociatedTokenAccountIdempotent({ payer: payer.publicKey, owner: Keypair.generate().publicKey, mint }),
      ),
    );
    transaction.signatures[0]![0]! ^= 1;
    assert.equal(
      rejection(() => bank.process({ transaction, skipPreflight: true })),
      'SignatureFailure',
    );
  });
});
