import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ed25519 } from '@noble/curves/ed25519';
import { verifySignIn } from '@solana/wallet-standard-util';
import { encodeBase58 } from '../../src/core/utils/base58.js';
import {
  SIWX_AUTHENTICATE_PATH,
  SIWX_ME_PATH,
  SIWX_NONCE_PATH,
  SIWX_SIGN_OUT_PATH,
} from '../../src/core/protocol/siwx-api.js';
import { DAPP_ORIGIN, prepareSignIn, startSiwxServer, type SiwxTestServer } from './siwx-test-server.js';

// Solana sign-in (ed25519 over the exact text, base58 key and signature) needs no chain, and the
// CORS rules of /siwx/v1/*: the project's allowed origins only, unlike the other dapp APIs.
let server: SiwxTestServer;
const SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const secretKey = ed25519.utils.randomPrivateKey();
const publicKey = ed25519.getPublicKey(secretKey);
const address = encodeBase58(publicKey);

before(async () => {
  server = await startSiwxServer({ chains: [] });
});

after(async () => {
  await server?.stop();
});

describe('SIWX with a Solana account', () => {
  it('verifies a Sign-In-With-Solana message and keeps the session', async () => {
    const { data, message, nonceHeader } = await prepareSignIn({
      server,
      accountAddress: address,
      chainId: SOLANA_CHAIN,
    });
    const messageBytes = new TextEncoder().encode(message);
    const signatureBytes = ed25519.sign(messageBytes, secretKey);
    // The text is what wallet-standard's verifySignIn rebuilds from the same input.
    const { accountAddress, chainId, ...rest } = data;
    const input = { ...rest, address: accountAddress, chainId };
    const output = {
      account: { address, publicKey, chains: [], features: [] },
      signedMessage: messageBytes,
      signature: signatureBytes,
    };
    assert.equal(verifySignIn(input, output), true);

    const body = { data, message, signature: encodeBase58(signatureBytes) };
    const answer = await server.call(SIWX_AUTHENTICATE_PATH, { method: 'POST', headers: nonceHeader, body });
    assert.equal(answer.status, 200, JSON.stringify(answer.json));
    const me = await server.call(SIWX_ME_PATH, { headers: { authorization: `Bearer ${answer.json.token as string}` } });
    assert.deepEqual([me.status, me.json.address, me.json.chainId], [200, address, SOLANA_CHAIN]);
  });

  it('refuses a signature over other bytes, by another key, or not in base58', async () => {
    const otherKey = ed25519.utils.randomPrivateKey();
    const cases = [
      (message: string) => encodeBase58(ed25519.sign(new TextEncoder().encode(`${message} `), secretKey)),
      (message: string) => encodeBase58(ed25519.sign(new TextEncoder().encode(message), otherKey)),
      (message: string) => Buffer.from(ed25519.sign(new TextEncoder().encode(message), secretKey)).toString('base64'),
    ];
    for (const sign of cases) {
      const { data, message, nonceHeader } = await prepareSignIn({
        server,
        accountAddress: address,
        chainId: SOLANA_CHAIN,
      });
      const body = { data, message, signature: sign(message) };
      const answer = await server.call(SIWX_AUTHENTICATE_PATH, { method: 'POST', headers: nonceHeader, body });
      assert.deepEqual([answer.status, answer.json.code], [400, 'SIGNATURE_INVALID']);
    }
  });
});

describe('CORS on /siwx/v1/*', () => {
  it('gives an allowed origin the CORS headers, on answers and preflights', async () => {
    const nonce = await server.call(SIWX_NONCE_PATH);
    assert.equal(nonce.status, 200);
    assert.equal(nonce.headers.get('access-control-allow-origin'), DAPP_ORIGIN);
    const preflight = await server.call(SIWX_AUTHENTICATE_PATH, {
      method: 'OPTIONS',
      headers: {
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-nonce-jwt',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), DAPP_ORIGIN);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /x-nonce-jwt/);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /authorization/);
    // A refusal the page must read carries them too.
    const refused = await server.call(SIWX_AUTHENTICATE_PATH, { method: 'POST', body: {} });
    assert.deepEqual([refused.status, refused.json.code], [400, 'INVALID_MESSAGE']);
    assert.equal(refused.headers.get('access-control-allow-origin'), DAPP_ORIGIN);
  });

  it('gives another origin no CORS headers and refuses its calls with 403', async () => {
    const origin = 'https://evil.example';
    const preflight = await server.call(SIWX_AUTHENTICATE_PATH, {
      method: 'OPTIONS',
      origin,
      headers: { 'access-control-request-method': 'POST' },
    });
    assert.equal(preflight.status, 403);
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);
    for (const [path, method] of [
      [SIWX_NONCE_PATH, 'GET'],
      [SIWX_AUTHENTICATE_PATH, 'POST'],
      [SIWX_SIGN_OUT_PATH, 'POST'],
    ] as const) {
      const answer = await server.call(path, { method, origin, ...(method === 'POST' ? { body: {} } : {}) });
      assert.equal(answer.status, 403, path);
      assert.equal(answer.headers.get('access-control-allow-origin'), null, path);
    }
  });

  it('keeps the other dapp APIs reflecting any origin (their CORS is unchanged)', async () => {
    const response = await fetch(`${server.url}/health`, { headers: { origin: 'https://evil.example' } });
    assert.equal(response.headers.get('access-control-allow-origin'), 'https://evil.example');
  });
});
