import { expect } from '@open-wc/testing';
import { createWalletConnectEip1193Provider } from '../../../src/connectors/walletconnect/walletconnect-eip1193-provider.js';
import type {
  WalletConnectClient,
  WalletConnectClientEvent,
  WalletConnectSession,
} from '../../../src/connectors/walletconnect/walletconnect-types.js';
import { rejection } from '../../helpers/rejection.js';

const ADDRESS = '0x00000000000000000000000000000000000000a1';

/** A client with a settled session and no relay: it records what would go to the wallet. */
function fakeClient(methods = ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']) {
  const listeners = new Set<(event: WalletConnectClientEvent) => void>();
  const sent: Array<{ chainId: string; method: string; params: unknown }> = [];
  let session: WalletConnectSession | undefined = {
    topic: 'ab'.repeat(32),
    pairingTopic: 'cd'.repeat(32),
    expiry: 2_000_000_000,
    peer: { publicKey: 'ef'.repeat(32), metadata: { name: 'W', description: '', url: '', icons: [] } },
    namespaces: {
      eip155: {
        chains: ['eip155:1', 'eip155:10'],
        accounts: [`eip155:1:${ADDRESS}`, `eip155:10:${ADDRESS}`],
        methods,
        events: [],
      },
    },
  };
  const client: WalletConnectClient = {
    getSession: () => session,
    propose: () => Promise.reject(new Error('not in this test')),
    request: async (parameters) => {
      sent.push({ chainId: parameters.chainId, method: parameters.method, params: parameters.params });
      return `answer:${parameters.method}` as never;
    },
    disconnect: async () => {
      session = undefined;
      listeners.forEach((listener) => listener({ type: 'session_delete', reason: 'dapp' }));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => undefined,
  };
  const emit = (event: WalletConnectClientEvent) => listeners.forEach((listener) => listener(event));
  return { client, sent, emit };
}

describe('createWalletConnectEip1193Provider', () => {
  it('answers accounts and the chain from the session, and sends signing to the wallet on the current chain', async () => {
    const { client, sent } = fakeClient();
    const provider = createWalletConnectEip1193Provider({ client, rpcUrl: () => undefined });
    expect(await provider.request({ method: 'eth_chainId' })).to.equal('0x1');
    expect(await provider.request({ method: 'net_version' })).to.equal('1');
    expect(await provider.request({ method: 'eth_accounts' })).to.deep.equal([ADDRESS]);
    expect(await provider.request({ method: 'personal_sign', params: ['0x01', ADDRESS] })).to.equal(
      'answer:personal_sign',
    );
    expect(await provider.request({ method: 'eth_signTypedData_v4', params: [] })).to.equal(
      'answer:eth_signTypedData_v4',
    );
    expect(sent.map(({ method, chainId }) => `${chainId} ${method}`)).to.deep.equal([
      'eip155:1 personal_sign',
      'eip155:1 eth_signTypedData_v4',
    ]);
  });

  it('without an RPC URL, refuses a read the wallet did not grant (4200) and asks the wallet for one it did', async () => {
    const { client, sent } = fakeClient(['personal_sign', 'eth_call']);
    const provider = createWalletConnectEip1193Provider({ client, rpcUrl: () => undefined });
    expect((await rejection(provider.request({ method: 'eth_blockNumber' }))).code).to.equal(4200);
    expect(await provider.request({ method: 'eth_call', params: [] })).to.equal('answer:eth_call');
    expect(sent.map(({ method }) => method)).to.deep.equal(['eth_call']);
  });

  it('switches to a granted chain through the wallet, then emits chainChanged; refuses others with 4902', async () => {
    const { client, sent } = fakeClient();
    const provider = createWalletConnectEip1193Provider({ client, rpcUrl: () => undefined });
    const changes: unknown[] = [];
    provider.on('chainChanged', (chainId) => changes.push(chainId));
    expect(await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })).to.equal(
      null,
    );
    expect(sent).to.deep.equal([
      { chainId: 'eip155:1', method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] },
    ]);
    expect(changes).to.deep.equal(['0xa']);
    expect(await provider.request({ method: 'eth_chainId' })).to.equal('0xa');
    const error = await rejection(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x5' }] }),
    );
    expect(error.code).to.equal(4902);
    const invalid = await rejection(provider.request({ method: 'wallet_switchEthereumChain', params: [{}] }));
    expect(invalid.code).to.equal(-32602);
  });

  it('follows session events and reports the end of the session as disconnect (4900 afterwards)', async () => {
    const { client, emit } = fakeClient();
    const provider = createWalletConnectEip1193Provider({ client, rpcUrl: () => undefined });
    const heard: Array<[string, unknown]> = [];
    for (const event of ['accountsChanged', 'chainChanged', 'disconnect'])
      provider.on(event, (value) =>
        heard.push([event, value instanceof Error ? (value as { code?: number }).code : value]),
      );
    emit({ type: 'session_event', chainId: 'eip155:10', name: 'chainChanged', data: '0xa' });
    emit({ type: 'session_event', chainId: 'eip155:10', name: 'accountsChanged', data: ['eip155:10:0xbeef'] });
    emit({ type: 'session_event', chainId: 'solana:abc', name: 'accountsChanged', data: ['ignored'] });
    expect(await provider.request({ method: 'eth_accounts' })).to.deep.equal(['0xbeef']);
    await client.disconnect();
    expect(heard).to.deep.equal([
      ['chainChanged', '0xa'],
      ['accountsChanged', ['0xbeef']],
      ['disconnect', 4900],
    ]);
    expect(await provider.request({ method: 'eth_accounts' })).to.deep.equal([]);
    expect((await rejection(provider.request({ method: 'eth_chainId' }))).code).to.equal(4900);
    expect((await rejection(provider.request({ method: 'eth_requestAccounts' }))).code).to.equal(4100);
  });
});
