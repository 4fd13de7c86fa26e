import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import { createPublicClient, http } from 'viem';
import { startHardhatNode, type StartHardhatNodeReturnType } from '../../server/chains/start-hardhat-node.js';
import { SIWX_AUTHENTICATE_PATH, SIWX_ME_PATH, SIWX_SIGN_OUT_PATH } from '../../src/core/protocol/siwx-api.js';
import { prepareSignIn, startSiwxServer, type SiwxTestServer } from './siwx-test-server.js';

// EVM sign-in against a real hardhat node: the server verifies through viem's public client
// (deployless ERC-6492 validator first, so EOAs verify on-chain too). Contract accounts (1271,
// 6492-wrapped) are left to the chain suite.
let chain: StartHardhatNodeReturnType;
let server: SiwxTestServer;
const CHAIN_ID = 'eip155:31337';
const account = privateKeyToAccount(generatePrivateKey());
const other = privateKeyToAccount(generatePrivateKey());

before(async () => {
  chain = await startHardhatNode({ port: 0, chainId: 31337 });
  server = await startSiwxServer({ chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl }] });
});

after(async () => {
  await server?.stop();
  await chain?.stop();
});

async function authenticate({
  extra = {},
  signer = account,
  chainId = CHAIN_ID,
}: { extra?: Parameters<typeof prepareSignIn>[0]['extra']; signer?: typeof account; chainId?: string } = {}) {
  const prepared = await prepareSignIn({ server, accountAddress: account.address, chainId, extra });
  const signature = await signer.signMessage({ message: prepared.message });
  const body = { data: prepared.data, message: prepared.message, signature };
  const answer = await server.call(SIWX_AUTHENTICATE_PATH, { method: 'POST', headers: prepared.nonceHeader, body });
  return { ...prepared, signature, body, answer };
}

describe('SIWX with an EVM account', () => {
  it('signs in, reports the session, signs out, and then answers 401', async () => {
    const { answer, message, signature, data } = await authenticate();
    assert.equal(answer.status, 200, JSON.stringify(answer.json));
    const token = answer.json.token as string;
    assert.match(token, /^[A-Za-z0-9_-]{43}$/);
    const bearer = { authorization: `Bearer ${token}` };

    const me = await server.call(SIWX_ME_PATH, { headers: bearer });
    assert.equal(me.status, 200);
    assert.equal(me.json.address, account.address);
    assert.equal(me.json.chainId, CHAIN_ID);
    assert.equal(me.json.message, message);
    assert.equal(me.json.signature, signature);
    assert.deepEqual(me.json.data, data);
    // Seven days from the server's clock: the message has no expirationTime.
    assert.equal(
      Date.parse(me.json.expiresAt as string) - Date.parse(me.json.issuedAt as string),
      7 * 24 * 3600 * 1000,
    );
    // What the server stored verifies with viem's own SIWE code (the text is EIP-4361).
    const parsed = parseSiweMessage(me.json.message as string);
    assert.equal(parsed.address, account.address);
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    assert.equal(
      await verifySiweMessage(client, {
        message,
        signature: signature as `0x${string}`,
        domain: data.domain,
        nonce: data.nonce,
      }),
      true,
    );
    // Only the hash of the token is stored.
    const stored = server.temp.database.prepare('SELECT token_hash FROM siwx_sessions').pluck().all() as string[];
    assert.ok(stored.length >= 1 && !stored.includes(token));

    const out = await server.call(SIWX_SIGN_OUT_PATH, { method: 'POST', headers: bearer });
    assert.deepEqual([out.status, out.json], [200, { ok: true }]);
    assert.equal((await server.call(SIWX_ME_PATH, { headers: bearer })).status, 401);
    assert.equal((await server.call(SIWX_SIGN_OUT_PATH, { method: 'POST', headers: bearer })).status, 401);
  });

  it('ends the session at the message expirationTime when sooner than 7 days', async () => {
    const expirationTime = new Date(server.now() + 60 * 60 * 1000).toISOString();
    const { answer } = await authenticate({ extra: { expirationTime } });
    assert.equal(answer.status, 200);
    const bearer = { authorization: `Bearer ${answer.json.token as string}` };
    const me = await server.call(SIWX_ME_PATH, { headers: bearer });
    assert.equal(me.json.expiresAt, expirationTime);
    server.advance(61 * 60 * 1000);
    assert.equal((await server.call(SIWX_ME_PATH, { headers: bearer })).status, 401);
  });

  it('refuses a replayed nonce', async () => {
    const first = await authenticate();
    assert.equal(first.answer.status, 200);
    const again = await server.call(SIWX_AUTHENTICATE_PATH, {
      method: 'POST',
      headers: first.nonceHeader,
      body: first.body,
    });
    assert.deepEqual([again.status, again.json.code], [400, 'NONCE_INVALID']);
  });

  it('refuses a nonce whose token expired, or a token for another nonce or none', async () => {
    const prepared = await prepareSignIn({ server, accountAddress: account.address, chainId: CHAIN_ID });
    const signature = await account.signMessage({ message: prepared.message });
    const body = { data: prepared.data, message: prepared.message, signature };
    const other = await prepareSignIn({ server, accountAddress: account.address, chainId: CHAIN_ID });
    const foreign = await server.call(SIWX_AUTHENTICATE_PATH, { method: 'POST', headers: other.nonceHeader, body });
    assert.deepEqual([foreign.status, foreign.json.code], [400, 'NONCE_INVALID']);
    const none = await server.call(SIWX_AUTHENTICATE_PATH, { method: 'POST', body });
    assert.deepEqual([none.status, none.json.code], [400, 'NONCE_INVALID']);
    server.advance(5 * 60 * 1000 + 1000);
    const late = await server.call(SIWX_AUTHENTICATE_PATH, { method: 'POST', headers: prepared.nonceHeader, body });
    assert.deepEqual([late.status, late.json.code], [400, 'NONCE_INVALID']);
  });

  it('refuses a message for another domain or uri', async () => {
    const domain = await authenticate({ extra: { domain: 'evil.example', uri: 'https://evil.example' } });
    assert.deepEqual([domain.answer.status, domain.answer.json.code], [400, 'DOMAIN_MISMATCH']);
    const uri = await authenticate({ extra: { uri: 'http://127.0.0.1:5174' } });
    assert.deepEqual([uri.answer.status, uri.answer.json.code], [400, 'DOMAIN_MISMATCH']);
  });

  it('refuses an expired message and one not valid yet', async () => {
    const expired = await authenticate({
      extra: {
        issuedAt: new Date(server.now() - 120_000).toISOString(),
        expirationTime: new Date(server.now() - 60_000).toISOString(),
      },
    });
    assert.deepEqual([expired.answer.status, expired.answer.json.code], [400, 'EXPIRED']);
    const early = await authenticate({ extra: { notBefore: new Date(server.now() + 60_000).toISOString() } });
    assert.deepEqual([early.answer.status, early.answer.json.code], [400, 'NOT_YET_VALID']);
    const future = await authenticate({ extra: { issuedAt: new Date(server.now() + 10 * 60_000).toISOString() } });
    assert.deepEqual([future.answer.status, future.answer.json.code], [400, 'NOT_YET_VALID']);
  });

  it('refuses a signature by another account, and data naming another account than the text', async () => {
    const forged = await authenticate({ signer: other });
    assert.deepEqual([forged.answer.status, forged.answer.json.code], [400, 'SIGNATURE_INVALID']);
    const prepared = await prepareSignIn({ server, accountAddress: account.address, chainId: CHAIN_ID });
    const signature = await account.signMessage({ message: prepared.message });
    const body = { data: { ...prepared.data, accountAddress: other.address }, message: prepared.message, signature };
    const swapped = await server.call(SIWX_AUTHENTICATE_PATH, { method: 'POST', headers: prepared.nonceHeader, body });
    assert.deepEqual([swapped.status, swapped.json.code], [400, 'ADDRESS_MISMATCH']);
  });

  it('refuses a chain the server does not serve, and text that is no sign-in message', async () => {
    const unsupported = await authenticate({ chainId: 'eip155:1' });
    assert.deepEqual([unsupported.answer.status, unsupported.answer.json.code], [400, 'CHAIN_UNSUPPORTED']);
    const prepared = await prepareSignIn({ server, accountAddress: account.address, chainId: CHAIN_ID });
    const message = `${prepared.message}\nExtra: line`;
    const body = { data: prepared.data, message, signature: await account.signMessage({ message }) };
    const invalid = await server.call(SIWX_AUTHENTICATE_PATH, { method: 'POST', headers: prepared.nonceHeader, body });
    assert.deepEqual([invalid.status, invalid.json.code], [400, 'INVALID_MESSAGE']);
  });

  it('answers 401 for an unknown project and for me without a session', async () => {
    const response = await fetch(`${server.url}${SIWX_ME_PATH}?projectId=nope`);
    assert.equal(response.status, 401);
    assert.equal((await server.call(SIWX_ME_PATH)).status, 401);
    assert.equal((await server.call(SIWX_ME_PATH, { headers: { authorization: 'Bearer forged' } })).status, 401);
  });
});
