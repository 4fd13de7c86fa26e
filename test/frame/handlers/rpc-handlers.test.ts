import { expect } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import { maxUint256, recoverTypedDataAddress, stringToHex, type TypedDataDefinition } from 'viem';
import { ANY_CHAIN_WARNING } from '../../../frame/src/approval/describe-evm-request.js';
import { rpcHandlers } from '../../../frame/src/handlers/rpc-handlers.js';
import { answerApprovalScreen, readApprovalScreen, waitForApprovalScreen } from '../helpers/approval-screen.js';
import { createTestFrameContext, type TestFrameContext } from '../helpers/create-test-frame-context.js';
import { rejection } from '../../helpers/rejection.js';

// rpcHandlers.RPC_REQUEST with the real approval queue on a real screen and a wallet the real
// custody code unlocks for each signature (helpers/create-test-frame-context.ts). No chain is
// needed here: every request below is decided before the frame would read the chain.
const HOST = 'https://dapp.example';
const POLYGON_USDC = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359';
const SPENDER = '0x000000000000000000000000000000000000dEaD';

let frame: TestFrameContext | undefined;
afterEach(async () => {
  frame?.remove();
  frame = undefined;
  await resetMouse();
});

async function openFrame(eip155 = 'eip155:1'): Promise<TestFrameContext> {
  frame = await createTestFrameContext({ networks: { eip155 } });
  return frame;
}

const send = (context: TestFrameContext, payload: { method: string; params?: unknown[]; chainId?: string }) =>
  rpcHandlers
    .RPC_REQUEST(context.context, { ...payload, chainNamespace: 'eip155' } as never, { hostOrigin: HOST })
    .then((reply) => reply.result);

/** F4's typed data: an unlimited USDC permit on a chain of the page's choosing. */
function usdcPermit({ owner, chainId }: { owner: string; chainId?: number }) {
  return {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    domain: {
      name: 'USD Coin',
      version: '2',
      ...(chainId === undefined ? {} : { chainId }),
      verifyingContract: POLYGON_USDC,
    },
    message: { owner, spender: SPENDER, value: maxUint256.toString(), nonce: '0', deadline: maxUint256.toString() },
  };
}

function mail({ chainId }: { chainId?: number }) {
  return {
    types: { Mail: [{ name: 'contents', type: 'string' }] },
    primaryType: 'Mail',
    domain: { name: 'Demo', ...(chainId === undefined ? {} : { chainId }) },
    message: { contents: 'hello' },
  };
}

/** Sends a request that must be refused before anything is shown or signed; returns the refusal. */
async function expectRefusedUnseen(context: TestFrameContext, payload: Parameters<typeof send>[1]) {
  const pending = rejection(send(context, payload));
  const error = await pending;
  expect(readApprovalScreen(context.root), 'an approval was shown').to.equal(undefined);
  expect(context.context.approvals.busy, 'an approval is waiting').to.equal(false);
  expect(context.signings, 'the keys were rebuilt to sign').to.equal(0);
  return error;
}

describe('rpcHandlers.RPC_REQUEST: signing happens on the frame’s own network (F4, T9)', () => {
  it('F4 reproduction: frame on chain 1, a Polygon USDC permit sent with payload chainId eip155:137 is refused, unseen and unsigned', async () => {
    const context = await openFrame('eip155:1');
    const owner = context.addresses.evmAddress;
    const error = await expectRefusedUnseen(context, {
      method: 'eth_signTypedData_v4',
      params: [owner, JSON.stringify(usdcPermit({ owner, chainId: 137 }))],
      chainId: 'eip155:137',
    });
    expect([error.code, error.message]).to.deep.equal([
      4901,
      'The wallet is on eip155:1, not eip155:137: switch the network first',
    ]);
    // Without the payload chainId, the domain's chain is compared with the frame's.
    const domain = await expectRefusedUnseen(context, {
      method: 'eth_signTypedData_v4',
      params: [owner, JSON.stringify(usdcPermit({ owner, chainId: 137 }))],
    });
    expect([domain.code, domain.message]).to.deep.equal([
      -32602,
      'Typed data is for chain 137, not the active chain 1',
    ]);
    expect(context.context.networks.eip155).to.equal('eip155:1');
  });

  it('refuses every signing method whose payload names another network than the frame’s (4901); "eip155:01" is the same chain', async () => {
    const context = await openFrame('eip155:31337');
    const owner = context.addresses.evmAddress;
    for (const payload of [
      { method: 'personal_sign', params: [stringToHex('hi'), owner], chainId: 'eip155:31338' },
      { method: 'eth_sendTransaction', params: [{ from: owner, to: SPENDER, value: '0x1' }], chainId: 'eip155:31338' },
      {
        method: 'eth_signTypedData_v4',
        params: [owner, JSON.stringify(mail({ chainId: 31337 }))],
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      },
    ]) {
      expect((await expectRefusedUnseen(context, payload)).code, payload.method).to.equal(4901);
    }
    const pending = send(context, {
      method: 'personal_sign',
      params: [stringToHex('same chain'), owner],
      chainId: 'eip155:031337',
    });
    expect((await waitForApprovalScreen(context.root)).rows.Message).to.equal('same chain');
    context.context.approvals.rejectAll();
    expect((await rejection(pending)).code).to.equal(4001);
  });

  it('shows the network on every typed-data approval, and signs for exactly that chain after approval', async () => {
    const context = await openFrame('eip155:137');
    const owner = context.addresses.evmAddress;
    const data = mail({ chainId: 137 });
    const pending = send(context, {
      method: 'eth_signTypedData_v4',
      params: [owner, JSON.stringify(data)],
      chainId: 'eip155:137',
    });
    const screen = await waitForApprovalScreen(context.root);
    expect(screen.rows).to.include({ Network: 'Chain 137', Type: 'Mail', Domain: 'Demo' });
    expect(screen.warnings).to.deep.equal([]);
    await answerApprovalScreen(context.root, 'approve');
    const signature = (await pending) as `0x${string}`;
    const recover = (domain: object) =>
      recoverTypedDataAddress({ ...data, domain, signature } as unknown as TypedDataDefinition & {
        signature: `0x${string}`;
      });
    expect(await recover(data.domain)).to.equal(owner);
    // The same signature is worth nothing for chain 1.
    const elsewhere = await recover({ ...data.domain, chainId: 1 });
    expect(elsewhere).not.to.equal(owner);
  });

  it('shows "Any chain" with a warning for typed data whose domain names no chain', async () => {
    const context = await openFrame('eip155:1');
    const owner = context.addresses.evmAddress;
    const pending = rejection(
      send(context, { method: 'eth_signTypedData_v4', params: [owner, JSON.stringify(mail({}))] }),
    );
    const screen = await waitForApprovalScreen(context.root);
    expect(screen.rows.Network).to.equal('Any chain');
    expect(screen.warnings).to.deep.equal([ANY_CHAIN_WARNING]);
    await answerApprovalScreen(context.root, 'reject');
    expect((await pending).code).to.equal(4001);
    expect(context.signings).to.equal(0);
  });
});
