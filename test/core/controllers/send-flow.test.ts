// The send flow (src/core/controllers/send-flow.ts) with the EVM send chunk and the app's
// controllers stubbed: what it hands the receipt wait. The chain test
// (send-controller.chain.test.ts) runs it against real chains.
import { expect } from '@open-wc/testing';
import { runSend, type SendForm } from '../../../src/core/controllers/send-flow.js';
import type { SendState } from '../../../src/core/stores/send-store.js';
import { defineEvmNetwork, type Network } from '../../../src/core/types/network.js';
import type { EvmSendActions } from '../../../src/core/types/send-actions.js';
import type { SendServices } from '../../../src/core/types/send-services.js';

const FROM = '0x00000000000000000000000000000000000000a1';
const TO = '0x00000000000000000000000000000000000000b2';
const HASH = `0x${'ab'.repeat(32)}`;
const RPC_URL = 'https://rpc.example/v1/?chainId=eip155%3A8453';

/** A form holding a valid native send of 0.1 of a balance of 1. */
function sendForm(): SendForm {
  const form = {
    state: {
      loading: false,
      token: { symbol: 'ETH', quantity: { decimals: '18', numeric: '1' } },
      sendTokenAmount: '0.1',
      receiverAddress: TO,
    } as SendState,
    update(patch: Partial<SendState>) {
      form.state = { ...form.state, ...patch };
    },
    reset() {},
  };
  return form;
}

/** Services on `network` with a connected account; `waits` collects what the receipt wait is given. */
function sendServices({ network }: { network: Network }) {
  const waits: Array<Parameters<EvmSendActions['waitForEvmReceipt']>[0]> = [];
  const actions: EvmSendActions = {
    sendEvmTransfer: async () => HASH,
    estimateEvmFee: async () => 0n,
    waitForEvmReceipt: async (parameters) => {
      waits.push(parameters);
      return { status: 'success', hash: HASH };
    },
  };
  const services = {
    chains: {
      activeNamespace: 'eip155',
      getActiveNetwork: () => network,
      getAccount: () => ({ status: 'connected', address: FROM, connectorId: 'stub' }),
    },
    connectors: { get: () => ({ id: 'stub', provider: {} }) },
    router: { current: undefined, reset() {}, replace() {} },
    events: { track() {} },
    loadEvmActions: async () => actions,
    loadSolanaActions: async () => {
      throw new Error('an EVM send loaded the Solana chunk');
    },
    resolveRpcUrl: () => RPC_URL,
    refreshNativeBalance: async () => {},
    refreshTokenBalances: async () => {},
  } as unknown as SendServices;
  return { services, waits };
}

describe('runSend (send-flow.ts)', () => {
  it("gives the receipt wait the network's block time, so it polls at half of it", async () => {
    const network = defineEvmNetwork({ id: 8453, name: 'Base', rpcUrl: 'https://mainnet.base.org', blockTime: 2000 });
    const { services, waits } = sendServices({ network });
    expect(await runSend({ controller: sendForm(), services })).to.equal(true);
    expect(waits).to.deep.equal([{ rpcUrl: RPC_URL, hash: HASH, blockTimeMs: 2000 }]);
  });

  it('gives none for a network without one (the wait reads it from the chain)', async () => {
    const network = defineEvmNetwork({ id: 8453, name: 'Base', rpcUrl: 'https://mainnet.base.org' });
    const { services, waits } = sendServices({ network });
    expect(await runSend({ controller: sendForm(), services })).to.equal(true);
    expect(waits).to.deep.equal([{ rpcUrl: RPC_URL, hash: HASH }]);
  });
});
