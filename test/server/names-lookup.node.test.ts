import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import * as v from 'valibot';
import { identityAnswerSchema } from '../../src/core/protocol/chain-data.js';
import {
  IDENTITY_PATH,
  PROFILE_ACCOUNT_PATH,
  PROFILE_AVATAR_PATH,
  PROFILE_REVERSE_PATH,
  PROFILE_SUGGESTIONS_PATH,
  coinTypeForChainId,
  isValidNameLabel,
  nameRecordListSchema,
  nameRecordSchema,
  nameSuggestionsAnswerSchema,
  type NameRecord,
} from '../../src/core/protocol/names-api.js';
import { startHardhatNode, type StartHardhatNodeReturnType } from '../../server/chains/start-hardhat-node.js';
import { RESERVED_NAME_LABELS } from '../../server/names/reserved-name-labels.js';
import {
  PROJECT_ID,
  postRegistration,
  refusalOf,
  registrationMessage,
  secondsOf,
  startNamesServer,
  type NamesTestServer,
} from './names-test-server.js';

// Lookups of registered names: by name, by address (reverse and identity), suggestions and the
// avatar, with the EVM account registered through the API on a real hardhat chain.
const CHAIN_ID = 31337;
const COIN_TYPE = coinTypeForChainId(CHAIN_ID);
let node: StartHardhatNodeReturnType;
let server: NamesTestServer;
let alice: PrivateKeyAccount;
let aliceRecord: NameRecord;
// One word: its initials are its first two letters.
const label = `alice${Math.random().toString(36).slice(2, 8)}`;
const name = `${label}.reown.id`;

async function registerName({
  account,
  name,
  attributes,
}: {
  account: PrivateKeyAccount;
  name: string;
  attributes?: Record<string, string>;
}) {
  const message = registrationMessage({ name, timestamp: secondsOf(server), attributes });
  const body = {
    coin_type: COIN_TYPE,
    address: account.address,
    message,
    signature: await account.signMessage({ message }),
  };
  const answer = await postRegistration({ server, body });
  assert.equal(answer.status, 200, answer.text);
  return v.parse(nameRecordSchema, answer.json);
}

before(async () => {
  node = await startHardhatNode({ port: 0, chainId: CHAIN_ID });
  server = await startNamesServer({ chains: [{ chainId: CHAIN_ID, rpcUrl: node.rpcUrl }] });
  alice = privateKeyToAccount(generatePrivateKey());
  aliceRecord = await registerName({
    account: alice,
    name,
    attributes: { bio: 'Hello', avatar: 'https://images.example/alice.png' },
  });
});

after(async () => {
  await server?.stop();
  await node?.stop();
});

const suggestionsOf = async (path: string) => {
  const answer = await server.call(path);
  assert.equal(answer.status, 200, answer.text);
  return v.parse(nameSuggestionsAnswerSchema, answer.json).suggestions;
};

describe('GET /v1/profile/account/{name}', () => {
  it('answers the record in any case and for the legacy .wcn.id suffix, attributes stored as signed', async () => {
    assert.deepEqual(aliceRecord.attributes, { bio: 'Hello', avatar: 'https://images.example/alice.png' });
    for (const asked of [name, name.toUpperCase(), `${label}.wcn.id`, `${label.toUpperCase()}.WCN.ID`]) {
      const answer = await server.call(`${PROFILE_ACCOUNT_PATH}/${asked}`);
      assert.deepEqual([answer.status, answer.json], [200, aliceRecord], asked);
    }
  });

  it('answers 404 NOT_FOUND for an unknown name, another zone or a bad label', async () => {
    for (const asked of ['nobody-here.reown.id', `${label}.eth`, 'abc.reown.id', label])
      assert.deepEqual(refusalOf(await server.call(`${PROFILE_ACCOUNT_PATH}/${asked}`)), [404, 'NOT_FOUND'], asked);
  });
});

describe('GET /v1/profile/reverse/{address}', () => {
  it('finds the name by the address in any case, and ignores sender', async () => {
    const hex = alice.address.slice(2);
    for (const address of [alice.address, alice.address.toLowerCase(), `0x${hex.toUpperCase()}`]) {
      const answer = await server.call(`${PROFILE_REVERSE_PATH}/${address}?sender=${alice.address}`);
      assert.deepEqual(v.parse(nameRecordListSchema, answer.json), [aliceRecord], address);
    }
  });

  it('answers [] for an address without a name and 400 INVALID_ADDRESS for no address', async () => {
    const other = privateKeyToAccount(generatePrivateKey()).address;
    assert.deepEqual((await server.call(`${PROFILE_REVERSE_PATH}/${other}`)).json, []);
    assert.deepEqual(refusalOf(await server.call(`${PROFILE_REVERSE_PATH}/bob`)), [400, 'INVALID_ADDRESS']);
  });
});

describe('GET /v1/profile/suggestions/{name}', () => {
  const assertFreeVariants = (suggestions: Array<{ name: string; registered: boolean }>) => {
    const variants = suggestions.slice(1);
    assert.equal(variants.length, 4);
    for (const variant of variants) {
      assert.equal(variant.registered, false, variant.name);
      assert.ok(variant.name.endsWith('.reown.id'), variant.name);
      const variantLabel = variant.name.slice(0, -'.reown.id'.length);
      assert.ok(isValidNameLabel(variantLabel) && !RESERVED_NAME_LABELS.has(variantLabel), variant.name);
    }
    assert.equal(new Set(suggestions.map((suggestion) => suggestion.name)).size, suggestions.length, 'no repeats');
  };

  it('puts a taken name first as registered, then free valid variants in the zone', async () => {
    const suggestions = await suggestionsOf(`${PROFILE_SUGGESTIONS_PATH}/${label}?zone=reown.id`);
    assert.deepEqual(suggestions[0], { name, registered: true });
    assertFreeVariants(suggestions);
    // A suggested variant, once registered, is no longer offered.
    const [, first] = suggestions;
    await registerName({ account: privateKeyToAccount(generatePrivateKey()), name: first!.name });
    const again = await suggestionsOf(`${PROFILE_SUGGESTIONS_PATH}/${label}?zone=reown.id`);
    assert.ok(!again.slice(1).some((suggestion) => suggestion.name === first!.name));
    assertFreeVariants(again);
    const lookup = await suggestionsOf(`${PROFILE_SUGGESTIONS_PATH}/${first!.name}`);
    assert.deepEqual(lookup[0], { name: first!.name, registered: true });
  });

  it('puts a free name first as not registered; takes the full name or any case', async () => {
    const free = `free-${Math.random().toString(36).slice(2, 8)}`;
    for (const asked of [free, `${free}.reown.id`, free.toUpperCase()]) {
      const suggestions = await suggestionsOf(`${PROFILE_SUGGESTIONS_PATH}/${asked}?zone=reown.id`);
      assert.deepEqual(suggestions[0], { name: `${free}.reown.id`, registered: false }, asked);
      assertFreeVariants(suggestions);
    }
  });

  it('marks a reserved name as registered and keeps variants of a 63-character label valid', async () => {
    const reserved = await suggestionsOf(`${PROFILE_SUGGESTIONS_PATH}/admin`);
    assert.deepEqual(reserved[0], { name: 'admin.reown.id', registered: true });
    assertFreeVariants(reserved);
    const long = `${'a'.repeat(61)}-b`;
    const suggestions = await suggestionsOf(`${PROFILE_SUGGESTIONS_PATH}/${long}`);
    assert.deepEqual(suggestions[0], { name: `${long}.reown.id`, registered: false });
    assertFreeVariants(suggestions);
  });

  it('answers 400 INVALID_NAME for a bad label or another zone', async () => {
    for (const path of [
      `${PROFILE_SUGGESTIONS_PATH}/ali`,
      `${PROFILE_SUGGESTIONS_PATH}/al_ice`,
      `${PROFILE_SUGGESTIONS_PATH}/alice?zone=eth`,
    ])
      assert.deepEqual(refusalOf(await server.call(path)), [400, 'INVALID_NAME'], path);
  });
});

describe('GET /v1/identity/{address} and the avatar', () => {
  it('answers the name and an avatar URL on this server, for the address in any case', async () => {
    const avatar = `${server.url}${PROFILE_AVATAR_PATH}/${name}?projectId=${PROJECT_ID}`;
    for (const address of [alice.address, alice.address.toLowerCase(), `0x${alice.address.slice(2).toUpperCase()}`]) {
      const answer = await server.call(`${IDENTITY_PATH}/${address}?sender=${address}`);
      assert.deepEqual(v.parse(identityAnswerSchema, answer.json), { name, avatar }, address);
    }
  });

  it('serves the avatar as a self-contained SVG of the initials; never the avatar attribute', async () => {
    const { json } = await server.call(`${IDENTITY_PATH}/${alice.address}`);
    const { avatar } = v.parse(identityAnswerSchema, json);
    const response = await fetch(avatar!);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/svg+xml; charset=utf-8');
    // The SVG's own policy (app.ts appends frame-ancestors to every answer).
    assert.match(
      response.headers.get('content-security-policy') ?? '',
      /^default-src 'none'; style-src 'unsafe-inline'/,
    );
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    const svg = await response.text();
    assert.match(svg, /^<svg /);
    assert.match(svg, />AL<\/text><\/svg>$/);
    assert.match(svg, new RegExp(`<title>${name}</title>`));
    assert.ok(!svg.includes('images.example') && !svg.includes('href'), 'nothing linked');
  });

  it('answers nulls without a name, 400 for no address, 404 for the avatar of a free name', async () => {
    const other = privateKeyToAccount(generatePrivateKey()).address;
    assert.deepEqual((await server.call(`${IDENTITY_PATH}/${other}`)).json, { name: null, avatar: null });
    const bad = await server.call(`${IDENTITY_PATH}/bob`);
    assert.deepEqual([bad.status, (bad.json as { code: string }).code], [400, 'INVALID_PARAMETER']);
    assert.deepEqual(refusalOf(await server.call(`${PROFILE_AVATAR_PATH}/nobody-here.reown.id`)), [404, 'NOT_FOUND']);
    const unknownProject = await server.call(`${PROFILE_AVATAR_PATH}/${name}`, { projectId: 'nope' });
    assert.equal(unknownProject.status, 401);
  });
});
