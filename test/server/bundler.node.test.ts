import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import {
  createWalletClient,
  encodeFunctionData,
  http,
  parseEther,
  parseEventLogs,
  parseGwei,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  createBundlerClient,
  entryPoint07Abi,
  entryPoint07Address,
  entryPoint08Address,
  formatUserOperationRequest,
  getUserOperationHash,
  type BundlerClient,
  type UserOperation,
} from 'viem/account-abstraction';
import { devAccounts } from '../../server/dev-accounts.js';
import { fund, postBundler, smartAccountOf, startBundlerChain, type BundlerChain } from './bundler-chain.js';

// Issue 17 (E2): the reference server's bundler, driven by viem's own bundler client against a
// hardhat node with the canonical EntryPoints and LocalAccountFactory.
let setup: BundlerChain;
let bundlerClient: BundlerClient;

before(async () => {
  setup = await startBundlerChain();
  // No public `client`: viem then reads the fees through the bundler's URL too, as the frame may.
  bundlerClient = createBundlerClient({ transport: http(setup.bundlerUrl, { retryCount: 0 }), pollingInterval: 50 });
});

after(async () => {
  await setup?.stop();
});

const newRecipient = (): Address => privateKeyToAccount(generatePrivateKey()).address;

describe('bundler (server/bundler/): viem createBundlerClient', () => {
  it('answers eth_chainId and eth_supportedEntryPoints (0.7 first, then 0.8)', async () => {
    assert.equal(await bundlerClient.getChainId(), 31337);
    assert.deepEqual(await bundlerClient.getSupportedEntryPoints(), [
      setup.deployed.entryPoint07,
      setup.deployed.entryPoint08,
    ]);
  });

  it('sends a user operation that deploys the account and moves ETH; waitForUserOperationReceipt succeeds', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await smartAccountOf({ setup, owner });
    await fund({ setup, to: account.address, value: parseEther('1') });
    assert.equal(await setup.publicClient.getCode({ address: account.address }), undefined);
    const recipient = newRecipient();

    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [{ to: recipient, value: parseEther('0.25') }],
    });
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 10_000 });

    assert.equal(receipt.success, true);
    assert.equal(receipt.userOpHash, hash);
    assert.equal(receipt.sender, account.address);
    assert.equal(receipt.entryPoint.toLowerCase(), entryPoint07Address.toLowerCase());
    assert.equal(receipt.receipt.status, 'success');
    assert.ok(receipt.actualGasUsed > 0n && receipt.actualGasCost > 0n);
    assert.equal(await setup.publicClient.getBalance({ address: recipient }), parseEther('0.25'));
    assert.notEqual(await setup.publicClient.getCode({ address: account.address }), undefined);

    // The hash is the EntryPoint's (viem computes the same locally), and the operation reads back.
    const found = await bundlerClient.getUserOperation({ hash });
    assert.equal(found.transactionHash, receipt.receipt.transactionHash);
    assert.equal(found.userOperation.sender, account.address);
    assert.equal(found.userOperation.nonce, receipt.nonce);
    assert.equal(
      getUserOperationHash({
        chainId: 31337,
        entryPointAddress: entryPoint07Address,
        entryPointVersion: '0.7',
        userOperation: found.userOperation,
      }),
      hash,
    );
  });

  it('sends a batch of two calls as one operation (executeBatch) from an account that is already deployed', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await smartAccountOf({ setup, owner });
    await fund({ setup, to: account.address, value: parseEther('1') });
    const first = await bundlerClient.sendUserOperation({ account, calls: [{ to: newRecipient(), value: 1n }] });
    await bundlerClient.waitForUserOperationReceipt({ hash: first, timeout: 10_000 });

    const [a, b] = [newRecipient(), newRecipient()];
    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [
        { to: a, value: parseEther('0.1') },
        { to: b, value: parseEther('0.2') },
      ],
    });
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 10_000 });
    assert.equal(receipt.success, true);
    assert.equal(await setup.publicClient.getBalance({ address: a }), parseEther('0.1'));
    assert.equal(await setup.publicClient.getBalance({ address: b }), parseEther('0.2'));
    const found = await bundlerClient.getUserOperation({ hash });
    assert.equal(found.userOperation.factory, undefined, 'a deployed account sends no factory');
  });

  it("gives the operation's own logs in its receipt: those of its calls, not the deployment's or the prefund's", async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await smartAccountOf({ setup, owner });
    await fund({ setup, to: account.address, value: parseEther('1') });
    // depositTo emits Deposited; so does the prefund the account pays during validation, before BeforeExecution.
    const data = encodeFunctionData({ abi: entryPoint07Abi, functionName: 'depositTo', args: [account.address] });
    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [{ to: entryPoint07Address, value: 1234n, data }],
    });
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 10_000 });
    const deposits = parseEventLogs({ abi: entryPoint07Abi, eventName: 'Deposited', logs: receipt.logs });
    assert.equal(parseEventLogs({ abi: entryPoint07Abi, logs: receipt.logs }).length, 1, "only the call's event");
    assert.equal(deposits[0]?.args.totalDeposit, 1234n);
    const all = parseEventLogs({ abi: entryPoint07Abi, eventName: 'Deposited', logs: receipt.receipt.logs });
    assert.equal(all.length, 2, 'the transaction has the prefund deposit too');
  });

  it('estimates gas that the operation then fits in (the estimate is what sendUserOperation used)', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await smartAccountOf({ setup, owner });
    await fund({ setup, to: account.address, value: parseEther('1') });
    const gas = await bundlerClient.estimateUserOperationGas({ account, calls: [{ to: newRecipient(), value: 1n }] });
    assert.ok(gas.verificationGasLimit > 100_000n, `deploying the account costs gas: ${gas.verificationGasLimit}`);
    assert.ok(gas.callGasLimit >= 21_000n && gas.callGasLimit < 1_000_000n, `a transfer: ${gas.callGasLimit}`);
    assert.ok(gas.preVerificationGas > 39_300n);
  });
});

describe('bundler (server/bundler/): EntryPoint 0.8', () => {
  // The 0.8 package's SimpleAccount (owner-signed EIP-712 user operation hashes): the operation is
  // built by hand, since viem has no account of its own for it.
  const require = createRequire(import.meta.url);
  const artifactOf = (name: string) =>
    require(`@account-abstraction/contracts/artifacts/${name}.json`) as { abi: Abi; bytecode: Hex };

  it('estimates, sends and reports a user operation that deploys a SimpleAccount and moves ETH', async () => {
    const factoryArtifact = artifactOf('SimpleAccountFactory');
    const deployer = createWalletClient({
      chain: setup.chain,
      transport: http(setup.node.rpcUrl, { retryCount: 0 }),
      account: privateKeyToAccount(devAccounts[2]!.privateKey),
    });
    const deployHash = await deployer.deployContract({
      abi: factoryArtifact.abi,
      bytecode: factoryArtifact.bytecode,
      args: [entryPoint08Address],
    });
    const { contractAddress: factory } = await setup.publicClient.waitForTransactionReceipt({ hash: deployHash });
    if (!factory) throw new Error('SimpleAccountFactory 0.8 was not deployed');

    const owner = privateKeyToAccount(generatePrivateKey());
    const sender = (await setup.publicClient.readContract({
      address: factory,
      abi: factoryArtifact.abi,
      functionName: 'getAddress',
      args: [owner.address, 0n],
    })) as Address;
    await fund({ setup, to: sender, value: parseEther('1') });
    const recipient = newRecipient();
    const block = await setup.publicClient.getBlock();
    const hashOf = (userOperation: UserOperation<'0.8'>) =>
      getUserOperationHash({
        chainId: 31337,
        entryPointAddress: entryPoint08Address,
        entryPointVersion: '0.8',
        userOperation,
      });
    const draft: UserOperation<'0.8'> = {
      sender,
      nonce: 0n,
      factory,
      factoryData: encodeFunctionData({
        abi: factoryArtifact.abi,
        functionName: 'createAccount',
        args: [owner.address, 0n],
      }),
      callData: encodeFunctionData({
        abi: artifactOf('SimpleAccount').abi,
        functionName: 'execute',
        args: [recipient, parseEther('0.5'), '0x'],
      }),
      callGasLimit: 0n,
      verificationGasLimit: 0n,
      preVerificationGas: 0n,
      maxPriorityFeePerGas: parseGwei('1'),
      maxFeePerGas: (block.baseFeePerGas ?? 0n) * 2n + parseGwei('1'),
      signature: '0x',
    };
    // The stub must be a well-formed signature (OpenZeppelin's recover reverts on junk): someone else's.
    const stub = await privateKeyToAccount(generatePrivateKey()).sign({ hash: hashOf(draft) });
    const estimate = await postBundler({
      url: setup.bundlerUrl,
      body: {
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_estimateUserOperationGas',
        params: [formatUserOperationRequest({ ...draft, signature: stub }), entryPoint08Address],
      },
    });
    const gas = estimate.json.result as Record<string, Hex>;
    assert.ok(gas, JSON.stringify(estimate.json));
    const unsigned: UserOperation<'0.8'> = {
      ...draft,
      callGasLimit: BigInt(gas.callGasLimit!),
      verificationGasLimit: BigInt(gas.verificationGasLimit!),
      preVerificationGas: BigInt(gas.preVerificationGas!),
    };
    const userOperation = { ...unsigned, signature: await owner.sign({ hash: hashOf(unsigned) }) };

    const sent = await postBundler({
      url: setup.bundlerUrl,
      body: {
        jsonrpc: '2.0',
        id: 2,
        method: 'eth_sendUserOperation',
        params: [formatUserOperationRequest(userOperation), entryPoint08Address],
      },
    });
    assert.equal(sent.json.result, hashOf(userOperation), JSON.stringify(sent.json));
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash: hashOf(userOperation), timeout: 10_000 });
    assert.equal(receipt.success, true);
    assert.equal(receipt.entryPoint.toLowerCase(), entryPoint08Address.toLowerCase());
    assert.equal(await setup.publicClient.getBalance({ address: recipient }), parseEther('0.5'));
  });
});
