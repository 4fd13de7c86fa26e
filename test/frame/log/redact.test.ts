import { expect } from '@open-wc/testing';
import { createFrameLogger } from '../../../frame/src/log/create-frame-logger.js';
import { redact } from '../../../frame/src/log/redact.js';

// docs/SECURITY.md T21: nothing secret may reach the frame's console, whatever a caller passes.
const KEY_HEX = 'c0ffee'.repeat(10) + 'abcd'; // 64 hex characters: a private key's worth
const SHARE_BASE64 = 'q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80='; // 32 bytes as base64
const SHARE_BASE64URL = 'q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80'; // the same, unpadded base64url
const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const SECRETS = [KEY_HEX, SHARE_BASE64URL, MNEMONIC, '123456', 'refresh-token-value', 'attempt-secret-value'];

/** A value holding every kind of secret under the keys the frame uses. */
function secretBag() {
  return {
    email: 'ada@example.com',
    share: SHARE_BASE64,
    authShare: SHARE_BASE64URL,
    deviceShare: SHARE_BASE64,
    mnemonic: MNEMONIC,
    privateKey: `0x${KEY_HEX}`,
    code: '123456',
    otp: '123456',
    refreshToken: 'refresh-token-value',
    accessToken: 'refresh-token-value',
    attemptSecret: 'attempt-secret-value',
    secret: 'attempt-secret-value',
  };
}

function assertNoSecret(value: unknown, where: string): void {
  const text = JSON.stringify(value);
  for (const secret of SECRETS) expect(text, `${where} leaks ${secret.slice(0, 12)}…`).not.to.contain(secret);
}

/** Wraps a value `levels` objects deep, alternating objects and arrays. */
function nest(value: unknown, levels: number): unknown {
  let current = value;
  for (let level = 0; level < levels; level++) current = level % 2 ? [current] : { inner: current };
  return current;
}

describe('redact', () => {
  it('T21: replaces values under share/mnemonic/privateKey/code/otp/token/secret keys, and keeps the rest', () => {
    const result = redact(secretBag()) as Record<string, unknown>;
    expect(result.email).to.equal('ada@example.com');
    for (const key of Object.keys(secretBag()).filter((key) => key !== 'email'))
      expect(result[key], key).to.equal('[redacted]');
  });

  it('T21: redacts at any depth, inside arrays, and cuts off what is too deep to read', () => {
    for (const levels of [1, 2, 3, 4, 5, 8, 20])
      assertNoSecret(redact(nest(secretBag(), levels)), `${levels} levels deep`);
    assertNoSecret(redact({ list: [secretBag(), [secretBag()]] }), 'arrays');
    // Whole objects under a secret key go too, not just strings.
    expect(redact({ recovery: { share: { bytes: [1, 2, 3] } } })).to.deep.equal({ recovery: { share: '[redacted]' } });
  });

  it('T21: redacts long hex and base64 runs inside strings, keeping addresses readable', () => {
    const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    const line = redact(
      `signing with 0x${KEY_HEX} (raw ${KEY_HEX}) share=${SHARE_BASE64} url=${SHARE_BASE64URL} for ${address}`,
    ) as string;
    assertNoSecret(line, 'a log line');
    expect(line).to.contain(address);
    expect(line.match(/\[redacted\]/g)).to.have.length(4);
  });

  it('T21: keeps only the name and a redacted message of an Error, also inside objects', () => {
    const error = new Error(`could not decrypt share ${SHARE_BASE64} with key 0x${KEY_HEX}`, { cause: secretBag() });
    expect(redact(error)).to.deep.equal({
      name: 'Error',
      message: 'could not decrypt share [redacted] with key [redacted]',
    });
    assertNoSecret(redact({ failure: error, nested: [new TypeError(KEY_HEX)] }), 'errors in objects');
  });

  it('T21: never prints bytes, whatever view holds them', () => {
    expect(redact({ entropyBytes: 1, buffer: new Uint8Array(16).fill(7), raw: new ArrayBuffer(8) })).to.deep.equal({
      entropyBytes: '[redacted]',
      buffer: '[redacted bytes]',
      raw: '[redacted bytes]',
    });
    const words = new Uint32Array([0xdeadbeef, 0xcafebabe]);
    expect(redact({ words, view: new DataView(words.buffer), signed: new Int8Array([-1, 2]) })).to.deep.equal({
      words: '[redacted bytes]',
      view: '[redacted bytes]',
      signed: '[redacted bytes]',
    });
  });
});

describe('createFrameLogger', () => {
  it('T21: redacts the message and every detail on each level, and drops info unless enabled', () => {
    const printed: Array<{ level: string; args: unknown[] }> = [];
    const output = {
      info: (...args: unknown[]) => printed.push({ level: 'info', args }),
      warn: (...args: unknown[]) => printed.push({ level: 'warn', args }),
      error: (...args: unknown[]) => printed.push({ level: 'error', args }),
    };
    const quiet = createFrameLogger({ enabled: false, console: output });
    quiet.info('debug', secretBag());
    expect(printed).to.deep.equal([]);

    const log = createFrameLogger({ enabled: true, console: output });
    log.info(`[frame] key 0x${KEY_HEX}`, secretBag());
    log.warn('[frame] refused', { payload: secretBag() }, new Error(`bad share ${SHARE_BASE64}`));
    log.error('[frame] failed', [nest(secretBag(), 4)]);
    quiet.warn('[frame] always', { otp: '123456' });
    expect(printed.map((line) => line.level)).to.deep.equal(['info', 'warn', 'error', 'warn']);
    assertNoSecret(printed, 'the console');
    expect(printed[0]!.args[0]).to.equal('[frame] key [redacted]');
  });
});
