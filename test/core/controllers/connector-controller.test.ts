import { expect } from '@open-wc/testing';
import { atom } from 'nanostores';
import { ConnectorController } from '../../../src/core/controllers/connector-controller.js';
import { createEip1193Connector } from '../../../src/connectors/evm/eip1193-connector.js';
import type { Connector } from '../../../src/core/types/connector.js';
import { createEvmTestWallet } from '../../helpers/evm-test-wallet/index.js';

const DEV_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

function wallet(storageKey: string) {
  return createEvmTestWallet({
    privateKey: DEV_KEY,
    chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }],
    storageKey,
  });
}

describe('ConnectorController', () => {
  it('ignores a second announcement of the same wallet (same rdns)', () => {
    const connectors = new ConnectorController({ store: atom<readonly Connector[]>([]) });
    const { provider } = wallet('a');
    connectors.add(
      createEip1193Connector({ id: 'dev.wallet', name: 'Wallet', type: 'ANNOUNCED', provider, rdns: 'dev.wallet' }),
    );
    connectors.add(
      createEip1193Connector({
        id: 'dev.wallet',
        name: 'Wallet again',
        type: 'ANNOUNCED',
        provider,
        rdns: 'dev.wallet',
      }),
    );
    expect(connectors.all.map((connector) => connector.name)).to.deep.equal(['Wallet']);
  });

  it('drops the legacy injected entry when the same provider announces itself', () => {
    const connectors = new ConnectorController({ store: atom<readonly Connector[]>([]) });
    const { provider } = wallet('b');
    connectors.add(createEip1193Connector({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', provider }));
    connectors.add(
      createEip1193Connector({ id: 'dev.wallet', name: 'Wallet', type: 'ANNOUNCED', provider, rdns: 'dev.wallet' }),
    );
    expect(connectors.all.map((connector) => connector.id)).to.deep.equal(['dev.wallet']);
  });

  it('waits for a connector to appear, or gives up after the timeout', async () => {
    const connectors = new ConnectorController({ store: atom<readonly Connector[]>([]) });
    const late = connectors.waitFor({ id: 'dev.wallet', timeoutMs: 1000 });
    setTimeout(
      () =>
        connectors.add(
          createEip1193Connector({
            id: 'dev.wallet',
            name: 'Wallet',
            type: 'ANNOUNCED',
            provider: wallet('c').provider,
            rdns: 'dev.wallet',
          }),
        ),
      20,
    );
    expect((await late)?.id).to.equal('dev.wallet');
    expect(await connectors.waitFor({ id: 'missing', timeoutMs: 30 })).to.equal(undefined);
  });
});
