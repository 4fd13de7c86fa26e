import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import { identityAnswerSchema } from '../../src/core/protocol/chain-data.js';
import {
  IDENTITY_PATH,
  PROFILE_ACCOUNT_PATH,
  PROFILE_REVERSE_PATH,
  PROFILE_SUGGESTIONS_PATH,
  SOLANA_COIN_TYPE,
  coinTypeForChainId,
  nameRecordSchema,
  nameSuggestionsAnswerSchema,
} from '../../src/core/protocol/names-api.js';
import {
  postRegistration,
  refusalOf,
  registrationMessage,
  secondsOf,
  solanaKeypair,
  startNamesServer,
  type NamesTestServer,
} from './names-test-server.js';

// Solana names (ed25519 over the message's UTF-8 bytes, base58 signatures: no chain is asked), the
// per-IP rate limit and a configured zone. No EVM chain is served here.
const unique = () => `sol-${Math.random().toString(36).slice(2, 10)}`;

function solanaRegistration({
  server,
  keypair,
  signer = keypair,
  name,
}: {
  server: NamesTestServer;
  keypair: ReturnType<typeof solanaKeypair>;
  signer?: ReturnType<typeof solanaKeypair>;
  name: string;
}) {
  const message = registrationMessage({ name, timestamp: secondsOf(server) });
  return { coin_type: SOLANA_COIN_TYPE, address: keypair.address, message, signature: signer.sign(message) };
}

const swapCase = (char: string) => (char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase());

describe('names of Solana accounts', () => {
  let server: NamesTestServer;
  before(async () => {
    server = await startNamesServer({ chains: [] });
  });
  after(() => server?.stop());

  it('registers with an ed25519 signature; lookup, reverse and identity find it by the exact address', async () => {
    const keypair = solanaKeypair();
    const name = `${unique()}.reown.id`;
    const answer = await postRegistration({ server, body: solanaRegistration({ server, keypair, name }) });
    assert.equal(answer.status, 200, answer.text);
    const record = v.parse(nameRecordSchema, answer.json);
    assert.deepEqual(Object.keys(record.addresses), ['501']);
    assert.equal(record.addresses['501']!.address, keypair.address);
    assert.deepEqual((await server.call(`${PROFILE_ACCOUNT_PATH}/${name}`)).json, record);
    assert.deepEqual((await server.call(`${PROFILE_REVERSE_PATH}/${keypair.address}`)).json, [record]);
    const identity = v.parse(identityAnswerSchema, (await server.call(`${IDENTITY_PATH}/${keypair.address}`)).json);
    assert.equal(identity.name, name);
    assert.equal((await fetch(identity.avatar!)).status, 200);
    // base58 is case-sensitive: another case is another address.
    const index = [...keypair.address].findIndex(
      (char) => /[a-km-zA-HJ-NP-Z]/.test(char) && !/[lIO]/.test(swapCase(char)),
    );
    const swapped =
      keypair.address.slice(0, index) + swapCase(keypair.address[index]!) + keypair.address.slice(index + 1);
    assert.deepEqual((await server.call(`${IDENTITY_PATH}/${swapped}`)).json, { name: null, avatar: null });
  });

  it('refuses a signature of another key, a changed message and a malformed signature (401)', async () => {
    const keypair = solanaKeypair();
    const name = `${unique()}.reown.id`;
    const foreign = solanaRegistration({ server, keypair, signer: solanaKeypair(), name });
    assert.deepEqual(refusalOf(await postRegistration({ server, body: foreign })), [401, 'SIGNATURE_INVALID']);
    const signed = solanaRegistration({ server, keypair, name });
    const tampered = { ...signed, message: signed.message.replace('"attributes":{}', '"attributes":{"bio":"x"}') };
    assert.notEqual(tampered.message, signed.message);
    assert.deepEqual(refusalOf(await postRegistration({ server, body: tampered })), [401, 'SIGNATURE_INVALID']);
    for (const signature of ['0xabcdef', 'not-base58!', signed.signature.slice(0, 20)])
      assert.deepEqual(refusalOf(await postRegistration({ server, body: { ...signed, signature } })), [
        401,
        'SIGNATURE_INVALID',
      ]);
    assert.deepEqual((await server.call(`${PROFILE_REVERSE_PATH}/${keypair.address}`)).json, []);
  });

  it('refuses an EVM coin type when no EVM chain is served, and an EVM address under 501', async () => {
    const keypair = solanaKeypair();
    const signed = solanaRegistration({ server, keypair, name: `${unique()}.reown.id` });
    const evmCoin = await postRegistration({ server, body: { ...signed, coin_type: coinTypeForChainId(31337) } });
    assert.deepEqual(refusalOf(evmCoin), [400, 'COIN_TYPE_UNSUPPORTED']);
    const evmAddress = { ...signed, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' };
    assert.deepEqual(refusalOf(await postRegistration({ server, body: evmAddress })), [400, 'INVALID_ADDRESS']);
  });
});

describe('registration rate limit', () => {
  let server: NamesTestServer;
  before(async () => {
    server = await startNamesServer({ chains: [], registrationsPerHourPerIp: 2, trustedProxyHops: 1 });
  });
  after(() => server?.stop());

  const attempt = (ip: string) =>
    server.call(PROFILE_ACCOUNT_PATH, {
      method: 'POST',
      body: solanaRegistration({ server, keypair: solanaKeypair(), name: `${unique()}.reown.id` }),
      headers: { 'x-forwarded-for': ip },
    });

  it('answers 429 RATE_LIMITED with Retry-After past the attempts of an hour, per client IP', async () => {
    assert.equal((await attempt('203.0.113.1')).status, 200);
    assert.equal((await attempt('203.0.113.1')).status, 200);
    const limited = await attempt('203.0.113.1');
    assert.deepEqual(refusalOf(limited), [429, 'RATE_LIMITED']);
    assert.equal(limited.headers.get('retry-after'), '1800');
    assert.equal((await attempt('203.0.113.2')).status, 200, 'another IP has its own bucket');
    server.advance(1_800_000);
    assert.equal((await attempt('203.0.113.1')).status, 200, 'one attempt back after half an hour');
    // Lookups are not limited.
    assert.equal((await server.call(`${PROFILE_SUGGESTIONS_PATH}/alice`)).status, 200);
  });
});

describe('a configured zone', () => {
  let server: NamesTestServer;
  before(async () => {
    server = await startNamesServer({ chains: [], zone: 'names.example' });
  });
  after(() => server?.stop());

  it('registers {label}.{zone} only; the legacy .wcn.id suffix finds the same label', async () => {
    const label = unique();
    const keypair = solanaKeypair();
    const inDefault = solanaRegistration({ server, keypair, name: `${label}.reown.id` });
    assert.deepEqual(refusalOf(await postRegistration({ server, body: inDefault })), [400, 'INVALID_NAME']);
    const answer = await postRegistration({
      server,
      body: solanaRegistration({ server, keypair, name: `${label}.names.example` }),
    });
    assert.equal(v.parse(nameRecordSchema, answer.json).name, `${label}.names.example`);
    assert.equal((await server.call(`${PROFILE_ACCOUNT_PATH}/${label}.wcn.id`)).status, 200);
    assert.equal((await server.call(`${PROFILE_ACCOUNT_PATH}/${label}.reown.id`)).status, 404);
    const suggestions = await server.call(`${PROFILE_SUGGESTIONS_PATH}/${label}?zone=names.example`);
    const parsed = v.parse(nameSuggestionsAnswerSchema, suggestions.json).suggestions;
    assert.deepEqual(parsed[0], { name: `${label}.names.example`, registered: true });
    assert.ok(parsed.slice(1).every((suggestion) => suggestion.name.endsWith('.names.example')));
    assert.deepEqual(refusalOf(await server.call(`${PROFILE_SUGGESTIONS_PATH}/${label}?zone=reown.id`)), [
      400,
      'INVALID_NAME',
    ]);
  });
});
