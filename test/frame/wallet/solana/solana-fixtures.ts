import {
  AddressLookupTableAccount,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
} from '@solana/web3.js';
import { decodeBase58 } from '../../../../src/core/utils/base58.js';
import { OFFCHAIN_SIGNING_DOMAIN } from '../../../../frame/src/wallet/solana/parse-offchain-message.js';

/** A fixed blockhash-shaped value (any 32 bytes will do for a message). */
export const BLOCKHASH = new PublicKey(new Uint8Array(32).fill(9)).toBase58();
export const ATTACKER = new PublicKey(new Uint8Array(32).fill(66));

/** F2's payload: the serialized message of a legacy transaction moving 99 SOL from `owner` to the attacker. */
export function transferMessage({
  owner,
  lamports = 99 * LAMPORTS_PER_SOL,
}: {
  owner: string;
  lamports?: number;
}): Uint8Array {
  const from = new PublicKey(owner);
  return new Transaction({ feePayer: from, recentBlockhash: BLOCKHASH })
    .add(SystemProgram.transfer({ fromPubkey: from, toPubkey: ATTACKER, lamports }))
    .serializeMessage();
}

/** The same theft as a durable-nonce transaction: it never expires (F2). */
export function durableNonceMessage({ owner }: { owner: string }): Uint8Array {
  const from = new PublicKey(owner);
  const nonceAccount = new PublicKey(new Uint8Array(32).fill(77));
  return new Transaction({ feePayer: from, recentBlockhash: BLOCKHASH })
    .add(SystemProgram.nonceAdvance({ noncePubkey: nonceAccount, authorizedPubkey: from }))
    .add(SystemProgram.transfer({ fromPubkey: from, toPubkey: ATTACKER, lamports: 99 * LAMPORTS_PER_SOL }))
    .serializeMessage();
}

/** A v0 message: the transfer plus a program call whose accounts come from an address lookup table. */
export function versionedMessage({ owner }: { owner: string }): Uint8Array {
  const from = new PublicKey(owner);
  const table = new AddressLookupTableAccount({
    key: new PublicKey(new Uint8Array(32).fill(88)),
    state: {
      deactivationSlot: 2n ** 64n - 1n,
      lastExtendedSlot: 0,
      lastExtendedSlotStartIndex: 0,
      addresses: [Keypair.generate().publicKey, Keypair.generate().publicKey],
    },
  });
  const call = new TransactionInstruction({
    programId: new PublicKey(new Uint8Array(32).fill(55)),
    keys: table.state.addresses.map((pubkey, index) => ({ pubkey, isSigner: false, isWritable: index === 0 })),
    data: new Uint8Array([1, 2, 3]) as never,
  });
  return new TransactionMessage({
    payerKey: from,
    recentBlockhash: BLOCKHASH,
    instructions: [
      SystemProgram.transfer({ fromPubkey: from, toPubkey: ATTACKER, lamports: 99 * LAMPORTS_PER_SOL }),
      call,
    ],
  })
    .compileToV0Message([table])
    .serialize();
}

export interface OffchainFixture {
  version?: number;
  applicationDomain?: Uint8Array;
  format?: number;
  /** Base58 addresses or raw 32-byte keys. */
  signers?: Array<string | Uint8Array>;
  body: Uint8Array | string;
  /** Overrides the length field (to build a mismatch). */
  length?: number;
}

/** Bytes of a Solana off-chain message, laid out as the Agave proposal says (preamble, then body). */
export function offchainMessage({
  version = 0,
  applicationDomain = new Uint8Array(32).fill(3),
  format = 0,
  signers = [],
  body,
  length,
}: OffchainFixture): Uint8Array {
  const content = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const size = length ?? content.length;
  const keys = signers.map((signer) => (typeof signer === 'string' ? decodeBase58(signer) : signer));
  return Uint8Array.from([
    ...OFFCHAIN_SIGNING_DOMAIN,
    version,
    ...applicationDomain,
    format,
    keys.length,
    ...keys.flatMap((key) => [...key]),
    size & 0xff,
    size >> 8,
    ...content,
  ]);
}
