import { expect } from '@open-wc/testing';
import { createAuthEip1193Provider } from '../../../src/connectors/auth/auth-eip1193-provider.js';
import { createFrameAuthClient, type FrameAuthClient } from '../../../src/connectors/auth/create-frame-auth-client.js';
import { rejection } from '../../helpers/rejection.js';

/** A FAKE frame client: records the RPC calls and network switches the provider hands it. */
function fakeClient() {
  const rpcCalls: unknown[] = [];
  const switches: string[] = [];
  const client = {
    rpc: async (request: unknown) => (rpcCalls.push(request), '0x10'),
    switchNetwork: async ({ chainId }: { chainId: string }) => (switches.push(chainId), chainId),
  } as unknown as FrameAuthClient;
  return { client, rpcCalls, switches };
}

describe('createAuthEip1193Provider', () => {
  it('answers accounts and the chain id itself, and sends other calls to the frame with the active chain', async () => {
    const fake = fakeClient();
    let chainId = 31337;
    const provider = createAuthEip1193Provider({
      client: fake.client,
      getAddress: () => '0x00000000000000000000000000000000000000a1',
      getChainId: () => chainId,
      setChainId: (id) => (chainId = id),
    });
    expect(await provider.request({ method: 'eth_chainId' })).to.equal('0x7a69');
    expect(await provider.request({ method: 'eth_requestAccounts' })).to.deep.equal([
      '0x00000000000000000000000000000000000000a1',
    ]);
    expect(await provider.request({ method: 'eth_blockNumber' })).to.equal('0x10');
    expect(fake.rpcCalls).to.deep.equal([
      { namespace: 'eip155', chainId: 'eip155:31337', method: 'eth_blockNumber', params: undefined },
    ]);
  });

  it('switches through the frame and reports chainChanged', async () => {
    const fake = fakeClient();
    let chainId = 31337;
    const provider = createAuthEip1193Provider({
      client: fake.client,
      getAddress: () => '0x00000000000000000000000000000000000000a1',
      getChainId: () => chainId,
      setChainId: (id) => (chainId = id),
    });
    const changes: unknown[] = [];
    provider.on('chainChanged', (value) => changes.push(value));
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    expect(fake.switches).to.deep.equal(['eip155:31338']);
    expect(changes).to.deep.equal(['0x7a6a']);
    expect(await provider.request({ method: 'eth_chainId' })).to.equal('0x7a6a');
  });

  it('refuses while signed out with 4100', async () => {
    const provider = createAuthEip1193Provider({
      client: fakeClient().client,
      getAddress: () => undefined,
      getChainId: () => 1,
      setChainId: () => undefined,
    });
    expect(await provider.request({ method: 'eth_accounts' })).to.deep.equal([]);
    expect((await rejection(provider.request({ method: 'eth_requestAccounts' }))).code).to.equal(4100);
    expect((await rejection(provider.request({ method: 'personal_sign', params: ['0x00', '0x00'] }))).code).to.equal(
      4100,
    );
  });
});

describe('createAuthEip1193Provider with viem', () => {
  it("works as it is as viem's custom transport: accounts, chain id, and a read handed to the frame", async () => {
    const { createWalletClient, custom, getAddress } = await import('viem');
    const { getAddresses, getChainId, getBlockNumber } = await import('viem/actions');
    const fake = fakeClient();
    const provider = createAuthEip1193Provider({
      client: fake.client,
      getAddress: () => '0x00000000000000000000000000000000000000a1',
      getChainId: () => 31337,
      setChainId: () => undefined,
    });
    const client = createWalletClient({ transport: custom(provider) });
    expect(await getAddresses(client)).to.deep.equal([getAddress('0x00000000000000000000000000000000000000a1')]);
    expect(await getChainId(client)).to.equal(31337);
    expect(await getBlockNumber(client as never)).to.equal(16n);
    expect(fake.rpcCalls).to.have.length(1);
  });
});

describe('createFrameAuthClient.rpc', () => {
  it('refuses a method outside SPEC §6 before anything reaches the frame: 4200, "Requested RPC call is not allowed", and tells the modal', async () => {
    const notAllowed: string[] = [];
    const client = createFrameAuthClient({
      frameUrl: 'http://127.0.0.1:9/frame/',
      projectId: 'p',
      chainId: 'eip155:1',
      rpcUrl: 'http://127.0.0.1:9/',
      metadata: { name: 'T', description: '', url: 'http://localhost', icons: [] },
      onTimeout: () => undefined,
    });
    client.onNotAllowed((method) => notAllowed.push(method));
    const error = await rejection(
      client.rpc({ namespace: 'eip155', chainId: 'eip155:1', method: 'eth_sign', params: ['0x00', '0x00'] }),
    );
    expect(error.code).to.equal(4200);
    expect((error as Error & { shortMessage: string }).shortMessage).to.equal('Requested RPC call is not allowed');
    expect(notAllowed).to.deep.equal(['eth_sign']);
    expect(document.querySelector('iframe#w3m-iframe'), 'nothing was sent: the frame was not even loaded').to.equal(
      null,
    );
  });
});
