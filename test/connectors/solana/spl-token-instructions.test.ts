// The SPL instructions the modal builds by hand (src/connectors/solana/spl-token-instructions.ts),
// byte for byte against the programs' layouts: the shim emulates the ATA program, so this is
// where its account order and tag are pinned.
import { expect } from '@open-wc/testing';
import { Keypair, PublicKey, SystemProgram } from '@solana/web3.js';
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  transferCheckedInstruction,
} from '../../../src/connectors/solana/spl-token-instructions.js';
import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../../../src/core/protocol/spl-token.js';

const key = (fill: number) => Keypair.fromSeed(new Uint8Array(32).fill(fill)).publicKey;
const owner = key(1);
const receiver = key(2);
const mint = key(3);
const flags = (keys: Array<{ pubkey: PublicKey; isSigner: boolean; isWritable: boolean }>) =>
  keys.map(
    ({ pubkey, isSigner, isWritable }) => `${pubkey.toBase58()} ${isSigner ? 's' : '-'}${isWritable ? 'w' : '-'}`,
  );

describe('spl-token-instructions', () => {
  it('derives the associated token account from [owner, token program, mint] under the ATA program', () => {
    const [expected] = PublicKey.findProgramAddressSync(
      [owner.toBytes(), new PublicKey(TOKEN_PROGRAM_ID).toBytes(), mint.toBytes()],
      new PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
    );
    expect(associatedTokenAddress({ owner, mint }).toBase58()).to.equal(expected.toBase58());
    expect(associatedTokenAddress({ owner: receiver, mint }).toBase58()).not.to.equal(expected.toBase58());
  });

  it('CreateIdempotent: tag 1; payer, account, wallet, mint, System Program, Token program', () => {
    const instruction = createAssociatedTokenAccountIdempotent({ payer: owner, owner: receiver, mint });
    expect(instruction.programId.toBase58()).to.equal(ASSOCIATED_TOKEN_PROGRAM_ID);
    expect([...instruction.data]).to.deep.equal([1]);
    expect(flags(instruction.keys)).to.deep.equal([
      `${owner.toBase58()} sw`,
      `${associatedTokenAddress({ owner: receiver, mint }).toBase58()} -w`,
      `${receiver.toBase58()} --`,
      `${mint.toBase58()} --`,
      `${SystemProgram.programId.toBase58()} --`,
      `${TOKEN_PROGRAM_ID} --`,
    ]);
  });

  it('TransferChecked: tag 12, the amount as u64 little-endian, the decimals; source, mint, destination, owner', () => {
    const source = associatedTokenAddress({ owner, mint });
    const destination = associatedTokenAddress({ owner: receiver, mint });
    const instruction = transferCheckedInstruction({
      source,
      mint,
      destination,
      owner,
      amount: 0x0102030405n,
      decimals: 6,
    });
    expect(instruction.programId.toBase58()).to.equal(TOKEN_PROGRAM_ID);
    expect([...instruction.data]).to.deep.equal([12, 5, 4, 3, 2, 1, 0, 0, 0, 6]);
    expect(flags(instruction.keys)).to.deep.equal([
      `${source.toBase58()} -w`,
      `${mint.toBase58()} --`,
      `${destination.toBase58()} -w`,
      `${owner.toBase58()} s-`,
    ]);
  });
});
