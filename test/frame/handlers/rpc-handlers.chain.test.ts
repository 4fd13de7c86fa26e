// rpcHandlers.RPC_REQUEST against the dev stack's real chains and server (web-test-runner.chain.config.mjs):
// the frame's handlers with the real approval queue, reading and sending through the server's
// RPC proxy, for a fresh wallet (helpers/create-test-frame-context.ts) funded by dev account #4.
import { expect } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import {
  createPublicClient,
  createWalletClient,
  formatEther,
  formatGwei,
  http,
  parseEther,
  parseGwei,
  toHex,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { FEE_ABOVE_VALUE_WARNING, HIGH_FEE_WARNING } from '../../../frame/src/approval/describe-evm-request.js';
import { networkHandlers } from '../../../frame/src/handlers/network-handlers.js';
import { rpcHandlers } from '../../../frame/src/handlers/rpc-handlers.js';
import type { DevConfig } from '../../helpers/evm-test-wallet/index.js';
import { rejection } from '../../helpers/rejection.js';
import { answerApprovalScreen, waitForApprovalScreen } from '../helpers/approval-screen.js';
import { createTestFrameContext, type TestFrameContext } from '../helpers/create-test-frame-context.js';

// Dev account #4 belongs to this file (it funds the test wallets).
const FUNDER = 4;
const HOST = 'https://dapp.example';

function devConfig(): DevConfig {
  const config = window.__APPKIT_DEV__;
  if (!config || config.chains.length < 2 || config.devAccounts.length <= FUNDER)
    throw new Error('window.__APPKIT_DEV__ is missing: run with web-test-runner.chain.config.mjs');
  return config;
}

let frame: TestFrameContext | undefined;
afterEach(async () => {
  frame?.remove();
  frame = undefined;
  await resetMouse();
});

async function openFrame(): Promise<TestFrameContext> {
  const { chains, serverUrl, projectId } = devConfig();
  frame = await createTestFrameContext({
    networks: { eip155: `eip155:${chains[0]!.id}` },
    serverOrigin: new URL(serverUrl).origin,
    projectId,
  });
  return frame;
}

const send = (context: TestFrameContext, payload: { method: string; params?: unknown[]; chainId?: string }) =>
  rpcHandlers
    .RPC_REQUEST(context.context, { ...payload, chainNamespace: 'eip155' } as never, { hostOrigin: HOST })
    .then((reply) => reply.result);

async function fund({ chain, to, ether }: { chain: DevConfig['chains'][number]; to: `0x${string}`; ether: string }) {
  const account = privateKeyToAccount(devConfig().devAccounts[FUNDER]!.privateKey);
  const wallet = createWalletClient({ account, transport: http(chain.rpcUrl) });
  const hash = await wallet.sendTransaction({ account, chain: null, to, value: parseEther(ether) });
  await createPublicClient({ transport: http(chain.rpcUrl) }).waitForTransactionReceipt({ hash });
}

describe('rpcHandlers.RPC_REQUEST on the local chains (F5, F4)', () => {
  it('F5 reproduction: gas 10,000,000 × maxFeePerGas 10,000 gwei from the page are shown with a 100 (native) maximum fee and the warnings', async () => {
    const context = await openFrame();
    const pending = rejection(
      send(context, {
        method: 'eth_sendTransaction',
        params: [
          {
            from: context.addresses.evmAddress,
            to: '0x000000000000000000000000000000000000bEEF',
            value: '0x1',
            gas: toHex(10_000_000),
            maxFeePerGas: toHex(parseGwei('10000')),
          },
        ],
        chainId: context.context.networks.eip155,
      }),
    );
    const screen = await waitForApprovalScreen(context.root, 15_000);
    expect(screen.rows['Gas limit']).to.equal('10000000 (set by the site)');
    expect(screen.rows['Max fee per gas']).to.equal('10000 gwei (set by the site)');
    expect(screen.rows['Max network fee']).to.equal('100 (native)');
    expect(screen.warnings).to.deep.equal([HIGH_FEE_WARNING, FEE_ABOVE_VALUE_WARNING]);
    await answerApprovalScreen(context.root, 'reject');
    expect((await pending).code).to.equal(4001);
    expect(context.signings).to.equal(0);
  });

  it('fills gas and fees from the chain before the approval, and the transaction sent carries exactly the numbers shown', async () => {
    const context = await openFrame();
    const chain = devConfig().chains[0]!;
    const from = context.addresses.evmAddress;
    await fund({ chain, to: from, ether: '1' });
    const receiver = devConfig().devAccounts[5]!.address;
    const pending = send(context, {
      method: 'eth_sendTransaction',
      params: [{ from, to: receiver, value: '0x0', data: '0x' }],
    });
    const screen = await waitForApprovalScreen(context.root, 15_000);
    expect(screen.rows['Nonce']).to.equal(undefined);
    expect(screen.warnings).to.deep.equal([]);
    await answerApprovalScreen(context.root, 'approve');
    const hash = (await pending) as Hex;
    const sent = await createPublicClient({ transport: http(chain.rpcUrl) }).getTransaction({ hash });
    expect(sent.from.toLowerCase()).to.equal(from.toLowerCase());
    expect(sent.type).to.equal('eip1559');
    expect(screen.rows['Gas limit']).to.equal(String(sent.gas));
    expect(screen.rows['Max fee per gas']).to.equal(`${formatGwei(sent.maxFeePerGas!)} gwei`);
    expect(screen.rows['Max network fee']).to.equal(`${formatEther(sent.gas * sent.maxFeePerGas!)} (native)`);
  });

  it('reads on the chain the page names; signs on another only after SWITCH_NETWORK', async () => {
    const context = await openFrame();
    const [chainA, chainB] = devConfig().chains as [DevConfig['chains'][number], DevConfig['chains'][number]];
    const owner = context.addresses.evmAddress;
    expect(await send(context, { method: 'eth_chainId', chainId: `eip155:${chainB.id}` })).to.equal(toHex(chainB.id));
    const message = toHex('on chain B');
    const refused = await rejection(
      send(context, { method: 'personal_sign', params: [message, owner], chainId: `eip155:${chainB.id}` }),
    );
    expect(refused.code).to.equal(4901);
    expect(context.context.networks.eip155).to.equal(`eip155:${chainA.id}`);
    await networkHandlers.SWITCH_NETWORK(context.context, { chainId: `eip155:${chainB.id}` });
    const pending = rejection(
      send(context, { method: 'personal_sign', params: [message, owner], chainId: `eip155:${chainB.id}` }),
    );
    expect((await waitForApprovalScreen(context.root)).rows.Message).to.equal('on chain B');
    await answerApprovalScreen(context.root, 'reject');
    expect((await pending).code).to.equal(4001);
  });
});
