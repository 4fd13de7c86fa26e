import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  isErc6492Signature,
  pad,
  parseEther,
  parseEventLogs,
  parseGwei,
  zeroHash,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
  type Transport,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import {
  entryPoint07Abi,
  entryPoint07Address,
  entryPoint08Address,
  getUserOperationHash,
  toPackedUserOperation,
  toSoladySmartAccount,
  type ToSoladySmartAccountReturnType,
  type UserOperation,
} from 'viem/account-abstraction';
import {
  deployAccountAbstraction,
  type DevAccountAbstraction,
} from '../../server/chains/deploy-account-abstraction.js';
import { readContractArtifact } from '../../server/chains/read-contract-artifact.js';
import { startHardhatNode, type StartHardhatNodeReturnType } from '../../server/chains/start-hardhat-node.js';
import { devAccounts } from '../../server/dev-accounts.js';

const CHAIN_ID = 31337;
const factoryAbi = readContractArtifact({
  url: new URL('../../server/chains/artifacts/LocalAccountFactory.json', import.meta.url),
}).abi;
const accountAbi = readContractArtifact({
  url: new URL('../../server/chains/artifacts/LocalAccount.json', import.meta.url),
}).abi;

let node: StartHardhatNodeReturnType;
let deployed: DevAccountAbstraction;
let chain: Chain;
let publicClient: PublicClient<Transport, Chain>;

before(async () => {
  node = await startHardhatNode({ port: 0, chainId: CHAIN_ID });
  deployed = await deployAccountAbstraction({ rpcUrl: node.rpcUrl, chainId: CHAIN_ID });
  chain = defineChain({
    id: CHAIN_ID,
    name: 'Localchain A',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [node.rpcUrl] } },
  });
  publicClient = createPublicClient({ chain, transport: rpcTransport(), pollingInterval: 50 });
});

after(async () => {
  await node?.stop();
});

// Hardhat answers a revert with -32603, which viem retries with back-off (about 1 s): no retries here.
const rpcTransport = () => http(node.rpcUrl, { retryCount: 0 });

/** Solady's convention, enforced by LocalAccountFactory: the owner in the salt's top 20 bytes. */
const saltOf = (owner: Address): Hex => pad(owner, { dir: 'right', size: 32 });

function walletOf({ privateKey }: { privateKey: Hex }) {
  return createWalletClient({
    chain,
    transport: rpcTransport(),
    account: privateKeyToAccount(privateKey),
  });
}

function smartAccountOf({ owner }: { owner: PrivateKeyAccount }): Promise<ToSoladySmartAccountReturnType> {
  return toSoladySmartAccount({
    client: publicClient,
    owner,
    factoryAddress: deployed.accountFactory,
    salt: saltOf(owner.address),
    entryPoint: { abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' },
  });
}

async function hasCode({ address }: { address: Address }): Promise<boolean> {
  const code = await publicClient.getCode({ address });
  return code !== undefined && code !== '0x';
}

/** What a bundler would build, with fixed gas limits instead of an estimate (there is no bundler here). */
async function signedUserOperation({
  account,
  calls,
}: {
  account: ToSoladySmartAccountReturnType;
  calls: Array<{ to: Address; value: bigint }>;
}): Promise<UserOperation<'0.7'>> {
  const [{ factory, factoryData }, callData, nonce, block] = await Promise.all([
    account.getFactoryArgs(),
    account.encodeCalls(calls),
    account.getNonce(),
    publicClient.getBlock(),
  ]);
  const maxPriorityFeePerGas = parseGwei('1');
  const userOperation: UserOperation<'0.7'> = {
    sender: account.address,
    nonce,
    ...(factory ? { factory, factoryData } : {}),
    callData,
    callGasLimit: 200_000n,
    verificationGasLimit: 600_000n,
    preVerificationGas: 60_000n,
    maxFeePerGas: (block.baseFeePerGas ?? 0n) * 2n + maxPriorityFeePerGas,
    maxPriorityFeePerGas,
    signature: '0x',
  };
  return { ...userOperation, signature: await account.signUserOperation(userOperation) };
}

/** Submits like a bundler: EntryPoint.handleOps from a funded dev account, which is the beneficiary. */
async function handleOps({ userOperation }: { userOperation: UserOperation<'0.7'> }) {
  const bundler = walletOf(devAccounts[1]!);
  const hash = await bundler.writeContract({
    address: entryPoint07Address,
    abi: entryPoint07Abi,
    functionName: 'handleOps',
    args: [[toPackedUserOperation(userOperation)], bundler.account.address],
  });
  return publicClient.waitForTransactionReceipt({ hash });
}

describe('deployAccountAbstraction', () => {
  it('puts EntryPoint 0.7 and 0.8 at their canonical addresses and the account factory with a locked implementation', async () => {
    assert.equal(deployed.entryPoint07, entryPoint07Address);
    assert.equal(deployed.entryPoint08, entryPoint08Address);
    for (const address of [deployed.entryPoint07, deployed.entryPoint08, deployed.accountFactory]) {
      assert.equal(await hasCode({ address }), true, address);
    }
    const implementation = (await publicClient.readContract({
      address: deployed.accountFactory,
      abi: factoryAbi,
      functionName: 'implementation',
    })) as Address;
    assert.equal(await hasCode({ address: implementation }), true);
    // Solady initializes the implementation to address(1), so nobody can take it over.
    const owner = await publicClient.readContract({ address: implementation, abi: accountAbi, functionName: 'owner' });
    assert.equal(owner, getAddress(pad('0x01', { size: 20 })));
    assert.equal(
      await publicClient.readContract({ address: implementation, abi: accountAbi, functionName: 'entryPoint' }),
      entryPoint07Address,
    );
  });

  it('is idempotent: a second run sends no transaction and returns the same addresses', async () => {
    const deployer = devAccounts[0]!.address;
    const [nonceBefore, blockBefore] = await Promise.all([
      publicClient.getTransactionCount({ address: deployer }),
      publicClient.getBlockNumber({ cacheTime: 0 }),
    ]);
    assert.deepEqual(await deployAccountAbstraction({ rpcUrl: node.rpcUrl, chainId: CHAIN_ID }), deployed);
    assert.equal(await publicClient.getTransactionCount({ address: deployer }), nonceBefore);
    assert.equal(await publicClient.getBlockNumber({ cacheTime: 0 }), blockBefore);
  });
});

describe('LocalAccountFactory and LocalAccount with viem toSoladySmartAccount', () => {
  const owner = privateKeyToAccount(generatePrivateKey());
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  const message = 'Sign in to the dev stack';
  let account: ToSoladySmartAccountReturnType;

  before(async () => {
    account = await smartAccountOf({ owner });
  });

  it("gives the factory's counterfactual address, one per owner", async () => {
    const predicted = await publicClient.readContract({
      address: deployed.accountFactory,
      abi: factoryAbi,
      functionName: 'getAddress',
      args: [saltOf(owner.address)],
    });
    assert.equal(account.address, predicted);
    assert.equal(await hasCode({ address: account.address }), false);
    const other = await smartAccountOf({ owner: privateKeyToAccount(generatePrivateKey()) });
    assert.notEqual(other.address, account.address);
  });

  it("refuses a salt that does not start with the owner (viem's default zero salt included)", async () => {
    for (const salt of [zeroHash, saltOf(devAccounts[2]!.address)]) {
      await assert.rejects(
        publicClient.simulateContract({
          account: devAccounts[1]!.address,
          address: deployed.accountFactory,
          abi: factoryAbi,
          functionName: 'createAccount',
          args: [owner.address, salt],
        }),
        /SaltDoesNotStartWithOwner/,
      );
    }
  });

  // The next three run in order: before deployment, the deploying user operation, after deployment.
  it('signs messages before deployment with an ERC-6492 wrapper that verifies', async () => {
    const signature = await account.signMessage({ message });
    assert.equal(isErc6492Signature(signature), true);
    assert.equal(await publicClient.verifyMessage({ address: account.address, message, signature }), true);
    assert.equal(
      await publicClient.verifyMessage({ address: account.address, message: `${message}!`, signature }),
      false,
    );
  });

  it('deploys itself and moves ETH in a user operation submitted through EntryPoint.handleOps', async () => {
    // Counterfactual funding: the account pays its own gas (no paymaster).
    const funder = walletOf(devAccounts[2]!);
    await publicClient.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: account.address, value: parseEther('1') }),
    });
    const userOperation = await signedUserOperation({ account, calls: [{ to: recipient, value: parseEther('0.25') }] });
    const receipt = await handleOps({ userOperation });

    assert.equal(receipt.status, 'success');
    const [event] = parseEventLogs({ abi: entryPoint07Abi, logs: receipt.logs, eventName: 'UserOperationEvent' });
    assert.ok(event, 'no UserOperationEvent');
    assert.equal(event.args.success, true);
    assert.equal(event.args.sender, account.address);
    assert.equal(
      event.args.userOpHash,
      getUserOperationHash({
        userOperation,
        chainId: CHAIN_ID,
        entryPointAddress: entryPoint07Address,
        entryPointVersion: '0.7',
      }),
    );
    const [deployment] = parseEventLogs({ abi: entryPoint07Abi, logs: receipt.logs, eventName: 'AccountDeployed' });
    assert.equal(deployment?.args.factory, deployed.accountFactory);
    assert.equal(await hasCode({ address: account.address }), true);
    assert.equal(
      await publicClient.readContract({ address: account.address, abi: accountAbi, functionName: 'owner' }),
      owner.address,
    );
    assert.equal(await publicClient.getBalance({ address: recipient }), parseEther('0.25'));
  });

  it('signs messages after deployment with a plain ERC-1271 signature that verifies', async () => {
    const signature = await account.signMessage({ message });
    assert.equal(isErc6492Signature(signature), false);
    assert.equal(await publicClient.verifyMessage({ address: account.address, message, signature }), true);
    assert.equal(
      await publicClient.verifyMessage({ address: account.address, message: `${message}!`, signature }),
      false,
    );
  });

  it('rejects a user operation signed by another key (AA24)', async () => {
    const userOperation = await signedUserOperation({ account, calls: [{ to: recipient, value: 1n }] });
    const userOpHash = getUserOperationHash({
      userOperation,
      chainId: CHAIN_ID,
      entryPointAddress: entryPoint07Address,
      entryPointVersion: '0.7',
    });
    const forged = await privateKeyToAccount(generatePrivateKey()).signMessage({ message: { raw: userOpHash } });
    await assert.rejects(handleOps({ userOperation: { ...userOperation, signature: forged } }), /AA24 signature error/);
    assert.equal(await publicClient.getBalance({ address: recipient }), parseEther('0.25'));
  });
});
