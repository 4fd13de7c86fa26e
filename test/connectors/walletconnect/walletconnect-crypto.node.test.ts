// Our Sign v2 crypto against the independent implementation (@walletconnect/utils and
// @walletconnect/relay-auth, the SDK's own code): keys, topics, envelopes, the pairing URI and the
// relay JWT must be interchangeable, or a real wallet could not talk to us.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as wc from '@walletconnect/utils';
import { decodeIss, decodeJWT, verifyJWT } from '@walletconnect/relay-auth';
import {
  createSymKey,
  createX25519KeyPair,
  deriveSessionSymKey,
  topicOfSymKey,
} from '../../../src/connectors/walletconnect/walletconnect-crypto.js';
import { openEnvelope, readEnvelopeHeader, sealEnvelope } from '../../../src/connectors/walletconnect/envelope.js';
import { formatPairingUri } from '../../../src/connectors/walletconnect/pairing-uri.js';
import { formatRelaySocketUrl, signRelayJwt, toDidKey } from '../../../src/connectors/walletconnect/relay-auth.js';
import { bytesToHex } from '../../../src/connectors/walletconnect/encoding.js';

const MESSAGE = JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'wc_sessionPing', params: { note: 'héllo ✓ 🔑' } });

describe('WalletConnect crypto against @walletconnect/utils 2.21.8', () => {
  it('gives the same topic for the same symmetric key', () => {
    for (let round = 0; round < 10; round++) {
      const symKey = createSymKey();
      assert.match(symKey, /^[0-9a-f]{64}$/);
      assert.equal(topicOfSymKey({ symKey }), wc.hashKey(symKey));
    }
  });

  it('derives the same session key on both sides (ours ⇄ theirs)', () => {
    for (let round = 0; round < 20; round++) {
      const ours = createX25519KeyPair();
      const theirs = wc.generateKeyPair();
      const ourKey = deriveSessionSymKey({ privateKey: ours.privateKey, peerPublicKey: theirs.publicKey });
      assert.equal(ourKey, wc.deriveSymKey(theirs.privateKey, ours.publicKey));
      assert.equal(ourKey, wc.deriveSymKey(ours.privateKey, theirs.publicKey));
    }
  });

  it('type 0: our envelope opens with theirs and theirs with ours; a changed byte does not open', () => {
    const symKey = createSymKey();
    const sealed = sealEnvelope({ symKey, message: MESSAGE });
    assert.equal(wc.decrypt({ symKey, encoded: sealed }), MESSAGE);
    const theirs = wc.encrypt({ symKey, message: MESSAGE, type: 0 });
    assert.equal(openEnvelope({ symKey, encoded: theirs }), MESSAGE);
    assert.deepEqual(readEnvelopeHeader({ encoded: sealed }), { type: 0 });

    const bytes = Buffer.from(sealed, 'base64');
    bytes[bytes.length - 1]! ^= 1;
    assert.throws(() => openEnvelope({ symKey, encoded: bytes.toString('base64') }));
    assert.throws(() => openEnvelope({ symKey: createSymKey(), encoded: sealed }));
  });

  it('type 0 with the same iv gives exactly their bytes', () => {
    const symKey = createSymKey();
    const iv = '00112233445566778899aabb';
    assert.equal(sealEnvelope({ symKey, message: MESSAGE, iv }), wc.encrypt({ symKey, message: MESSAGE, iv }));
  });

  it('type 1: the sender key travels in the envelope, both ways', () => {
    const sender = createX25519KeyPair();
    const receiver = wc.generateKeyPair();
    const symKey = deriveSessionSymKey({ privateKey: sender.privateKey, peerPublicKey: receiver.publicKey });

    const ours = sealEnvelope({ symKey, message: MESSAGE, type: 1, senderPublicKey: sender.publicKey });
    const validation = wc.validateDecoding(ours, { receiverPublicKey: receiver.publicKey });
    assert.equal(validation.type, 1);
    assert.equal(validation.senderPublicKey, sender.publicKey);
    const theirKey = wc.deriveSymKey(receiver.privateKey, validation.senderPublicKey!);
    assert.equal(wc.decrypt({ symKey: theirKey, encoded: ours }), MESSAGE);

    const theirs = wc.encrypt({ symKey, message: MESSAGE, type: 1, senderPublicKey: receiver.publicKey });
    const header = readEnvelopeHeader({ encoded: theirs });
    assert.deepEqual(header, { type: 1, senderPublicKey: receiver.publicKey });
    assert.equal(openEnvelope({ symKey, encoded: theirs }), MESSAGE);
    assert.throws(() => sealEnvelope({ symKey, message: MESSAGE, type: 1 }));
  });

  it('writes a pairing URI their parseUri reads back', () => {
    const symKey = createSymKey();
    const topic = topicOfSymKey({ symKey });
    const uri = formatPairingUri({ topic, symKey, expiryTimestamp: 1_900_000_000 });
    assert.equal(uri, `wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=1900000000`);
    const parsed = wc.parseUri(uri);
    assert.equal(parsed.topic, topic);
    assert.equal(parsed.version, 2);
    assert.equal(parsed.symKey, symKey);
    assert.deepEqual(parsed.relay, { protocol: 'irn' });
    assert.equal(parsed.expiryTimestamp, 1_900_000_000);
    assert.equal(
      wc.formatUri({
        protocol: 'wc',
        version: 2,
        topic,
        symKey,
        relay: { protocol: 'irn' },
        expiryTimestamp: 1_900_000_000,
      }),
      uri,
    );
  });
});

describe('relay JWT against @walletconnect/relay-auth 1.1.0', () => {
  const seed = new Uint8Array(32).map((_, index) => index + 1);
  const publicKey = Uint8Array.from(
    Buffer.from('79b5562e8fe654f94078b112e8a98ba7901f853ae695bed7e0e3910bad049664', 'hex'),
  );
  const key = { seed, publicKey };
  const audience = 'ws://127.0.0.1:4321/relay';

  it('is a valid EdDSA JWT for the relay URL, issued by our did:key, for one day', async () => {
    const jwt = signRelayJwt({ key, audience, nowMs: 1_800_000_000_500 });
    assert.equal(await verifyJWT(jwt), true);
    const { header, payload } = decodeJWT(jwt);
    assert.deepEqual(header, { alg: 'EdDSA', typ: 'JWT' });
    assert.equal(payload.aud, audience);
    assert.equal(payload.iat, 1_800_000_000);
    assert.equal(payload.exp, 1_800_000_000 + 86_400);
    assert.match(payload.sub, /^[0-9a-f]{64}$/);
    assert.equal(payload.iss, toDidKey(key));
    assert.match(payload.iss, /^did:key:z6Mk/);
    assert.equal(bytesToHex(decodeIss(payload.iss)), bytesToHex(publicKey));
  });

  it('fails verification once a byte of the payload changes', async () => {
    const [head, body, signature] = signRelayJwt({ key, audience, nowMs: Date.now() }).split('.');
    const changed = Buffer.from(
      JSON.stringify({ ...decodeJWT(`${head}.${body}.${signature}`).payload, aud: 'ws://evil/relay' }),
    ).toString('base64url');
    assert.equal(await verifyJWT(`${head}.${changed}.${signature}`), false);
  });

  it('puts auth, projectId, ua and useOnCloseEvent on the relay URL, keeping its own query', () => {
    const url = new URL(
      formatRelaySocketUrl({
        relayUrl: `${audience}?region=eu`,
        auth: 'a.b.c',
        projectId: 'demo-project',
        userAgent: 'wc-2/x',
      }),
    );
    assert.equal(`${url.origin}${url.pathname}`, audience);
    assert.deepEqual(Object.fromEntries(url.searchParams), {
      region: 'eu',
      auth: 'a.b.c',
      projectId: 'demo-project',
      ua: 'wc-2/x',
      useOnCloseEvent: 'true',
    });
  });
});
