// The relay's JWT check and did:key decoding, against tokens the WalletConnect SDK itself signs
// (@walletconnect/relay-auth 1.1.0, the library @walletconnect/core 2.21.8 signs with) and against
// the limits of the brief: iat up to 5 min ahead, exp in the future, aud this relay.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64urlnopad } from '@scure/base';
import { encodeIss, generateKeyPair, signJWT } from '@walletconnect/relay-auth';
import { decodeDidKey, encodeDidKey } from '../../server/relay/did-key.js';
import { RelayJwtError, verifyRelayJwt } from '../../server/relay/verify-relay-jwt.js';
import { signRelayJwt } from './relay-test-client.js';

const AUD = 'ws://127.0.0.1:8787/relay';
const NOW = 1_750_000_000;
const reasonOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof RelayJwtError, `expected a RelayJwtError, got ${String(error)}`);
    return error.message;
  }
  return 'accepted';
};
const verify = (jwt: string, nowSeconds = NOW) => reasonOf(() => verifyRelayJwt({ jwt, audiences: [AUD], nowSeconds }));

describe('did:key (Ed25519)', () => {
  test('encodes a public key exactly as the SDK does, and decodes it back', () => {
    const { publicKey } = generateKeyPair();
    const did = encodeDidKey({ publicKey });
    assert.equal(did, encodeIss(publicKey));
    assert.match(did, /^did:key:z6Mk/);
    assert.deepEqual(decodeDidKey({ did }), publicKey);
  });

  test('refuses what is not an Ed25519 did:key', () => {
    const publicKey = ed25519.getPublicKey(ed25519.utils.randomPrivateKey());
    const withCodec = (codec: number[], key = publicKey) =>
      `did:key:z${base58.encode(Uint8Array.from([...codec, ...key]))}`;
    assert.equal(decodeDidKey({ did: withCodec([0xe7, 0x01]) }), undefined, 'a secp256k1 multicodec');
    assert.equal(decodeDidKey({ did: withCodec([0xed, 0x01], publicKey.slice(1)) }), undefined, '31 bytes');
    assert.equal(decodeDidKey({ did: withCodec([0xed, 0x01]).replace('did:key:z', 'did:web:z') }), undefined);
    assert.equal(decodeDidKey({ did: withCodec([0xed, 0x01]).replace(':z', ':m') }), undefined, 'base64 multibase');
    assert.equal(decodeDidKey({ did: 'did:key:z0OIl' }), undefined, 'not base58');
  });
});

describe('verifyRelayJwt', () => {
  test("accepts the SDK's own token and names its issuer as the client id", async () => {
    const keyPair = generateKeyPair();
    const jwt = await signJWT('a-random-sub', AUD, 86_400, keyPair, NOW);
    assert.deepEqual(verifyRelayJwt({ jwt, audiences: [AUD], nowSeconds: NOW }), {
      clientId: encodeIss(keyPair.publicKey),
    });
  });

  test('iat may be up to 5 minutes ahead of the relay clock, not a second more', () => {
    assert.equal(verify(signRelayJwt({ aud: AUD, iat: NOW + 300 }).jwt), 'accepted');
    assert.equal(verify(signRelayJwt({ aud: AUD, iat: NOW + 301 }).jwt), 'JWT Token is not yet valid:');
  });

  test('exp must be in the future', () => {
    assert.equal(verify(signRelayJwt({ aud: AUD, iat: NOW - 100, exp: NOW + 1 }).jwt), 'accepted');
    assert.equal(verify(signRelayJwt({ aud: AUD, iat: NOW - 100, exp: NOW }).jwt), 'JWT Token has expired');
  });

  test('aud must be one of the relay URLs', () => {
    assert.equal(verify(signRelayJwt({ aud: 'ws://127.0.0.1:8788/relay', iat: NOW }).jwt), 'invalid audience');
    assert.equal(verify(signRelayJwt({ aud: 'wss://relay.walletconnect.org', iat: NOW }).jwt), 'invalid audience');
  });

  test('a token changed after signing, or signed for another key, is refused', () => {
    const { jwt } = signRelayJwt({ aud: AUD, iat: NOW });
    const [header, payload, signature] = jwt.split('.') as [string, string, string];
    const claims = JSON.parse(new TextDecoder().decode(base64urlnopad.decode(payload))) as Record<string, unknown>;
    const forged = base64urlnopad.encode(new TextEncoder().encode(JSON.stringify({ ...claims, exp: NOW + 10 ** 9 })));
    assert.equal(verify(`${header}.${forged}.${signature}`), 'invalid signature');
    const otherIssuer = encodeDidKey({ publicKey: ed25519.getPublicKey(ed25519.utils.randomPrivateKey()) });
    const reissued = base64urlnopad.encode(new TextEncoder().encode(JSON.stringify({ ...claims, iss: otherIssuer })));
    assert.equal(verify(`${header}.${reissued}.${signature}`), 'invalid signature');
    assert.equal(verify(`${header}.${payload}.${signature.slice(0, 20)}`), 'invalid signature', 'a short signature');
  });

  test('a token that is not an EdDSA JWT is malformed', () => {
    const encode = (value: unknown) => base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(value)));
    const { jwt } = signRelayJwt({ aud: AUD, iat: NOW });
    const [, payload, signature] = jwt.split('.') as [string, string, string];
    assert.equal(
      verify(`${encode({ alg: 'HS256', typ: 'JWT' })}.${payload}.${signature}`),
      'JWT must use EdDSA algorithm',
    );
    assert.equal(verify(`${encode([1])}.${payload}.${signature}`), 'malformed token');
    assert.equal(verify(`${jwt}.extra`), 'malformed token');
    assert.equal(verify(`${jwt}==`), 'malformed token', 'padding is not base64url-without-padding');
    assert.equal(verify(''), 'malformed token');
    assert.equal(verify('a'.repeat(5000)), 'malformed token');
    const shortIssuer = `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode({ iss: 'did:key:z6Mk', aud: AUD })}.${signature}`;
    assert.equal(verify(shortIssuer), 'issuer must be an Ed25519 did:key');
  });

  test('a signed token without numeric iat and exp is refused', () => {
    const encode = (value: unknown) => base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(value)));
    const secretKey = ed25519.utils.randomPrivateKey();
    const iss = encodeDidKey({ publicKey: ed25519.getPublicKey(secretKey) });
    const signed = `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode({ iss, sub: 's', aud: AUD, exp: String(NOW + 60) })}`;
    const signature = base64urlnopad.encode(ed25519.sign(new TextEncoder().encode(signed), secretKey));
    assert.equal(verify(`${signed}.${signature}`), 'iat and exp must be numbers');
  });
});
