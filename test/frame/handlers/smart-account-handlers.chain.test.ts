// The smart account in the frame (issue 17) against the dev stack's real chains, EntryPoint v0.7,
// LocalAccountFactory and the server's bundler (web-test-runner.chain.config.mjs): the frame's
// handlers with the real approval queue, for a fresh wallet (helpers/create-test-frame-context.ts).
import { expect } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
  pad,
  parseAbi,
  parseEther,
  toHex,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { toSoladySmartAccount } from 'viem/account-abstraction';
import { authHandlers } from '../../../frame/src/handlers/auth-handlers.js';
import { networkHandlers } from '../../../frame/src/handlers/network-handlers.js';
import { rpcHandlers } from '../../../frame/src/handlers/rpc-handlers.js';
import { DEPLOYS_ACCOUNT_TEXT } from '../../../frame/src/wallet/smart-account/describe-user-operation.js';
import { SIWX_ACCOUNT_PLACEHOLDER } from '../../../src/core/protocol/siwx-account-placeholder.js';
import { formatSiwxMessage } from '../../../src/core/protocol/siwx-message.js';
import type { DevConfig } from '../../helpers/evm-test-wallet/index.js';
import { rejection } from '../../helpers/rejection.js';
import { answerApprovalScreen, readApprovalScreen, waitForApprovalScreen } from '../helpers/approval-screen.js';
import { createTestFrameContext, type TestFrameContext } from '../helpers/create-test-frame-context.js';

// Dev account #4 funds the test wallets, as in rpc-handlers.chain.test.ts (chain test files run one at a time).
const FUNDER = 4;
const HOST = 'https://dapp.example';
// ERC-6492's magic suffix: a signature wrapped with the factory call of an account not yet deployed.
const ERC6492_SUFFIX = '6492649264926492649264926492649264926492649264926492649264926492';

type DevChain = DevConfig['chains'][number];

function devConfig(): DevConfig {
  const config = window.__APPKIT_DEV__;
  if (!config || config.chains.length < 2 || config.devAccounts.length <= FUNDER)
    throw new Error('window.__APPKIT_DEV__ is missing: run with web-test-runner.chain.config.mjs');
  return config;
}

// hardhat answers a revert with -32603, which viem would retry for about a second.
const chainClient = (chain: DevChain) => createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) });
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;

/** EIP-712 typed data on `chainId` (EIP-712's own example). */
const mail = (chainId: number) => ({
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' as Address,
  },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail' as const,
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' as Address },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' as Address },
    contents: 'Hello, Bob!',
  },
});

let frame: TestFrameContext | undefined;
afterEach(async () => {
  frame?.remove();
  frame = undefined;
  await resetMouse();
});

async function openFrame(): Promise<{ context: TestFrameContext; chain: DevChain }> {
  const { chains, serverUrl, projectId } = devConfig();
  const chain = chains[0]!;
  frame = await createTestFrameContext({
    networks: { eip155: `eip155:${chain.id}` },
    serverOrigin: new URL(serverUrl).origin,
    projectId,
  });
  return { context: frame, chain };
}

const send = (context: TestFrameContext, payload: { method: string; params?: unknown[]; chainId?: string }) =>
  rpcHandlers
    .RPC_REQUEST(context.context, { ...payload, chainNamespace: 'eip155' } as never, { hostOrigin: HOST })
    .then((reply) => reply.result);

/** Sends a request that shows an approval, approves it as a visitor would, and answers its result and what the screen showed. */
async function approve(context: TestFrameContext, payload: { method: string; params?: unknown[] }) {
  const pending = send(context, payload);
  pending.catch(() => undefined);
  const screen = await waitForApprovalScreen(context.root, 20_000);
  await answerApprovalScreen(context.root, 'approve');
  return { result: await pending, screen };
}

async function useSmartAccount(context: TestFrameContext): Promise<Address> {
  const { address } = await networkHandlers.SET_PREFERRED_ACCOUNT(context.context, { type: 'smartAccount' });
  return address as Address;
}

async function fund({ chain, to, ether }: { chain: DevChain; to: Address; ether: string }) {
  const account = privateKeyToAccount(devConfig().devAccounts[FUNDER]!.privateKey);
  const wallet = createWalletClient({ account, transport: http(chain.rpcUrl, { retryCount: 0 }) });
  const hash = await wallet.sendTransaction({ account, chain: null, to, value: parseEther(ether) });
  await chainClient(chain).waitForTransactionReceipt({ hash });
}

describe('the smart account in the frame, on the local chains (issue 17)', () => {
  it('both dev chains have smart accounts; SET_PREFERRED_ACCOUNT answers the factory’s address for the wallet’s key, and back to the EOA', async () => {
    const { context, chain } = await openFrame();
    const { smartAccountEnabledNetworks } = await networkHandlers.GET_SMART_ACCOUNT_ENABLED_NETWORKS(context.context);
    expect(smartAccountEnabledNetworks).to.have.members(devConfig().chains.map(({ id }) => id));
    const owner = context.addresses.evmAddress as Address;
    const smart = await useSmartAccount(context);
    const { accountFactory } = chain.accountAbstraction;
    const salt = pad(owner, { dir: 'right', size: 32 });
    const fromFactory = await chainClient(chain).readContract({
      address: accountFactory,
      abi: parseAbi(['function getAddress(bytes32 salt) view returns (address)']),
      functionName: 'getAddress',
      args: [salt],
    });
    expect(smart).to.equal(fromFactory);
    expect(smart.toLowerCase()).not.to.equal(owner.toLowerCase());
    // viem's own Solady account for the same owner and factory agrees.
    const viemAccount = await toSoladySmartAccount({
      client: chainClient(chain),
      owner,
      factoryAddress: accountFactory,
      salt,
    });
    expect(viemAccount.address).to.equal(smart);
    expect(await send(context, { method: 'eth_accounts' })).to.deep.equal([smart]);
    expect(await send(context, { method: 'eth_requestAccounts' })).to.deep.equal([smart]);
    expect(await networkHandlers.INIT_SMART_ACCOUNT(context.context)).to.deep.equal({
      address: smart,
      isDeployed: false,
    });
    const capabilities = (await send(context, {
      method: 'wallet_getCapabilities',
      params: [smart, [toHex(chain.id)]],
    })) as Record<string, unknown>;
    expect(capabilities).to.deep.equal({
      [toHex(chain.id)]: { assetDiscovery: { supported: true }, atomic: { status: 'supported' } },
    });
    expect(await networkHandlers.SET_PREFERRED_ACCOUNT(context.context, { type: 'eoa' })).to.deep.equal({
      type: 'eoa',
      address: owner,
    });
    expect(await send(context, { method: 'wallet_getCapabilities', params: [owner, [toHex(chain.id)]] })).to.deep.equal(
      {
        [toHex(chain.id)]: { assetDiscovery: { supported: true } },
      },
    );
  });

  it('personal_sign verifies before deployment (ERC-6492) and after (ERC-1271); eth_sendTransaction deploys the account, moves the value and answers the including transaction', async function () {
    this.timeout(90_000);
    const { context, chain } = await openFrame();
    const smart = await useSmartAccount(context);
    const client = chainClient(chain);
    await fund({ chain, to: smart, ether: '1' });

    const before = 'Signed by a smart account not yet deployed';
    const early = await approve(context, { method: 'personal_sign', params: [toHex(before), smart] });
    expect(early.screen.rows['Smart account']).to.equal(smart);
    expect(early.screen.rows.Message).to.equal(before);
    const earlySignature = early.result as Hex;
    expect(earlySignature.endsWith(ERC6492_SUFFIX)).to.equal(true);
    expect(await client.verifyMessage({ address: smart, message: before, signature: earlySignature })).to.equal(true);
    expect(await client.verifyMessage({ address: smart, message: 'another text', signature: earlySignature })).to.equal(
      false,
    );

    const typedData = mail(chain.id);
    const typed = (
      await approve(context, { method: 'eth_signTypedData_v4', params: [smart, JSON.stringify(typedData)] })
    ).result as Hex;
    expect(typed.endsWith(ERC6492_SUFFIX)).to.equal(true);
    expect(await client.verifyTypedData({ address: smart, ...typedData, signature: typed })).to.equal(true);

    const receiver = freshAddress();
    const sent = await approve(context, {
      method: 'eth_sendTransaction',
      params: [{ from: smart, to: receiver, value: toHex(parseEther('0.001')) }],
    });
    expect(sent.screen.title).to.equal('Transaction request');
    expect(sent.screen.rows['Smart account']).to.equal(smart);
    expect(sent.screen.rows['Deploys the account']).to.equal(DEPLOYS_ACCOUNT_TEXT);
    expect(sent.screen.rows.To).to.equal(receiver);
    expect(sent.screen.rows.Value).to.equal('0.001 (native)');
    const receipt = await client.getTransactionReceipt({ hash: sent.result as Hex });
    expect(receipt.status).to.equal('success');
    expect(receipt.to?.toLowerCase()).to.equal(chain.accountAbstraction.entryPoint07.toLowerCase());
    expect(await client.getCode({ address: smart })).to.match(/^0x[0-9a-f]{2,}/);
    expect(await client.getBalance({ address: receiver })).to.equal(parseEther('0.001'));
    expect(await networkHandlers.INIT_SMART_ACCOUNT(context.context)).to.deep.equal({
      address: smart,
      isDeployed: true,
    });

    const after = 'Signed by a deployed smart account';
    const late = (await approve(context, { method: 'personal_sign', params: [toHex(after), smart] })).result as Hex;
    expect(late.endsWith(ERC6492_SUFFIX)).to.equal(false);
    expect(await client.verifyMessage({ address: smart, message: after, signature: late })).to.equal(true);
    // Signed by the smart account, not by the key alone.
    expect(
      await client.verifyMessage({ address: context.addresses.evmAddress as Address, message: after, signature: late }),
    ).to.equal(false);
  });

  it('wallet_sendCalls with two transfers: one approval lists each call, one user operation, getCallsStatus 200 and both effects', async function () {
    this.timeout(90_000);
    const { context, chain } = await openFrame();
    const smart = await useSmartAccount(context);
    const client = chainClient(chain);
    await fund({ chain, to: smart, ether: '1' });
    const [first, second] = [freshAddress(), freshAddress()];
    const { result, screen } = await approve(context, {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: toHex(chain.id),
          from: smart,
          atomicRequired: true,
          calls: [
            { to: first, value: toHex(parseEther('0.002')) },
            { to: second, value: toHex(parseEther('0.003')), data: '0x' },
          ],
        },
      ],
    });
    expect(screen.title).to.equal('Batch request (2 calls)');
    expect(screen.rows['Call 1: To']).to.equal(first);
    expect(screen.rows['Call 1: Value']).to.equal('0.002 (native)');
    expect(screen.rows['Call 2: To']).to.equal(second);
    expect(screen.rows['Call 2: Value']).to.equal('0.003 (native)');
    expect(screen.rows['Deploys the account']).to.equal(DEPLOYS_ACCOUNT_TEXT);
    const { id } = result as { id: Hex };
    expect(id).to.match(/^0x[0-9a-f]{64}$/);
    let status: {
      status: number;
      atomic: boolean;
      chainId: string;
      receipts: Array<{ status: string; transactionHash: Hex }>;
    };
    for (let attempt = 0; ; attempt++) {
      status = (await send(context, { method: 'wallet_getCallsStatus', params: [id] })) as typeof status;
      if (status.status !== 100 || attempt > 20) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(status.status).to.equal(200);
    expect(status.atomic).to.equal(true);
    expect(status.chainId).to.equal(toHex(chain.id));
    expect(status.receipts).to.have.length(1);
    expect(status.receipts[0]!.status).to.equal('0x1');
    const included = await client.getTransactionReceipt({ hash: status.receipts[0]!.transactionHash });
    expect(included.status).to.equal('success');
    expect(await client.getBalance({ address: first })).to.equal(parseEther('0.002'));
    expect(await client.getBalance({ address: second })).to.equal(parseEther('0.003'));

    // Now deployed: typed data signed with ERC-1271 (ERC-7739), and an operation the page built passes through the approval.
    const typedData = mail(chain.id);
    const typed = (
      await approve(context, { method: 'eth_signTypedData_v4', params: [smart, JSON.stringify(typedData)] })
    ).result as Hex;
    expect(typed.endsWith(ERC6492_SUFFIX)).to.equal(false);
    expect(await client.verifyTypedData({ address: smart, ...typedData, signature: typed })).to.equal(true);
    const third = freshAddress();
    const callData = encodeFunctionData({
      abi: parseAbi(['function executeBatch((address target, uint256 value, bytes data)[] calls)']),
      functionName: 'executeBatch',
      args: [[{ target: third, value: parseEther('0.004'), data: '0x' }]],
    });
    const operation = await approve(context, {
      method: 'eth_sendUserOperation',
      params: [{ sender: smart, nonce: '0x0', callData, signature: '0x' }, chain.accountAbstraction.entryPoint07],
    });
    expect(operation.screen.rows.To).to.equal(third);
    expect(operation.screen.rows['Deploys the account']).to.equal(undefined);
    const opReceipt = (await send(context, {
      method: 'eth_getUserOperationReceipt',
      params: [operation.result],
    })) as { success: boolean } | null;
    expect(opReceipt?.success).to.equal(true);
    expect(await client.getBalance({ address: third })).to.equal(parseEther('0.004'));

    // The id stays answerable after a switch back to the EOA.
    await networkHandlers.SET_PREFERRED_ACCOUNT(context.context, { type: 'eoa' });
    expect(
      ((await send(context, { method: 'wallet_getCallsStatus', params: [id] })) as { status: number }).status,
    ).to.equal(200);
  });

  it('GET_USER with no choice answers the smart account, with the stored choice that one: both accounts listed, and a sign-in message is signed by the smart account', async function () {
    this.timeout(60_000);
    const { context, chain } = await openFrame();
    // The handlers read the signed-in user from the session; the sign-in itself is not under test here.
    Object.defineProperty(context.context, 'session', { value: { user: { id: 'user-1', email: 'ada@example.com' } } });
    const owner = context.addresses.evmAddress as Address;
    // No choice stored: a new wallet starts on its smart account (issue 17, SPEC §9 default).
    const fresh = await authHandlers.GET_USER(context.context, {});
    const smart = fresh.accounts!.find(({ type }) => type === 'smartAccount')!.address as Address;
    expect(fresh).to.deep.include({ address: smart, preferredAccountType: 'smartAccount' });
    const plain = await authHandlers.GET_USER(context.context, { preferredAccountType: 'eoa' });
    expect(plain.address).to.equal(owner);
    expect(plain.preferredAccountType).to.equal('eoa');
    expect(plain.accounts).to.deep.equal([
      { address: owner, type: 'eoa' },
      { address: smart, type: 'smartAccount' },
    ]);
    const siwxMessage = formatSiwxMessage({
      data: {
        accountAddress: SIWX_ACCOUNT_PLACEHOLDER,
        chainId: `eip155:${chain.id}`,
        domain: 'dapp.example',
        uri: HOST,
        version: '1',
        nonce: 'n0nce1234',
        statement: 'Sign in with a smart account',
        issuedAt: new Date().toISOString(),
      },
    });
    const pending = authHandlers.GET_USER(
      context.context,
      { preferredAccountType: 'smartAccount', siwxMessage },
      { hostOrigin: HOST },
    );
    pending.catch(() => undefined);
    const screen = await waitForApprovalScreen(context.root, 15_000);
    expect(screen.rows.Account).to.equal(smart);
    await answerApprovalScreen(context.root, 'approve');
    const user = await pending;
    expect(user).to.deep.include({ address: smart, preferredAccountType: 'smartAccount', smartAccountDeployed: false });
    expect(user.message).to.equal(siwxMessage.replace(SIWX_ACCOUNT_PLACEHOLDER, smart));
    expect(user.signature!.endsWith(ERC6492_SUFFIX)).to.equal(true);
    expect(
      await chainClient(chain).verifyMessage({
        address: smart,
        message: user.message!,
        signature: user.signature as Hex,
      }),
    ).to.equal(true);
  });

  it('a batch whose call would revert is refused with the bundler’s code before any approval, and nothing is signed', async function () {
    this.timeout(60_000);
    const { context, chain } = await openFrame();
    const smart = await useSmartAccount(context);
    await fund({ chain, to: smart, ether: '0.1' });
    // The smart account holds no DEV token: the transfer reverts in the bundler's simulation.
    const transfer = encodeFunctionData({
      abi: parseAbi(['function transfer(address to, uint256 amount) returns (bool)']),
      args: [freshAddress(), 10n ** 18n],
    });
    const refused = await rejection(
      send(context, {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: toHex(chain.id),
            atomicRequired: true,
            calls: [
              { to: freshAddress(), value: '0x1' },
              { to: chain.token.address, data: transfer },
            ],
          },
        ],
      }),
    );
    expect(refused.code).to.equal(-32521);
    expect(refused.message).to.match(/^The network could not estimate this operation: /);
    expect(readApprovalScreen(context.root)).to.equal(undefined);
    expect(context.signings).to.equal(0);
  });
});
