import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  BaseError,
  encodeFunctionData,
  http,
  pad,
  parseAbi,
  parseEther,
  toFunctionSelector,
  zeroHash,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  createBundlerClient,
  entryPoint08Abi,
  entryPoint08Address,
  formatUserOperationRequest,
  toSoladySmartAccount,
  type BundlerClient,
  type UserOperation,
} from 'viem/account-abstraction';
import { fund, postBundler, smartAccountOf, startBundlerChain, type BundlerChain } from './bundler-chain.js';

// Issue 17 (E2): what the bundler refuses against a real chain, with ERC-7769 codes and the
// EntryPoint's reasons (a refused operation changes nothing on the chain), and how it reports an
// operation whose call reverts once it is on the chain.
let setup: BundlerChain;
let bundlerClient: BundlerClient;

before(async () => {
  setup = await startBundlerChain();
  bundlerClient = createBundlerClient({ transport: http(setup.bundlerUrl, { retryCount: 0 }), pollingInterval: 50 });
});

after(async () => {
  await setup?.stop();
});

/** A funded, not yet deployed account and a signed operation that sends 1 wei, prepared by viem against this bundler. */
async function signedOperation() {
  const owner = privateKeyToAccount(generatePrivateKey());
  const account = await smartAccountOf({ setup, owner });
  await fund({ setup, to: account.address, value: parseEther('1') });
  const prepared = (await bundlerClient.prepareUserOperation({
    account,
    calls: [{ to: owner.address, value: 1n }],
  })) as UserOperation<'0.7'>;
  const signature = await account.signUserOperation(prepared);
  return { account, userOperation: { ...prepared, signature } };
}

const send = ({
  userOperation,
  entryPoint = setup.deployed.entryPoint07,
}: {
  userOperation: UserOperation<'0.7'>;
  entryPoint?: string;
}) =>
  postBundler({
    url: setup.bundlerUrl,
    body: {
      jsonrpc: '2.0',
      id: 7,
      method: 'eth_sendUserOperation',
      params: [formatUserOperationRequest(userOperation), entryPoint],
    },
  });

/** The JSON-RPC code viem's error carries somewhere in its causes. */
function codeOf(error: unknown): number | undefined {
  const found = (error as BaseError).walk((cause) => typeof (cause as { code?: unknown }).code === 'number') as {
    code: number;
  } | null;
  return found?.code;
}

describe('bundler refusals (ERC-7769 codes)', () => {
  it('refuses a bad signature with -32500 and the EntryPoint reason AA24, and sends nothing', async () => {
    const { account, userOperation } = await signedOperation();
    // Another byte in r: the signature recovers to someone else.
    const tampered =
      `${userOperation.signature.slice(0, 10)}${userOperation.signature[10] === '0' ? '1' : '0'}${userOperation.signature.slice(11)}` as Hex;
    const { status, json } = await send({ userOperation: { ...userOperation, signature: tampered } });
    assert.equal(status, 200);
    assert.deepEqual(json, { jsonrpc: '2.0', id: 7, error: { code: -32500, message: 'AA24 signature error' } });
    assert.equal(await setup.publicClient.getCode({ address: account.address }), undefined, 'nothing was deployed');
  });

  it('sends the signed operation once; the same operation again is refused by the EntryPoint (AA10: its factory ran already)', async () => {
    const { userOperation } = await signedOperation();
    const first = await send({ userOperation });
    assert.match(String(first.json.result), /^0x[0-9a-f]{64}$/);
    const again = await send({ userOperation });
    assert.equal(again.json.error?.code, -32500);
    assert.equal(again.json.error?.message, 'AA10 sender already constructed');
  });

  it('refuses an entry point it does not serve with -32602', async () => {
    const { userOperation } = await signedOperation();
    const { json } = await send({ userOperation, entryPoint: '0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789' });
    assert.equal(json.error?.code, -32602);
    assert.match(String(json.error?.message), /^Unsupported entry point: 0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789/);
  });

  it('refuses missing and over-cap fields with -32602 before simulating', async () => {
    const { userOperation } = await signedOperation();
    const { signature: _, ...unsigned } = formatUserOperationRequest(userOperation);
    const missing = await postBundler({
      url: setup.bundlerUrl,
      body: { jsonrpc: '2.0', id: 1, method: 'eth_sendUserOperation', params: [unsigned, setup.deployed.entryPoint07] },
    });
    assert.deepEqual(missing.json.error, { code: -32602, message: 'Missing field: signature' });
    const greedy = await send({ userOperation: { ...userOperation, callGasLimit: 50_000_000n } });
    assert.equal(greedy.json.error?.code, -32602);
    assert.match(String(greedy.json.error?.message), /callGasLimit 50000000 is over this bundler's cap/);
    const cheap = await send({ userOperation: { ...userOperation, preVerificationGas: 1000n } });
    assert.match(String(cheap.json.error?.message), /^preVerificationGas 1000 is too low: at least \d+$/);
  });

  it('answers an estimate whose call reverts with -32521 (viem: ExecutionRevertedError)', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await smartAccountOf({ setup, owner });
    await fund({ setup, to: account.address, value: parseEther('1') });
    await assert.rejects(
      bundlerClient.estimateUserOperationGas({ account, calls: [{ to: owner.address, value: parseEther('5') }] }),
      (error: unknown) => {
        assert.equal(codeOf(error), -32521);
        assert.equal((error as BaseError).name, 'UserOperationExecutionError');
        return true;
      },
    );
  });

  it('reports an operation whose call reverts on chain: success false and the revert data as reason', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await smartAccountOf({ setup, owner });
    await fund({ setup, to: account.address, value: parseEther('1') });
    // LocalAccountFactory refuses a salt that does not start with the owner: a revert with data.
    const data = encodeFunctionData({
      abi: parseAbi(['function createAccount(address owner, bytes32 salt) payable returns (address)']),
      functionName: 'createAccount',
      args: [owner.address, zeroHash],
    });
    // Gas given up front, so viem skips the estimate that would refuse the call (-32521).
    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [{ to: setup.deployed.accountFactory, data }],
      callGasLimit: 100_000n,
      verificationGasLimit: 500_000n,
      preVerificationGas: 100_000n,
    });
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 10_000 });
    assert.equal(receipt.success, false);
    assert.equal(receipt.receipt.status, 'success', 'the bundle itself went through');
    assert.equal(receipt.reason, toFunctionSelector('error SaltDoesNotStartWithOwner()'));
  });

  it('answers an account that cannot pay its prefund with -32500 AA21', async () => {
    const account = await smartAccountOf({ setup, owner: privateKeyToAccount(generatePrivateKey()) });
    await assert.rejects(
      bundlerClient.estimateUserOperationGas({ account, calls: [{ to: account.address, value: 0n }] }),
      (error: unknown) => {
        assert.equal(codeOf(error), -32500);
        assert.match((error as BaseError).message, /AA21 didn't pay prefund/);
        return true;
      },
    );
  });

  it('simulates EntryPoint 0.8 with its own code: the 0.7 account refuses the foreign EntryPoint (AA23)', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await toSoladySmartAccount({
      client: setup.publicClient,
      owner,
      factoryAddress: setup.deployed.accountFactory,
      salt: pad(owner.address, { dir: 'right', size: 32 }),
      entryPoint: { abi: entryPoint08Abi, address: entryPoint08Address, version: '0.8' },
    });
    await fund({ setup, to: account.address, value: parseEther('1') });
    await assert.rejects(
      bundlerClient.estimateUserOperationGas({ account, calls: [{ to: owner.address, value: 1n }] }),
      (error: unknown) => {
        assert.equal(codeOf(error), -32500);
        assert.match((error as BaseError).message, /AA23 reverted/);
        return true;
      },
    );
  });

  it('answers eth_getUserOperationReceipt and eth_getUserOperationByHash with null for an unknown hash', async () => {
    for (const method of ['eth_getUserOperationReceipt', 'eth_getUserOperationByHash']) {
      const { json } = await postBundler({
        url: setup.bundlerUrl,
        body: { jsonrpc: '2.0', id: 2, method, params: [`0x${'ab'.repeat(32)}`] },
      });
      assert.deepEqual(json, { jsonrpc: '2.0', id: 2, result: null }, method);
    }
  });
});
