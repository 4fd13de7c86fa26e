import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createPublicClient, http, isErc6492Signature, pad, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { entryPoint07Abi, entryPoint07Address, toSoladySmartAccount } from 'viem/account-abstraction';
import * as v from 'valibot';
import {
  deployAccountAbstraction,
  type DevAccountAbstraction,
} from '../../server/chains/deploy-account-abstraction.js';
import { startHardhatNode, type StartHardhatNodeReturnType } from '../../server/chains/start-hardhat-node.js';
import {
  PROFILE_ACCOUNT_PATH,
  PROFILE_REVERSE_PATH,
  coinTypeForChainId,
  nameRecordSchema,
} from '../../src/core/protocol/names-api.js';
import {
  postRegistration,
  refusalOf,
  registrationMessage,
  secondsOf,
  startNamesServer,
  type NamesTestServer,
} from './names-test-server.js';

// Registration on a real hardhat chain: EOAs and a counterfactual smart account (ERC-6492, verified
// by viem through the chain), and every refusal the service makes, each actually performed.
const CHAIN_ID = 31337;
const COIN_TYPE = coinTypeForChainId(CHAIN_ID);
let node: StartHardhatNodeReturnType;
let deployed: DevAccountAbstraction;
let server: NamesTestServer;

before(async () => {
  node = await startHardhatNode({ port: 0, chainId: CHAIN_ID });
  deployed = await deployAccountAbstraction({ rpcUrl: node.rpcUrl, chainId: CHAIN_ID });
  server = await startNamesServer({ chains: [{ chainId: CHAIN_ID, rpcUrl: node.rpcUrl }] });
});

after(async () => {
  await server?.stop();
  await node?.stop();
});

const unique = () => `name-${Math.random().toString(36).slice(2, 10)}`;

interface SignedRegistrationParameters {
  signer: { address: Address; signMessage: (parameters: { message: string }) => Promise<Hex> };
  name: string;
  /** Seconds from the server's clock (negative: in the past). */
  age?: number;
  coinType?: number;
}

async function signedRegistration({ signer, name, age = 0, coinType = COIN_TYPE }: SignedRegistrationParameters) {
  const message = registrationMessage({ name, timestamp: secondsOf(server) - age });
  const signature = await signer.signMessage({ message });
  return { coin_type: coinType, address: signer.address as string, message, signature };
}

const register = async (parameters: SignedRegistrationParameters) =>
  postRegistration({ server, body: await signedRegistration(parameters) });

const storedNames = () => server.temp.database.prepare('SELECT COUNT(*) FROM names').pluck().get() as number;

const newAccount = (): PrivateKeyAccount => privateKeyToAccount(generatePrivateKey());

describe('POST /v1/profile/account with an EVM account', () => {
  it('registers a name signed by an EOA and answers its record', async () => {
    const account = newAccount();
    const label = unique();
    const answer = await register({ signer: account, name: `${label}.reown.id` });
    assert.equal(answer.status, 200, answer.text);
    const record = v.parse(nameRecordSchema, answer.json);
    assert.equal(record.name, `${label}.reown.id`);
    assert.deepEqual(Object.keys(record.addresses), [String(COIN_TYPE)]);
    assert.equal(record.addresses[String(COIN_TYPE)]!.address, account.address);
    assert.equal(record.registered_at, new Date(server.now()).toISOString());
    assert.deepEqual(record.attributes, {});
    const lookup = await server.call(`${PROFILE_ACCOUNT_PATH}/${label}.reown.id`);
    assert.deepEqual([lookup.status, lookup.json], [200, record]);
  });

  it('stores the name lowercase and takes the address in any case', async () => {
    const account = newAccount();
    const label = unique();
    const body = await signedRegistration({ signer: account, name: `${label.toUpperCase()}.Reown.ID` });
    // The signature is over the message; the address field's case does not matter to EVM.
    const answer = await postRegistration({ server, body: { ...body, address: account.address.toLowerCase() } });
    assert.equal(answer.status, 200, answer.text);
    const record = v.parse(nameRecordSchema, answer.json);
    assert.equal(record.name, `${label}.reown.id`);
    assert.equal(record.addresses[String(COIN_TYPE)]!.address, account.address, 'stored checksummed');
  });

  it('accepts a counterfactual smart account: the ERC-6492 signature verifies through the chain', async () => {
    const owner = newAccount();
    const publicClient = createPublicClient({ transport: http(node.rpcUrl, { retryCount: 0 }) });
    const smartAccount = await toSoladySmartAccount({
      client: publicClient,
      owner,
      factoryAddress: deployed.accountFactory,
      salt: pad(owner.address, { dir: 'right', size: 32 }),
      entryPoint: { abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' },
    });
    assert.equal(await publicClient.getCode({ address: smartAccount.address }), undefined, 'not deployed yet');
    const label = unique();
    const body = await signedRegistration({ signer: smartAccount, name: `${label}.reown.id` });
    assert.equal(isErc6492Signature(body.signature as Hex), true);
    const answer = await postRegistration({ server, body });
    assert.equal(answer.status, 200, answer.text);
    assert.equal(v.parse(nameRecordSchema, answer.json).addresses[String(COIN_TYPE)]!.address, smartAccount.address);
    // The owner's own signature is not the smart account's.
    const ownerSigned = await signedRegistration({ signer: owner, name: `${unique()}.reown.id` });
    const refused = await postRegistration({ server, body: { ...ownerSigned, address: smartAccount.address } });
    assert.deepEqual(refusalOf(refused), [409, 'ADDRESS_HAS_NAME']);
  });

  it('refuses a message changed after signing, and a signature of another key (401)', async () => {
    const account = newAccount();
    const name = `${unique()}.reown.id`;
    const before = storedNames();
    const signed = await signedRegistration({ signer: account, name });
    const tampered = { ...signed, message: signed.message.replace(name, `${unique()}.reown.id`) };
    assert.notEqual(tampered.message, signed.message);
    assert.deepEqual(refusalOf(await postRegistration({ server, body: tampered })), [401, 'SIGNATURE_INVALID']);
    const byOther = await signedRegistration({ signer: newAccount(), name });
    const foreign = await postRegistration({ server, body: { ...byOther, address: account.address } });
    assert.deepEqual(refusalOf(foreign), [401, 'SIGNATURE_INVALID']);
    assert.equal(storedNames(), before, 'nothing stored');
    // The untouched one still goes through: the refusals were about the signatures alone.
    assert.equal((await postRegistration({ server, body: signed })).status, 200);
  });

  it('refuses a timestamp older than 300 s or more than 60 s ahead, and accepts one inside', async () => {
    const name = `${unique()}.reown.id`;
    const old = await register({ signer: newAccount(), name, age: 301 });
    assert.deepEqual(refusalOf(old), [400, 'MESSAGE_EXPIRED']);
    const ahead = await register({ signer: newAccount(), name, age: -61 });
    assert.deepEqual(refusalOf(ahead), [400, 'MESSAGE_EXPIRED']);
    // The same signed body, replayed after its 300 s: refused.
    const late = await signedRegistration({ signer: newAccount(), name });
    server.advance(301_000);
    assert.deepEqual(refusalOf(await postRegistration({ server, body: late })), [400, 'MESSAGE_EXPIRED']);
    const inside = await register({ signer: newAccount(), name, age: 290 });
    assert.equal(inside.status, 200, inside.text);
  });

  it('refuses a taken name (any case) with 409 NAME_TAKEN and its reason', async () => {
    const label = unique();
    assert.equal((await register({ signer: newAccount(), name: `${label}.reown.id` })).status, 200);
    const again = await register({ signer: newAccount(), name: `${label.toUpperCase()}.reown.id` });
    assert.deepEqual(refusalOf(again), [409, 'NAME_TAKEN']);
    assert.equal(
      (again.json as { reasons: [{ description: string }] }).reasons[0].description,
      'This name is already registered',
    );
  });

  it('refuses a reserved name (409 NAME_RESERVED)', async () => {
    for (const name of ['admin.reown.id', 'Reown.reown.id', 'walletconnect.reown.id'])
      assert.deepEqual(refusalOf(await register({ signer: newAccount(), name })), [409, 'NAME_RESERVED'], name);
  });

  it('refuses a label against SPEC §5 and a name outside the zone (400 INVALID_NAME)', async () => {
    for (const name of [
      'abc.reown.id',
      'ali_ce.reown.id',
      'al ice.reown.id',
      '-alice.reown.id',
      'alice.wcn.id',
      'alice.eth',
      'alice',
    ])
      assert.deepEqual(refusalOf(await register({ signer: newAccount(), name })), [400, 'INVALID_NAME'], name);
    const answer = await register({ signer: newAccount(), name: 'abc.reown.id' });
    assert.match(
      (answer.json as { reasons: [{ description: string }] }).reasons[0].description,
      /at least 4 characters/,
    );
  });

  it('refuses a second name for the same address (409 ADDRESS_HAS_NAME), whatever the address case', async () => {
    const account = newAccount();
    assert.equal((await register({ signer: account, name: `${unique()}.reown.id` })).status, 200);
    const second = await signedRegistration({ signer: account, name: `${unique()}.reown.id` });
    assert.deepEqual(refusalOf(await postRegistration({ server, body: second })), [409, 'ADDRESS_HAS_NAME']);
    const lower = { ...second, address: account.address.toLowerCase() };
    assert.deepEqual(refusalOf(await postRegistration({ server, body: lower })), [409, 'ADDRESS_HAS_NAME']);
    const reverse = await server.call(`${PROFILE_REVERSE_PATH}/${account.address.toLowerCase()}`);
    assert.equal((reverse.json as unknown[]).length, 1);
  });

  it('refuses a coin type of no served chain, 60, or Solana for an EVM address (400)', async () => {
    const account = newAccount();
    const name = `${unique()}.reown.id`;
    for (const coinType of [60, coinTypeForChainId(1), coinTypeForChainId(31338), 12345])
      assert.deepEqual(refusalOf(await register({ signer: account, name, coinType })), [400, 'COIN_TYPE_UNSUPPORTED']);
    assert.deepEqual(refusalOf(await register({ signer: account, name, coinType: 501 })), [400, 'INVALID_ADDRESS']);
  });

  it('refuses a body or message of the wrong shape (400 INVALID_MESSAGE) and a huge body (413)', async () => {
    const signed = await signedRegistration({ signer: newAccount(), name: `${unique()}.reown.id` });
    const cases: unknown[] = [
      { ...signed, extra: 1 },
      { ...signed, coin_type: '2147514985' },
      { ...signed, message: 'not json' },
      { ...signed, message: JSON.stringify({ name: 'alice.reown.id', attributes: {} }) },
      'not json',
    ];
    for (const body of cases)
      assert.deepEqual(
        refusalOf(await postRegistration({ server, body })),
        [400, 'INVALID_MESSAGE'],
        JSON.stringify(body),
      );
    const huge = await postRegistration({ server, body: { ...signed, signature: `0x${'ab'.repeat(20_000)}` } });
    assert.deepEqual(refusalOf(huge), [413, 'INVALID_MESSAGE']);
  });

  it('needs a known project id', async () => {
    const body = await signedRegistration({ signer: newAccount(), name: `${unique()}.reown.id` });
    const missing = await server.call(PROFILE_ACCOUNT_PATH, { method: 'POST', body, projectId: null });
    assert.deepEqual([missing.status, (missing.json as { code: string }).code], [400, 'PROJECT_ID_MISSING']);
    const unknown = await server.call(PROFILE_ACCOUNT_PATH, { method: 'POST', body, projectId: 'nope' });
    assert.deepEqual([unknown.status, (unknown.json as { code: string }).code], [401, 'INVALID_PROJECT_ID']);
  });
});
