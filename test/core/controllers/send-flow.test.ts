// The send flow (src/core/controllers/send-flow.ts) with the EVM send chunk and the app's
// controllers stubbed: what it hands the receipt wait. The chain test
// (send-controller.chain.test.ts) runs it against real chains.
import { expect } from '@open-wc/testing';
import { estimateSendFee, runSend, type SendForm } from '../../../src/core/controllers/send-flow.js';
import { defineSolanaNetwork } from '../../../src/core/networks/solana-networks.js';
import type { SendState } from '../../../src/core/stores/send-store.js';
import { defineEvmNetwork, type Network } from '../../../src/core/types/network.js';
import type { EvmSendActions, SolanaSendActions, SplTransferParameters } from '../../../src/core/types/send-actions.js';
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

describe('SPL token sends (send-flow.ts, issue 20 part 6)', () => {
  const MINT = 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9';
  const OWNER = '9hSR6S7WPtxmTojgo6GG3k4yDPecgJY292j7xrsUGWBu';
  const RECEIVER = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW';
  const SIGNATURE = '5'.repeat(88);
  const network = defineSolanaNetwork({
    genesisHash: 'Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfGwRFr9VHuK3pe',
    name: 'Local',
    rpcUrl: 'http://127.0.0.1:8899',
  });

  /** A form holding 2.5 USDL (6 decimals) of a balance of 1000, and Solana services whose SPL calls are recorded. */
  function splSetup({ accountRent }: { accountRent: bigint }) {
    const form = {
      state: {
        loading: false,
        token: {
          address: `${network.caipNetworkId}:${MINT}`,
          symbol: 'USDL',
          quantity: { decimals: '6', numeric: '1000' },
        },
        sendTokenAmount: '2.5',
        receiverAddress: RECEIVER,
      } as SendState,
      update(patch: Partial<SendState>) {
        form.state = { ...form.state, ...patch };
      },
      reset() {},
    };
    const sent: SplTransferParameters[] = [];
    const actions = {
      sendSolanaTransfer: async () => {
        throw new Error('an SPL send sent SOL');
      },
      estimateSolanaFee: async () => {
        throw new Error('an SPL send priced a SOL transfer');
      },
      sendSplTransfer: async (parameters) => {
        sent.push(parameters);
        return SIGNATURE;
      },
      estimateSplFee: async () => ({ fee: 5000n + accountRent, accountRent }),
      waitForSolanaSignature: async ({ signature }) => ({ status: 'success', hash: signature }),
    } satisfies SolanaSendActions;
    const services = {
      chains: {
        activeNamespace: 'solana',
        getActiveNetwork: () => network,
        getAccount: () => ({ status: 'connected', address: OWNER, connectorId: 'stub' }),
      },
      connectors: { get: () => ({ id: 'stub', provider: 'the wallet' }) },
      router: { current: undefined, reset() {}, replace() {} },
      events: { track() {} },
      loadEvmActions: async () => {
        throw new Error('a Solana send loaded the EVM chunk');
      },
      loadSolanaActions: async () => actions,
      resolveRpcUrl: () => 'http://127.0.0.1:8899',
      refreshNativeBalance: async () => {},
      refreshTokenBalances: async () => {},
    } as unknown as SendServices;
    return { form, services, sent };
  }

  it('previews the fee with the rent of the receiver token account it opens, and none when it exists', async () => {
    const opening = splSetup({ accountRent: 2_039_280n });
    await estimateSendFee({ controller: opening.form, services: opening.services });
    expect(opening.form.state).to.deep.include({ networkFee: '0.00204428', accountRent: '0.00203928' });
    const existing = splSetup({ accountRent: 0n });
    await estimateSendFee({ controller: existing.form, services: existing.services });
    expect(existing.form.state.networkFee).to.equal('0.000005');
    expect(existing.form.state.accountRent).to.equal(undefined);
  });

  it('sends TransferChecked of the mint in base units with its decimals through the wallet', async () => {
    const { form, services, sent } = splSetup({ accountRent: 0n });
    expect(await runSend({ controller: form, services })).to.equal(true);
    expect(sent).to.deep.equal([
      {
        wallet: 'the wallet',
        from: OWNER,
        to: RECEIVER,
        mint: MINT,
        amount: 2_500_000n,
        decimals: 6,
        rpcUrl: 'http://127.0.0.1:8899',
        reference: String(network.id),
      },
    ]);
  });
});
