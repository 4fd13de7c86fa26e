import { expect } from '@open-wc/testing';
import type { AdapterHost, AppKitAdapter } from '../../src/core/types/adapter.js';
import { setupAppKit, type AppKitFixture } from '../helpers/setup-app-kit.js';

/** An adapter that records what createAppKit hands it. */
function createRecordingAdapter() {
  const record = { hosts: [] as AdapterHost[], stops: 0 };
  const adapter: AppKitAdapter = {
    namespace: 'eip155',
    attach(host) {
      record.hosts.push(host);
      return () => void record.stops++;
    },
  };
  return { adapter, record };
}

describe('createAppKit({ adapters })', () => {
  let fixture: AppKitFixture | undefined;
  afterEach(() => {
    fixture?.teardown();
    fixture = undefined;
  });

  it('attaches each adapter once with the stores, hands it the controllers when the core starts, and stops it on destroy', async () => {
    const { adapter, record } = createRecordingAdapter();
    fixture = await setupAppKit({ wallet: false, options: { adapters: [adapter] } });
    expect(record.hosts).to.have.length(1);
    const [host] = record.hosts;
    expect(Object.keys(host!.stores.chains.get())).to.deep.equal(['eip155']);
    expect(await host!.controllers).to.equal(fixture.controllers);
    expect(record.stops).to.equal(0);
    fixture.teardown();
    fixture = undefined;
    expect(record.stops).to.equal(1);
  });
});
