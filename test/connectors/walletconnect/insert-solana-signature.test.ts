import { expect } from '@open-wc/testing';
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { insertSolanaSignature } from '../../../src/connectors/walletconnect/insert-solana-signature.js';

// Dev keys only (seeds of 1s and 2s); nothing here reaches a cluster.
const payer = Keypair.fromSeed(new Uint8Array(32).fill(1));
const signer = Keypair.fromSeed(new Uint8Array(32).fill(2));
const recentBlockhash = PublicKey.default.toBase58();
const transfer = () => SystemProgram.transfer({ fromPubkey: signer.publicKey, toPubkey: payer.publicKey, lamports: 1 });
const loose = { requireAllSignatures: false, verifySignatures: false };

describe('insertSolanaSignature', () => {
  it('puts the signature where web3.js puts it in a legacy transaction (second signer)', () => {
    const unsigned = new Transaction({ feePayer: payer.publicKey, recentBlockhash }).add(transfer()).serialize(loose);
    const expected = Transaction.from(unsigned);
    expected.partialSign(signer);
    const signature = expected.signatures.find(({ publicKey }) => publicKey.equals(signer.publicKey))!.signature!;
    const signed = insertSolanaSignature({ transaction: unsigned, signer: signer.publicKey.toBytes(), signature });
    expect(Array.from(signed)).to.deep.equal(Array.from(expected.serialize(loose)));
    expect(Array.from(unsigned.subarray(1, 65)).every((byte) => byte === 0)).to.equal(
      true,
      'the input is left as it was',
    );
  });

  it('does the same for a v0 transaction', () => {
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash,
      instructions: [transfer()],
    }).compileToV0Message();
    const transaction = new VersionedTransaction(message);
    const unsigned = transaction.serialize();
    transaction.sign([signer]);
    const index = message.staticAccountKeys.findIndex((key) => key.equals(signer.publicKey));
    const signed = insertSolanaSignature({
      transaction: unsigned,
      signer: signer.publicKey.toBytes(),
      signature: transaction.signatures[index]!,
    });
    expect(Array.from(signed)).to.deep.equal(Array.from(transaction.serialize()));
  });

  it('refuses a key that does not sign the transaction, and a signature of the wrong size', () => {
    const unsigned = new Transaction({ feePayer: payer.publicKey, recentBlockhash }).add(transfer()).serialize(loose);
    const stranger = Keypair.fromSeed(new Uint8Array(32).fill(3)).publicKey.toBytes();
    expect(() =>
      insertSolanaSignature({ transaction: unsigned, signer: stranger, signature: new Uint8Array(64) }),
    ).to.throw(RangeError);
    expect(() =>
      insertSolanaSignature({
        transaction: unsigned,
        signer: payer.publicKey.toBytes(),
        signature: new Uint8Array(63),
      }),
    ).to.throw(RangeError);
  });
});
