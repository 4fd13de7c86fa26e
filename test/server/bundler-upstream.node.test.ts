import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import { http, parseEther, type Address, type Hex } from 'viem';
import {
  createBundlerClient,
  entryPoint07Address,
  formatUserOperationRequest,
  type BundlerClient,
  type UserOperation,
} from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { startServer, type StartServerReturnType } from '../../server/start-server.js';
import {
  SMART_ACCOUNT_NETWORKS_PATH,
  smartAccountNetworksAnswerSchema,
} from '../../src/core/protocol/smart-account-api.js';
import {
  CHAIN_ID,
  PROJECT_ID,
  fund,
  postBundler,
  smartAccountOf,
  startBundlerChain,
  type BundlerChain,
} from './bundler-chain.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

// Issue 17 part 2: "production points the frame at any ERC-4337 bundler by configuration". The
// frame reaches its own server only, so the server forwards: a second server whose chain has
// `accountAbstraction.bundlerUrl` relays to the first server's built-in bundler (a real bundler on
// a hardhat node), serving EntryPoint 0.7 only although the upstream serves 0.8 too.
const DOWN_CHAIN_ID = 31339;
/** An upstream that is down, with what must never reach a caller: its host, port, path and key. */
const DOWN_UPSTREAM = 'http://127.0.0.1:9/v2/secret-route?apikey=upstream-api-key-0123';

let setup: BundlerChain;
let temp: TempDatabase;
let relay: StartServerReturnType;
let relayUrl: string;
let bundlerClient: BundlerClient;

before(async () => {
  setup = await startBundlerChain();
  temp = openTempDatabase();
  relay = await startServer({
    port: 0,
    chains: [
      {
        chainId: CHAIN_ID,
        rpcUrl: setup.node.rpcUrl,
        accountAbstraction: {
          bundlerUrl: setup.bundlerUrl,
          entryPoints: [entryPoint07Address],
          accountFactory: setup.deployed.accountFactory,
        },
      },
      {
        chainId: DOWN_CHAIN_ID,
        rpcUrl: 'http://127.0.0.1:9',
        accountAbstraction: { bundlerUrl: DOWN_UPSTREAM, entryPoints: [entryPoint07Address] },
      },
    ],
    database: temp.database,
  });
  relayUrl = `${relay.url}/v1/bundler?chainId=eip155:${CHAIN_ID}&projectId=${PROJECT_ID}`;
  // No public `client`: the fee reads go through the relay too (answered from the chain's node).
  bundlerClient = createBundlerClient({ transport: http(relayUrl, { retryCount: 0 }), pollingInterval: 50 });
});

after(async () => {
  await relay?.stop();
  temp?.cleanup();
  await setup?.stop();
});

const newRecipient = (): Address => privateKeyToAccount(generatePrivateKey()).address;

describe('bundler route with an upstream bundler (server/bundler/create-upstream-bundler.ts)', () => {
  it("answers the chain id, and of the upstream's entry points only those configured", async () => {
    assert.equal(await bundlerClient.getChainId(), CHAIN_ID);
    assert.deepEqual(await bundlerClient.getSupportedEntryPoints(), [entryPoint07Address]);
  });

  it('sends a user operation through the upstream that deploys the account and moves ETH', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await smartAccountOf({ setup, owner });
    await fund({ setup, to: account.address, value: parseEther('1') });
    const recipient = newRecipient();

    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [{ to: recipient, value: parseEther('0.25') }],
    });
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 10_000 });

    assert.equal(receipt.success, true);
    assert.equal(receipt.sender, account.address);
    assert.equal(await setup.publicClient.getBalance({ address: recipient }), parseEther('0.25'));
    assert.notEqual(await setup.publicClient.getCode({ address: account.address }), undefined);
    const found = await bundlerClient.getUserOperation({ hash });
    assert.equal(found.transactionHash, receipt.receipt.transactionHash);
  });

  it("passes the upstream's refusal on with its code and reason (a bad signature: -32500 AA24)", async () => {
    const { userOperation, account } = await signedOperation();
    const signature = userOperation.signature;
    const tampered = `${signature.slice(0, 10)}${signature[10] === '0' ? '1' : '0'}${signature.slice(11)}` as Hex;
    const { status, json } = await sendThroughRelay({ userOperation: { ...userOperation, signature: tampered } });
    assert.equal(status, 200);
    assert.deepEqual(json.error, { code: -32500, message: 'AA24 signature error' });
    assert.equal(await setup.publicClient.getCode({ address: account.address }), undefined);
  });

  it('refuses an entry point the upstream serves but this chain does not, before forwarding', async () => {
    const { userOperation, account } = await signedOperation();
    const { status, json } = await sendThroughRelay({ userOperation, entryPoint: setup.deployed.entryPoint08 });
    assert.equal(status, 200);
    // The relay's own refusal: it names only the entry point configured here (the upstream would list 0.8 too).
    assert.deepEqual(json.error, {
      code: -32602,
      message: `Unsupported entry point: ${setup.deployed.entryPoint08}; this bundler serves ${entryPoint07Address}`,
    });
    assert.equal(await setup.publicClient.getCode({ address: account.address }), undefined);
  });

  it('lists the chain in /v1/bundler/networks with its factory, like a built-in bundler', async () => {
    const response = await fetch(`${relay.url}${SMART_ACCOUNT_NETWORKS_PATH}?projectId=${PROJECT_ID}`);
    const answer = v.parse(smartAccountNetworksAnswerSchema, await response.json());
    assert.deepEqual(answer.networks, [
      { chainId: `eip155:${CHAIN_ID}`, entryPoint: entryPoint07Address, accountFactory: setup.deployed.accountFactory },
    ]);
  });

  it('answers 502 without the address of an upstream that is down', async () => {
    const { status, json } = await postBundler({
      url: `${relay.url}/v1/bundler?chainId=eip155:${DOWN_CHAIN_ID}&projectId=${PROJECT_ID}`,
      body: { jsonrpc: '2.0', id: 3, method: 'eth_supportedEntryPoints', params: [] },
    });
    assert.equal(status, 502);
    assert.deepEqual(json, {
      jsonrpc: '2.0',
      id: 3,
      error: { code: -32603, message: 'Bundler error: the upstream bundler did not answer' },
    });
  });
});

/** A funded, not yet deployed account and its signed operation (1 wei), prepared through the relay. */
async function signedOperation() {
  const owner = privateKeyToAccount(generatePrivateKey());
  const account = await smartAccountOf({ setup, owner });
  await fund({ setup, to: account.address, value: parseEther('1') });
  const prepared = (await bundlerClient.prepareUserOperation({
    account,
    calls: [{ to: owner.address, value: 1n }],
  })) as UserOperation<'0.7'>;
  return { account, userOperation: { ...prepared, signature: await account.signUserOperation(prepared) } };
}

function sendThroughRelay({
  userOperation,
  entryPoint = entryPoint07Address,
}: {
  userOperation: UserOperation<'0.7'>;
  entryPoint?: string;
}) {
  return postBundler({
    url: relayUrl,
    body: {
      jsonrpc: '2.0',
      id: 7,
      method: 'eth_sendUserOperation',
      params: [formatUserOperationRequest(userOperation), entryPoint],
    },
  });
}
