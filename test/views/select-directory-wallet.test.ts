import { expect } from '@open-wc/testing';
import { selectDirectoryWallet } from '../../src/views/select-directory-wallet.js';
import type { Connector } from '../../src/core/types/connector.js';
import type { RouteEntry } from '../../src/core/types/views.js';
import type { WalletListEntry } from '../../src/core/types/wallet.js';

type Controllers = Parameters<typeof selectDirectoryWallet>[0]['controllers'];

/** Records what the function asks of the controllers (it only delegates; the flows have their own tests). */
function recordingControllers({ walletConnect }: { walletConnect: boolean }) {
  const calls: string[] = [];
  const controllers = {
    connectFlow: {
      selectWallet: async ({ connector }: { connector: Connector }) => void calls.push(`select ${connector.id}`),
    },
    events: { track: ({ event }: { event: string }) => void calls.push(`track ${event}`) },
    router: { push: (entry: RouteEntry) => void calls.push(`push ${entry.view}`) },
    ...(walletConnect
      ? {
          walletConnect: {
            connect: ({ wallet }: { wallet?: WalletListEntry }) => void calls.push(`walletConnect ${wallet?.id}`),
          },
        }
      : {}),
  } as unknown as Controllers;
  return { calls, controllers };
}

function connector(id: string, name: string, type: Connector['type']): Connector {
  return {
    id,
    name,
    type,
    chain: 'eip155',
    connect: async () => ({ address: '0x1', chainId: 1 }),
    getAccounts: async () => [],
    getChainId: async () => 1,
    disconnect: async () => undefined,
    subscribe: () => () => undefined,
  };
}

const RAINBOW: WalletListEntry = { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow' };

describe('selectDirectoryWallet', () => {
  it('connects an installed wallet through the usual flow', () => {
    const { calls, controllers } = recordingControllers({ walletConnect: true });
    selectDirectoryWallet({
      wallet: RAINBOW,
      connectors: [connector('me.rainbow', 'Rainbow', 'ANNOUNCED')],
      controllers,
    });
    expect(calls).to.deep.equal(['select me.rainbow']);
  });

  it('takes a wallet that is not installed to WalletConnect when it is offered, else to its downloads', () => {
    const offered = recordingControllers({ walletConnect: true });
    selectDirectoryWallet({ wallet: RAINBOW, connectors: [], controllers: offered.controllers });
    expect(offered.calls).to.deep.equal(['walletConnect rainbow']);
    const notOffered = recordingControllers({ walletConnect: false });
    selectDirectoryWallet({ wallet: RAINBOW, connectors: [], controllers: notOffered.controllers });
    expect(notOffered.calls).to.deep.equal(['track CLICK_GET_WALLET', 'push Downloads']);
  });

  it('never takes the WalletConnect row for an installed copy of a wallet of that name', () => {
    const { calls, controllers } = recordingControllers({ walletConnect: true });
    const named: WalletListEntry = { id: 'wc-named', name: 'WalletConnect' };
    selectDirectoryWallet({
      wallet: named,
      connectors: [connector('walletConnect', 'WalletConnect', 'WALLET_CONNECT')],
      controllers,
    });
    expect(calls).to.deep.equal(['walletConnect wc-named']);
  });
});
