import { expect } from '@open-wc/testing';
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  VersionedMessage,
  VersionedTransaction,
  LAMPORTS_PER_SOL,
  TransactionMessage,
} from '@solana/web3.js';
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  transferCheckedInstruction,
} from '../../../../src/connectors/solana/spl-token-instructions.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../../../../src/core/protocol/spl-token.js';
import { setFrameLocale } from '../../../../frame/src/screens/frame-locale.js';
import { InvalidRequestError } from '../../../../frame/src/errors/invalid-request-error.js';
import {
  describeSolanaRequest,
  UNREADABLE_MESSAGE_WARNING,
} from '../../../../frame/src/wallet/solana/describe-solana-request.js';
import { parseOffchainMessage } from '../../../../frame/src/wallet/solana/parse-offchain-message.js';
import { ATTACKER, BLOCKHASH, offchainMessage, versionedMessage } from './solana-fixtures.js';

const ORIGIN = 'https://dapp.example';
const NETWORK = 'solana:Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfG';
const owner = Keypair.generate().publicKey;
const OWNER = owner.toBase58();
const PROGRAM = new PublicKey(new Uint8Array(32).fill(44));

const legacy = (...instructions: TransactionInstruction[]) =>
  new Transaction({ feePayer: owner, recentBlockhash: BLOCKHASH }).add(...instructions);
const transfer = (lamports: number) => SystemProgram.transfer({ fromPubkey: owner, toPubkey: ATTACKER, lamports });
const describeTransactions = (...transactions: Array<Transaction | VersionedTransaction>) =>
  describeSolanaRequest({
    method: 'solana_signTransaction',
    message: undefined,
    transactions,
    origin: ORIGIN,
    network: NETWORK,
    owner: OWNER,
  });

describe('describeSolanaRequest', () => {
  it('T8: decodes a SOL transfer and lists another program with its writable accounts', () => {
    const call = new TransactionInstruction({
      programId: PROGRAM,
      keys: [{ pubkey: ATTACKER, isSigner: false, isWritable: true }],
      data: new Uint8Array([9]) as never,
    });
    const details = describeTransactions(legacy(transfer(LAMPORTS_PER_SOL * 2.5), call));
    expect(details.rows).to.deep.equal([
      { label: 'Network', value: NETWORK },
      { label: 'Instruction 1.1', value: `Transfer 2.5 SOL to ${ATTACKER.toBase58()}` },
      { label: 'Instruction 1.2', value: `Program ${PROGRAM.toBase58()}, writes ${ATTACKER.toBase58()}` },
    ]);
    expect(details.origin).to.equal(ORIGIN);
  });

  it('marks high risk: a transfer of more than 0 SOL, or any instruction but a System transfer (F7 secure window)', () => {
    expect(describeTransactions(legacy(transfer(0))).highRisk).to.equal(false);
    expect(describeTransactions(legacy(transfer(1))).highRisk).to.equal(true);
    expect(
      describeTransactions(
        legacy(
          transfer(0),
          new TransactionInstruction({ programId: PROGRAM, keys: [], data: new Uint8Array() as never }),
        ),
      ).highRisk,
    ).to.equal(true);
    expect(describeTransactions(legacy(SystemProgram.allocate({ accountPubkey: owner, space: 8 }))).highRisk).to.equal(
      true,
    );
  });

  describe('SPL tokens', () => {
    const mint = Keypair.generate().publicKey;
    const receiver = Keypair.generate().publicKey;
    const source = associatedTokenAddress({ owner, mint });
    const destination = associatedTokenAddress({ owner: receiver, mint });
    // What the modal sends for 1.5 USDL to a receiver who may have no token account yet.
    const splSend = [
      createAssociatedTokenAccountIdempotent({ payer: owner, owner: receiver, mint }),
      transferCheckedInstruction({ source, mint, destination, owner, amount: 1_500_000n, decimals: 6 }),
    ];
    const expectedRows = (label: string) => [
      { label: 'Network', value: NETWORK },
      {
        label: `Instruction ${label}.1`,
        value: `Open the token account ${destination.toBase58()} of ${receiver.toBase58()} for token ${mint.toBase58()}`,
      },
      {
        label: `Instruction ${label}.2`,
        value: `Send 1.5 of token ${mint.toBase58()} to token account ${destination.toBase58()}`,
      },
    ];
    afterEach(() => setFrameLocale({ locale: 'en' }));

    it('decodes a CreateIdempotent + TransferChecked send, legacy and v0, and keeps it high risk', () => {
      const legacyDetails = describeTransactions(legacy(...splSend));
      expect(legacyDetails.rows).to.deep.equal(expectedRows('1'));
      expect(legacyDetails.highRisk).to.equal(true);
      const v0 = new VersionedTransaction(
        new TransactionMessage({
          payerKey: owner,
          recentBlockhash: BLOCKHASH,
          instructions: splSend,
        }).compileToV0Message(),
      );
      const v0Details = describeTransactions(v0);
      expect(v0Details.rows).to.deep.equal(expectedRows('1'));
      expect(v0Details.highRisk).to.equal(true);
    });

    it('decodes a Token-2022 Transfer in base units, and lists a token instruction it cannot read as before', () => {
      const token2022 = new PublicKey(TOKEN_2022_PROGRAM_ID);
      const data = new Uint8Array(9);
      data[0] = 3;
      new DataView(data.buffer).setBigUint64(1, 18_446_744_073_709_551_615n, true);
      const transfer = new TransactionInstruction({
        programId: token2022,
        keys: [
          { pubkey: source, isSigner: false, isWritable: true },
          { pubkey: destination, isSigner: false, isWritable: true },
          { pubkey: owner, isSigner: true, isWritable: false },
        ],
        data: data as never,
      });
      // TransferChecked with a byte too many: not the program's layout, so not put in words.
      const checked = splSend[1]!;
      const unreadable = new TransactionInstruction({
        programId: new PublicKey(TOKEN_PROGRAM_ID),
        keys: checked.keys,
        data: Uint8Array.from([...checked.data, 0]) as never,
      });
      expect(describeTransactions(legacy(transfer, unreadable)).rows.slice(1)).to.deep.equal([
        {
          label: 'Instruction 1.1',
          value: `Send 18446744073709551615 base units from token account ${source.toBase58()} to token account ${destination.toBase58()}`,
        },
        {
          label: 'Instruction 1.2',
          value: `Program ${TOKEN_PROGRAM_ID}, writes ${source.toBase58()}, ${destination.toBase58()}`,
        },
      ]);
    });

    it('says it in the frame’s language', async () => {
      await setFrameLocale({ locale: 'de' });
      expect(describeTransactions(legacy(...splSend)).rows[2]!.value).to.equal(
        `Überweisung von 1.5 des Tokens ${mint.toBase58()} an das Token-Konto ${destination.toBase58()}`,
      );
    });
  });

  it('names accounts loaded from an address lookup table instead of failing on them', () => {
    const message = VersionedMessage.deserialize(versionedMessage({ owner: OWNER }));
    const details = describeTransactions(new VersionedTransaction(message));
    expect(details.rows[2]!.value).to.match(/^Program .+, writes address table entry #\d+$/);
    expect(details.highRisk).to.equal(true);
  });

  it('refuses a transaction whose fee payer is not this wallet, and a request without a transaction', () => {
    const foreign = new Transaction({ feePayer: ATTACKER, recentBlockhash: BLOCKHASH }).add(transfer(1));
    expect(() => describeTransactions(foreign)).to.throw(
      InvalidRequestError,
      'The transaction’s fee payer is not this wallet',
    );
    expect(() => describeTransactions()).to.throw(InvalidRequestError, 'solana_signTransaction needs a transaction');
  });

  it('shows a message as text, an off-chain message with its domain (and its co-signers), a non-text body as hex with a warning; none is high risk', () => {
    const text = describeSolanaRequest({
      method: 'solana_signMessage',
      message: { kind: 'text', text: 'hello' },
      transactions: [],
      origin: ORIGIN,
      network: NETWORK,
      owner: OWNER,
    });
    expect([text.rows, text.warnings, text.highRisk]).to.deep.equal([
      [
        { label: 'Message', value: 'hello' },
        { label: 'Network', value: NETWORK },
      ],
      [],
      false,
    ]);
    const cosigner = Keypair.generate().publicKey.toBase58();
    const message = parseOffchainMessage({
      bytes: offchainMessage({ signers: [OWNER, cosigner], body: Uint8Array.from([1, 2]), format: 2 }),
    });
    const offchain = describeSolanaRequest({
      method: 'solana_signMessage',
      message: { kind: 'offchain', message, text: undefined },
      transactions: [],
      origin: ORIGIN,
      network: NETWORK,
      owner: OWNER,
    });
    expect(offchain.rows.map((row) => [row.label, row.value])).to.deep.equal([
      ['Message', '0x0102'],
      ['Application domain', new PublicKey(new Uint8Array(32).fill(3)).toBase58()],
      ['Signers', `${OWNER}, ${cosigner}`],
      ['Network', NETWORK],
    ]);
    expect(offchain.warnings).to.deep.equal([UNREADABLE_MESSAGE_WARNING]);
    expect(offchain.highRisk).to.equal(false);
  });
});
