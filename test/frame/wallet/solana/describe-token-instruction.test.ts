import { expect } from '@open-wc/testing';
import { Keypair } from '@solana/web3.js';
import {
  createAssociatedTokenAccountIdempotent,
  transferCheckedInstruction,
} from '../../../../src/connectors/solana/spl-token-instructions.js';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '../../../../src/core/protocol/spl-token.js';
import {
  decodeTokenInstruction,
  formatTokenAmount,
} from '../../../../frame/src/wallet/solana/describe-token-instruction.js';

const U64_MAX = 2n ** 64n - 1n;
const key = (fill: number) => Keypair.fromSeed(new Uint8Array(32).fill(fill)).publicKey.toBase58();
const [SOURCE, MINT, DESTINATION, OWNER, PAYER] = [key(1), key(2), key(3), key(4), key(5)];

/** A token instruction's data: its tag, a u64 LE amount, then any more bytes. */
function tokenData({ tag, amount, rest = [] }: { tag: number; amount: bigint; rest?: number[] }): Uint8Array {
  const data = new Uint8Array(9 + rest.length);
  const view = new DataView(data.buffer);
  view.setUint8(0, tag);
  view.setBigUint64(1, amount, true);
  data.set(rest, 9);
  return data;
}

describe('formatTokenAmount', () => {
  it('scales base units by the decimals exactly, dropping only trailing zeros', () => {
    const cases: Array<[bigint, number, string]> = [
      [0n, 0, '0'],
      [0n, 6, '0'],
      [1n, 0, '1'],
      [1n, 6, '0.000001'],
      [1n, 9, '0.000000001'],
      [5n, 3, '0.005'],
      [1_500_000n, 6, '1.5'],
      [1_000_000n, 6, '1'],
      [120_000_000n, 6, '120'],
      [123_456_789n, 6, '123.456789'],
      [1_000_000_001n, 9, '1.000000001'],
      [1_500_000_000n, 9, '1.5'],
      [U64_MAX, 0, '18446744073709551615'],
      [U64_MAX, 6, '18446744073709.551615'],
      [U64_MAX, 9, '18446744073.709551615'],
      [U64_MAX, 20, '0.18446744073709551615'],
    ];
    for (const [amount, decimals, expected] of cases)
      expect(formatTokenAmount({ amount, decimals }), `${amount} with ${decimals} decimals`).to.equal(expected);
  });
});

describe('decodeTokenInstruction', () => {
  it('reads TransferChecked as the modal builds it: amount, decimals, source, mint, destination, owner', () => {
    const instruction = transferCheckedInstruction({
      source: Keypair.fromSeed(new Uint8Array(32).fill(1)).publicKey,
      mint: Keypair.fromSeed(new Uint8Array(32).fill(2)).publicKey,
      destination: Keypair.fromSeed(new Uint8Array(32).fill(3)).publicKey,
      owner: Keypair.fromSeed(new Uint8Array(32).fill(4)).publicKey,
      amount: 1_500_000n,
      decimals: 6,
    });
    expect(
      decodeTokenInstruction({
        programId: instruction.programId.toBase58(),
        accounts: instruction.keys.map((account) => account.pubkey.toBase58()),
        data: instruction.data,
      }),
    ).to.deep.equal({
      kind: 'transferChecked',
      amount: 1_500_000n,
      decimals: 6,
      source: SOURCE,
      mint: MINT,
      destination: DESTINATION,
      owner: OWNER,
    });
  });

  it('reads the amount as u64 little-endian, up to u64 max, under Token-2022 too, from a slice of a larger buffer', () => {
    const larger = new Uint8Array(20);
    larger.set(tokenData({ tag: 12, amount: U64_MAX, rest: [9] }), 5);
    const checked = decodeTokenInstruction({
      programId: TOKEN_2022_PROGRAM_ID,
      accounts: [SOURCE, MINT, DESTINATION, OWNER],
      data: larger.subarray(5, 15),
    });
    expect(checked).to.include({ kind: 'transferChecked', amount: U64_MAX, decimals: 9 });
    const transfer = decodeTokenInstruction({
      programId: TOKEN_2022_PROGRAM_ID,
      accounts: [SOURCE, DESTINATION, OWNER],
      data: tokenData({ tag: 3, amount: 0x0102030405060708n }),
    });
    expect(transfer).to.deep.equal({
      kind: 'transfer',
      amount: 0x0102030405060708n,
      source: SOURCE,
      destination: DESTINATION,
      owner: OWNER,
    });
  });

  it('reads Transfer (no decimals) with a multisig owner’s extra signer accounts', () => {
    expect(
      decodeTokenInstruction({
        programId: TOKEN_PROGRAM_ID,
        accounts: [SOURCE, DESTINATION, OWNER, PAYER, key(6)],
        data: tokenData({ tag: 3, amount: 42n }),
      }),
    ).to.deep.equal({ kind: 'transfer', amount: 42n, source: SOURCE, destination: DESTINATION, owner: OWNER });
  });

  it('reads the ATA program’s Create (empty data or [0]) and CreateIdempotent ([1]) as the modal builds it', () => {
    const accounts = [PAYER, DESTINATION, OWNER, MINT, key(7), TOKEN_PROGRAM_ID];
    const expected = { payer: PAYER, account: DESTINATION, wallet: OWNER, mint: MINT };
    const decode = (data: number[]) =>
      decodeTokenInstruction({ programId: ASSOCIATED_TOKEN_PROGRAM_ID, accounts, data: Uint8Array.from(data) });
    expect(decode([])).to.deep.equal({ kind: 'createAssociatedAccount', idempotent: false, ...expected });
    expect(decode([0])).to.deep.equal({ kind: 'createAssociatedAccount', idempotent: false, ...expected });
    expect(decode([1])).to.deep.equal({ kind: 'createAssociatedAccount', idempotent: true, ...expected });

    const payer = Keypair.fromSeed(new Uint8Array(32).fill(5)).publicKey;
    const built = createAssociatedTokenAccountIdempotent({
      payer,
      owner: Keypair.fromSeed(new Uint8Array(32).fill(4)).publicKey,
      mint: Keypair.fromSeed(new Uint8Array(32).fill(2)).publicKey,
    });
    expect(
      decodeTokenInstruction({
        programId: built.programId.toBase58(),
        accounts: built.keys.map((account) => account.pubkey.toBase58()),
        data: built.data,
      }),
    ).to.deep.equal({
      kind: 'createAssociatedAccount',
      idempotent: true,
      payer: PAYER,
      account: built.keys[1]!.pubkey.toBase58(),
      wallet: OWNER,
      mint: MINT,
    });
  });

  it('decodes nothing else: another program, tag or layout, too few accounts, or a named account from a lookup table', () => {
    const transferChecked = tokenData({ tag: 12, amount: 1n, rest: [6] });
    const refused: Array<[string, Parameters<typeof decodeTokenInstruction>[0]]> = [
      ['another program', { programId: PAYER, accounts: [SOURCE, MINT, DESTINATION, OWNER], data: transferChecked }],
      [
        'a trailing byte',
        {
          programId: TOKEN_PROGRAM_ID,
          accounts: [SOURCE, MINT, DESTINATION, OWNER],
          data: tokenData({ tag: 12, amount: 1n, rest: [6, 0] }),
        },
      ],
      [
        'no decimals byte',
        {
          programId: TOKEN_PROGRAM_ID,
          accounts: [SOURCE, MINT, DESTINATION, OWNER],
          data: transferChecked.slice(0, 9),
        },
      ],
      [
        'a short Transfer',
        { programId: TOKEN_PROGRAM_ID, accounts: [SOURCE, DESTINATION, OWNER], data: Uint8Array.of(3, 1, 0, 0) },
      ],
      [
        'MintTo (tag 7, same layout as Transfer)',
        { programId: TOKEN_PROGRAM_ID, accounts: [MINT, DESTINATION, OWNER], data: tokenData({ tag: 7, amount: 1n }) },
      ],
      [
        'Approve (tag 4)',
        { programId: TOKEN_PROGRAM_ID, accounts: [SOURCE, PAYER, OWNER], data: tokenData({ tag: 4, amount: 1n }) },
      ],
      [
        'empty token data',
        { programId: TOKEN_PROGRAM_ID, accounts: [SOURCE, DESTINATION, OWNER], data: Uint8Array.of() },
      ],
      [
        'three accounts for TransferChecked',
        { programId: TOKEN_PROGRAM_ID, accounts: [SOURCE, MINT, DESTINATION], data: transferChecked },
      ],
      [
        'a destination from a lookup table',
        { programId: TOKEN_PROGRAM_ID, accounts: [SOURCE, MINT, undefined, OWNER], data: transferChecked },
      ],
      [
        'RecoverNested (ATA tag 2)',
        { programId: ASSOCIATED_TOKEN_PROGRAM_ID, accounts: [PAYER, DESTINATION, OWNER, MINT], data: Uint8Array.of(2) },
      ],
      [
        'ATA data of two bytes',
        {
          programId: ASSOCIATED_TOKEN_PROGRAM_ID,
          accounts: [PAYER, DESTINATION, OWNER, MINT],
          data: Uint8Array.of(1, 0),
        },
      ],
      [
        'an ATA mint from a lookup table',
        {
          programId: ASSOCIATED_TOKEN_PROGRAM_ID,
          accounts: [PAYER, DESTINATION, OWNER, undefined],
          data: Uint8Array.of(1),
        },
      ],
      [
        'three ATA accounts',
        { programId: ASSOCIATED_TOKEN_PROGRAM_ID, accounts: [PAYER, DESTINATION, OWNER], data: Uint8Array.of(1) },
      ],
    ];
    for (const [name, parameters] of refused) expect(decodeTokenInstruction(parameters), name).to.equal(undefined);
  });
});
