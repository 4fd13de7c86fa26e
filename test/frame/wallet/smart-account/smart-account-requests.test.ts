import { expect } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import { encodeFunctionData, maxUint256, parseAbi, parseEther, parseGwei } from 'viem';
import { FEE_ABOVE_VALUE_WARNING } from '../../../../frame/src/approval/describe-evm-request.js';
import { authHandlers } from '../../../../frame/src/handlers/auth-handlers.js';
import { networkHandlers } from '../../../../frame/src/handlers/network-handlers.js';
import { rpcHandlers } from '../../../../frame/src/handlers/rpc-handlers.js';
import {
  DEPLOYS_ACCOUNT_TEXT,
  describeUserOperation,
} from '../../../../frame/src/wallet/smart-account/describe-user-operation.js';
import {
  MAX_BATCH_CALLS,
  SEND_CALLS_HEX_MESSAGE,
  readSendCalls,
} from '../../../../frame/src/wallet/smart-account/read-send-calls.js';
import { rejection } from '../../../helpers/rejection.js';
import { readApprovalScreen } from '../../helpers/approval-screen.js';
import { createTestFrameContext, type TestFrameContext } from '../../helpers/create-test-frame-context.js';

// The smart account's checks that need no chain (issue 17): a batch is refused before anything is
// read or shown, a network without smart accounts refuses the switch, the server's network list is
// schema-checked. The chain parts: test/frame/handlers/smart-account-handlers.chain.test.ts.
const HOST = 'https://dapp.example';
const TARGET = '0x000000000000000000000000000000000000bEEF';
const OTHER = '0x000000000000000000000000000000000000cafE';
const ENTRY_POINT = '0x0000000071727De22E5E9d8BAf0edAc6f37da032';
const FACTORY = '0x00000000000000000000000000000000000Fac70';
const LOCAL_NETWORK = { chainId: 'eip155:31337', entryPoint: ENTRY_POINT, accountFactory: FACTORY };

let frame: TestFrameContext | undefined;
let restoreFetch: (() => void) | undefined;
afterEach(async () => {
  frame?.remove();
  frame = undefined;
  restoreFetch?.();
  restoreFetch = undefined;
  await resetMouse();
});

async function openFrame(eip155 = 'eip155:1'): Promise<TestFrameContext> {
  frame = await createTestFrameContext({ networks: { eip155 } });
  return frame;
}

/** Answers every fetch with `answer` (or an HTTP status) and counts the requests. */
function stubFetch(answer: () => { status?: number; body?: unknown }): { urls: string[] } {
  const urls: string[] = [];
  const original = window.fetch;
  window.fetch = async (input) => {
    urls.push(String(input));
    const { status = 200, body } = answer();
    return new Response(JSON.stringify(body ?? {}), { status, headers: { 'content-type': 'application/json' } });
  };
  restoreFetch = () => (window.fetch = original);
  return { urls };
}

const send = (context: TestFrameContext, payload: { method: string; params?: unknown[]; chainId?: string }) =>
  rpcHandlers
    .RPC_REQUEST(context.context, { ...payload, chainNamespace: 'eip155' } as never, { hostOrigin: HOST })
    .then((reply) => reply.result);

const batch = (calls: unknown[], extra: Record<string, unknown> = {}) => [
  { version: '2.0.0', chainId: '0x7a69', atomicRequired: true, calls, ...extra },
];

describe('readSendCalls: wallet_sendCalls params (EIP-5792 v2, SPEC §5)', () => {
  it('refuses a target or data that does not start with 0x with SPEC’s text (-32602)', () => {
    for (const call of [
      { to: TARGET.slice(2) },
      { to: 42 },
      { to: TARGET, data: 'a9059cbb' },
      { to: TARGET, data: 7 },
    ]) {
      const refused = (() => {
        try {
          readSendCalls({ params: batch([{ to: TARGET }, call]) });
        } catch (error) {
          return error as { code: number; shortMessage: string };
        }
        throw new Error(`accepted ${JSON.stringify(call)}`);
      })();
      expect(refused.code).to.equal(-32602);
      expect(refused.shortMessage).to.equal(SEND_CALLS_HEX_MESSAGE);
    }
  });

  it('refuses other malformed batches, and a capability the page requires (5700)', () => {
    const refusal = (params: unknown) => {
      try {
        readSendCalls({ params });
      } catch (error) {
        const { code, shortMessage } = error as { code: number; shortMessage: string };
        return `${code} ${shortMessage}`;
      }
      return 'accepted';
    };
    expect(refusal([])).to.equal('-32602 wallet_sendCalls needs its calls');
    expect(refusal(batch([]))).to.equal(`-32602 wallet_sendCalls takes 1 to ${MAX_BATCH_CALLS} calls`);
    expect(refusal(batch(Array.from({ length: MAX_BATCH_CALLS + 1 }, () => ({ to: TARGET }))))).to.equal(
      `-32602 wallet_sendCalls takes 1 to ${MAX_BATCH_CALLS} calls`,
    );
    expect(refusal(batch([{ to: '0x1234' }]))).to.equal('-32602 Invalid call target');
    expect(refusal(batch([{ to: TARGET, data: '0x123' }]))).to.equal('-32602 Invalid call data');
    expect(refusal(batch([{ to: TARGET, value: '1.5' }]))).to.equal('-32602 Invalid value');
    expect(refusal(batch([{ to: TARGET }], { chainId: undefined }))).to.equal(
      '-32602 wallet_sendCalls needs a chainId',
    );
    expect(refusal(batch([{ to: TARGET }], { atomicRequired: 'yes' }))).to.equal('-32602 Invalid atomicRequired');
    expect(refusal(batch([{ to: TARGET }], { capabilities: { paymasterService: { url: 'x' } } }))).to.equal(
      '5700 Unsupported capability: paymasterService',
    );
    expect(refusal(batch([{ to: TARGET }], { capabilities: { paymasterService: { optional: true } } }))).to.equal(
      'accepted',
    );
  });

  it('reads a valid batch: values as numbers, empty data left out', () => {
    expect(
      readSendCalls({
        params: batch(
          [
            { to: TARGET, value: '0x10' },
            { to: OTHER, data: '0x' },
            { to: OTHER, data: '0xabcd' },
          ],
          {
            from: OTHER,
          },
        ),
      }),
    ).to.deep.equal({
      chainId: 31337n,
      from: OTHER,
      atomicRequired: true,
      calls: [
        { to: TARGET, value: 16n },
        { to: OTHER, value: 0n },
        { to: OTHER, value: 0n, data: '0xabcd' },
      ],
    });
  });
});

describe('describeUserOperation: the approval of a smart account’s operation', () => {
  const gas = {
    callGasLimit: 100_000n,
    verificationGasLimit: 300_000n,
    preVerificationGas: 50_000n,
    maxFeePerGas: parseGwei('2'),
  };

  it('lists each call of a batch (value, decoded token calls), the deployment and the fee', () => {
    const transfer = encodeFunctionData({
      abi: parseAbi(['function transfer(address to, uint256 amount)']),
      args: [OTHER, 5n],
    });
    const approveAll = encodeFunctionData({
      abi: parseAbi(['function approve(address spender, uint256 amount)']),
      args: [OTHER, maxUint256],
    });
    const details = describeUserOperation({
      calls: [
        { to: TARGET, value: parseEther('0.5') },
        { to: TARGET, value: 0n, data: transfer },
        { to: TARGET, value: 0n, data: approveAll },
        { to: OTHER, value: 0n, data: '0xdeadbeef' },
      ],
      sender: OTHER,
      deploys: true,
      gas,
      origin: HOST,
      chainId: 31337,
      kind: 'batch',
    });
    expect(details.title).to.equal('Batch request (4 calls)');
    expect(details.rows.map(({ label, value }) => `${label}: ${value}`)).to.deep.equal([
      'Network: Chain 31337',
      `Smart account: ${OTHER}`,
      `Deploys the account: ${DEPLOYS_ACCOUNT_TEXT}`,
      `Call 1: To: ${TARGET}`,
      'Call 1: Value: 0.5 (native)',
      `Call 2: To: ${TARGET}`,
      'Call 2: Value: 0 (native)',
      `Call 2: Token transfer to: ${OTHER}`,
      'Call 2: Token amount (raw): 5',
      `Call 3: To: ${TARGET}`,
      'Call 3: Value: 0 (native)',
      `Call 3: Allow spender: ${OTHER}`,
      'Call 3: Token amount (raw): Unlimited',
      `Call 4: To: ${OTHER}`,
      'Call 4: Value: 0 (native)',
      'Call 4: Data: 0xdeadbeef',
      'Gas limit: 450000',
      'Max fee per gas: 2 gwei',
      'Max network fee: 0.0009 (native)',
    ]);
    expect(details.warnings).to.deep.equal(['This gives the spender unlimited access to this token.']);
    expect(details.highRisk).to.equal(true);
  });

  it('shows one call as a transaction, without the deployment line once deployed, and warns about a fee above the value', () => {
    const details = describeUserOperation({
      calls: [{ to: TARGET, value: 1n }],
      sender: OTHER,
      deploys: false,
      gas,
      origin: HOST,
      chainId: 31337,
      kind: 'transaction',
    });
    expect(details.title).to.equal('Transaction request');
    expect(details.rows.map(({ label }) => label)).to.deep.equal([
      'Network',
      'Smart account',
      'To',
      'Value',
      'Gas limit',
      'Max fee per gas',
      'Max network fee',
    ]);
    expect(details.warnings).to.deep.equal([FEE_ABOVE_VALUE_WARNING]);
  });
});

describe('the smart account’s requests refused before any read', () => {
  it('wallet_sendCalls with a target without 0x: SPEC’s text, nothing asked of the server, nothing shown', async () => {
    const context = await openFrame();
    context.context.accountType = 'smartAccount';
    const { urls } = stubFetch(() => ({ status: 500 }));
    const refused = await rejection(
      send(context, { method: 'wallet_sendCalls', params: batch([{ to: TARGET.slice(2) }]) }),
    );
    expect(refused.code).to.equal(-32602);
    expect(refused.message).to.equal(SEND_CALLS_HEX_MESSAGE);
    expect(urls).to.deep.equal([]);
    expect(readApprovalScreen(context.root)).to.equal(undefined);
    expect(context.signings).to.equal(0);
  });

  it('with the EOA, wallet_sendCalls is refused as before (4200) without a server request', async () => {
    const context = await openFrame();
    const { urls } = stubFetch(() => ({ status: 500 }));
    const refused = await rejection(send(context, { method: 'wallet_sendCalls', params: batch([{ to: TARGET }]) }));
    expect(refused.code).to.equal(4200);
    expect(refused.message).to.equal('wallet_sendCalls is not supported by the embedded wallet yet');
    expect(urls).to.deep.equal([]);
  });

  it('SET_PREFERRED_ACCOUNT smartAccount on a network without smart accounts: 4200 with the network named, the EOA stays', async () => {
    const context = await openFrame('eip155:1');
    stubFetch(() => ({ body: { networks: [LOCAL_NETWORK] } }));
    const refused = await rejection(networkHandlers.SET_PREFERRED_ACCOUNT(context.context, { type: 'smartAccount' }));
    expect(refused.code).to.equal(4200);
    expect(refused.message).to.equal('Smart accounts are not enabled on eip155:1');
    expect(context.context.accountType).to.equal('eoa');
    const initRefused = await rejection(networkHandlers.INIT_SMART_ACCOUNT(context.context));
    expect(initRefused.message).to.equal('Smart accounts are not enabled on eip155:1');
    expect(await networkHandlers.SET_PREFERRED_ACCOUNT(context.context, { type: 'eoa' })).to.deep.equal({
      type: 'eoa',
      address: context.addresses.evmAddress,
    });
  });

  it('a smart-account choice kept on a network without smart accounts answers the EOA as the user', async () => {
    const context = await openFrame('eip155:1');
    const user = { id: 'user-1', email: 'ada@example.com' };
    Object.defineProperty(context.context, 'session', { value: { user } });
    stubFetch(() => ({ body: { networks: [LOCAL_NETWORK] } }));
    const answer = await authHandlers.GET_USER(context.context, { preferredAccountType: 'smartAccount' });
    expect(context.context.accountType).to.equal('smartAccount');
    expect(answer).to.deep.include({
      address: context.addresses.evmAddress,
      chainId: 'eip155:1',
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    });
    expect(answer.accounts).to.deep.equal([{ address: context.addresses.evmAddress, type: 'eoa' }]);
  });
});

describe('the smart-account networks from the frame’s own server', () => {
  it('are schema-checked and kept once valid; a failure reads as none and is asked again', async () => {
    const context = await openFrame();
    let answer: { status?: number; body?: unknown } = { status: 503 };
    const { urls } = stubFetch(() => answer);
    const enabled = async () =>
      (await networkHandlers.GET_SMART_ACCOUNT_ENABLED_NETWORKS(context.context)).smartAccountEnabledNetworks;
    expect(await enabled()).to.deep.equal([]);
    answer = { body: { networks: [{ ...LOCAL_NETWORK, accountFactory: 'chosen by someone' }] } };
    expect(await enabled()).to.deep.equal([]);
    answer = { body: { networks: [LOCAL_NETWORK], extra: true } };
    expect(await enabled()).to.deep.equal([]);
    answer = { body: { networks: [LOCAL_NETWORK, { ...LOCAL_NETWORK, chainId: 'solana:devnet' }] } };
    expect(await enabled()).to.deep.equal([31337]);
    answer = { status: 500 };
    expect(await enabled()).to.deep.equal([31337]);
    expect(urls).to.have.length(4);
    expect(new URL(urls[0]!).pathname).to.equal('/v1/bundler/networks');
    expect(new URL(urls[0]!).searchParams.get('projectId')).to.equal('demo-project');
  });
});
