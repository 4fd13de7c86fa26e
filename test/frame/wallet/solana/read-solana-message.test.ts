import { expect } from '@open-wc/testing';
import { Keypair, Message, VersionedMessage } from '@solana/web3.js';
import { encodeBase58 } from '../../../../src/core/utils/base58.js';
import { InvalidRequestError } from '../../../../frame/src/errors/invalid-request-error.js';
import { parseOffchainMessage } from '../../../../frame/src/wallet/solana/parse-offchain-message.js';
import { parseSolanaTransactionMessage } from '../../../../frame/src/wallet/solana/parse-solana-transaction-message.js';
import {
  readSolanaMessage,
  SOLANA_MESSAGE_MAX_BYTES,
} from '../../../../frame/src/wallet/solana/read-solana-message.js';
import { createSeededRandom } from '../../../helpers/random-values.js';
import { durableNonceMessage, offchainMessage, transferMessage, versionedMessage } from './solana-fixtures.js';

const owner = Keypair.generate().publicKey.toBase58();
const other = Keypair.generate().publicKey.toBase58();
const read = (bytes: Uint8Array) => readSolanaMessage({ message: encodeBase58(bytes), owner });
const text = (value: string) => new TextEncoder().encode(value);
const TRANSACTION_REFUSED = 'This message is a Solana transaction: it cannot be signed as a message';

function refusal(run: () => unknown): InvalidRequestError {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidRequestError) return error;
    throw new Error(
      `expected InvalidRequestError, got ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
    );
  }
  throw new Error('expected a refusal, the message was accepted');
}

describe('readSolanaMessage (F2: a message is never a transaction)', () => {
  it('refuses the serialized message of a 99 SOL transfer, of a durable-nonce transfer and of a v0 transaction', () => {
    for (const [name, bytes] of [
      ['legacy transfer', transferMessage({ owner })],
      ['durable nonce', durableNonceMessage({ owner })],
      ['v0 with a lookup table', versionedMessage({ owner })],
    ] as const) {
      const error = refusal(() => read(bytes));
      expect(error.message, name).to.equal(TRANSACTION_REFUSED);
      expect(error.code, name).to.equal(-32602);
    }
    // A transaction that another key signs is refused as well: it is still a transaction.
    expect(refusal(() => read(transferMessage({ owner: other }))).message).to.equal(TRANSACTION_REFUSED);
  });

  it('refuses a transaction of this wallet followed by more bytes (some verifiers hash to the end of the packet)', () => {
    const padded = Uint8Array.from([...transferMessage({ owner }), ...text(' sign in please')]);
    expect(refusal(() => read(padded)).message).to.equal(TRANSACTION_REFUSED);
  });

  it('reads transactions exactly: the strict reader uses every byte web3.js serialized, and names the signers', () => {
    for (const bytes of [transferMessage({ owner }), durableNonceMessage({ owner }), versionedMessage({ owner })]) {
      const shape = parseSolanaTransactionMessage({ bytes });
      expect(shape?.length).to.equal(bytes.length);
      expect(shape!.signers.map((signer) => encodeBase58(signer))).to.deep.equal([owner]);
      // web3.js reads the same bytes as a transaction message too.
      expect(() => VersionedMessage.deserialize(bytes)).not.to.throw();
    }
    expect(parseSolanaTransactionMessage({ bytes: versionedMessage({ owner }) })?.version).to.equal(0);
    // Cut anywhere, it is not a whole message any more.
    const bytes = transferMessage({ owner });
    for (let cut = 0; cut < bytes.length; cut += 7)
      expect(parseSolanaTransactionMessage({ bytes: bytes.subarray(0, cut) }), `cut at ${cut}`).to.equal(undefined);
  });

  it('accepts readable text, short or long, that web3.js alone would mistake for a transaction', () => {
    expect(read(text('Sign in to Demo')).view).to.deep.equal({ kind: 'text', text: 'Sign in to Demo' });
    const siws =
      'localhost wants you to sign in with your Solana account:\n' +
      owner +
      '\n\nURI: http://localhost\nVersion: 1\r\nNonce: 12345678';
    expect(read(text(siws)).view).to.deep.equal({ kind: 'text', text: siws });
    // 4,197 spaces: web3.js's lenient Message.from parses them (32 signers, 32 keys, 32
    // instructions), but no real transaction has all its signers read-only.
    const spaces = text(' '.repeat(4197));
    expect(() => Message.from(spaces as never)).not.to.throw();
    expect(read(spaces).view.kind).to.equal('text');
    // Seeded random readable texts up to the size cap are never refused as transactions.
    const random = createSeededRandom(3);
    for (let round = 0; round < 150; round++) {
      const length = 1 + random.int(1500);
      const sample = Array.from({ length }, () => String.fromCharCode(32 + random.int(95))).join('');
      expect(read(text(sample)).view.kind, `seed 3, round ${round}`).to.equal('text');
    }
  });

  it('refuses bytes that are not UTF-8, or text with control characters or direction overrides', () => {
    expect(refusal(() => read(Uint8Array.from([0xc3, 0x28, 0x41]))).message).to.equal(
      'This message is not valid UTF-8 text: it cannot be signed',
    );
    for (const hidden of [
      'pay\u0007',
      'a\u0000b',
      'tab\u000bbed',
      'del\u007f',
      'c1\u0085',
      'evil\u202etxt.exe',
      'iso\u2066late',
    ]) {
      expect(refusal(() => read(text(hidden))).message, JSON.stringify(hidden)).to.equal(
        'This message holds control characters: it cannot be signed',
      );
    }
  });

  it('refuses what is not a base58 message within 8 KiB', () => {
    for (const message of ['', '0OIl', 'abc def', 42, undefined, { bytes: [1] }, '2'.repeat(11_201)]) {
      expect(refusal(() => readSolanaMessage({ message, owner })).code, JSON.stringify(message)).to.equal(-32602);
    }
    expect(read(text('x'.repeat(SOLANA_MESSAGE_MAX_BYTES))).view.kind).to.equal('text');
    expect(refusal(() => read(text('x'.repeat(SOLANA_MESSAGE_MAX_BYTES + 1)))).code).to.equal(-32602);
  });
});

describe('parseOffchainMessage (the Agave off-chain message format)', () => {
  it('lays out the preamble as solana-sdk does: its UTF-8 test vector hashes to E5tkTdEz…', async () => {
    // solana-sdk offchain-message `test_offchain_message_utf8`: version 0, zero application domain, one zero signer (placeholder).
    const bytes = offchainMessage({
      format: 1,
      applicationDomain: new Uint8Array(32),
      signers: [new Uint8Array(32)],
      body: 'Тестовое сообщение',
    });
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
    expect(encodeBase58(digest)).to.equal('E5tkTdEzcYTe5deSvw5jqzwPUEVBT83P4aHCYxjtzEW8');
    const parsed = parseOffchainMessage({ bytes });
    expect([parsed.version, parsed.format, parsed.signers.length, parsed.text]).to.deep.equal([
      0,
      1,
      1,
      'Тестовое сообщение',
    ]);
  });

  it('accepts an off-chain message naming this wallet, in each format, with its text', () => {
    for (const [format, body] of [
      [0, 'Log in to Demo'],
      [1, 'Connexion à Démo'],
      [2, `Terms: ${'é'.repeat(1300)}`],
    ] as const) {
      const { view } = read(offchainMessage({ format, signers: [owner], body }));
      expect(view.kind, `format ${format}`).to.equal('offchain');
      expect(view.kind === 'offchain' && view.text, `format ${format}`).to.equal(body);
    }
    // Version 1 allows a line feed in restricted ASCII; version 0 does not (its body is then shown as hex).
    const multiline = 'line one\nline two';
    const v1 = read(offchainMessage({ version: 1, format: 0, signers: [owner], body: multiline })).view;
    expect(v1.kind === 'offchain' && v1.text).to.equal(multiline);
    const v0 = read(offchainMessage({ version: 0, format: 0, signers: [owner], body: multiline })).view;
    expect(v0.kind === 'offchain' && v0.text).to.equal(undefined);
  });

  it('accepts a body that is not the text its format promises, without text (shown as hex with a warning)', () => {
    const binary = read(
      offchainMessage({ format: 2, signers: [owner], body: Uint8Array.from([0xff, 0xfe, 0x00, 0x01]) }),
    ).view;
    expect(binary.kind).to.equal('offchain');
    expect(binary.kind === 'offchain' && binary.text).to.equal(undefined);
    const nonAscii = read(offchainMessage({ format: 0, signers: [owner], body: 'café' })).view;
    expect(nonAscii.kind === 'offchain' && nonAscii.text).to.equal(undefined);
  });

  it('refuses a malformed preamble, and a message for other signers (4100)', () => {
    const malformed = {
      'version 2': offchainMessage({ version: 2, signers: [owner], body: 'hi' }),
      'unknown format': offchainMessage({ format: 3, signers: [owner], body: 'hi' }),
      'no signer': offchainMessage({ signers: [], body: 'hi' }),
      'length too short': offchainMessage({ signers: [owner], body: 'hello', length: 4 }),
      'length too long': offchainMessage({ signers: [owner], body: 'hello', length: 6 }),
      'empty body': offchainMessage({ signers: [owner], body: '' }),
      'zero signer among two': offchainMessage({ signers: [owner, new Uint8Array(32)], body: 'hi' }),
      'restricted format over 1232 bytes': offchainMessage({ format: 0, signers: [owner], body: 'x'.repeat(1200) }),
      truncated: offchainMessage({ signers: [owner], body: 'hi' }).subarray(0, 40),
    };
    for (const [name, bytes] of Object.entries(malformed)) {
      expect(refusal(() => read(bytes)).message, name).to.match(/^Invalid off-chain message: /);
    }
    const forOthers = refusal(() => read(offchainMessage({ signers: [other], body: 'hi' })));
    expect([forOthers.code, forOthers.message]).to.deep.equal([4100, 'This off-chain message is for other signers']);
    // The extended format allows the same text.
    expect(read(offchainMessage({ format: 2, signers: [owner], body: 'x'.repeat(1200) })).view.kind).to.equal(
      'offchain',
    );
  });
});
