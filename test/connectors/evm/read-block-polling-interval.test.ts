import { expect } from '@open-wc/testing';
import { createClient, custom, numberToHex } from 'viem';
import { readBlockPollingInterval } from '../../../src/connectors/evm/read-block-polling-interval.js';

/** A chain whose blocks are `timestamps` (seconds, index = number), on a client that writes down every call. */
function chainClient({ timestamps, failing = false }: { timestamps: number[]; failing?: boolean }) {
  const calls: string[] = [];
  const block = (number: number) => ({
    number: numberToHex(number),
    hash: `0x${String(number).padStart(64, '0')}`,
    parentHash: `0x${String(Math.max(number - 1, 0)).padStart(64, '0')}`,
    timestamp: numberToHex(timestamps[number]!),
    transactions: [],
  });
  const client = createClient({
    transport: custom(
      {
        async request({ method, params }: { method: string; params?: unknown }) {
          calls.push(method);
          if (failing) throw new Error('node down');
          if (method !== 'eth_getBlockByNumber') throw new Error(`unexpected ${method}`);
          const [tag] = params as [string];
          return block(tag === 'latest' ? timestamps.length - 1 : Number(tag));
        },
      },
      { retryCount: 0 },
    ),
  });
  return { client, calls };
}

// Each test its own URL: the module keeps one reading per URL for the page's lifetime.
let urlCount = 0;
const remoteUrl = () => `https://rpc${++urlCount}.example/v1/?chainId=eip155%3A1`;

describe('readBlockPollingInterval', () => {
  it("uses the network definition's block time without a read", async () => {
    const { client, calls } = chainClient({ timestamps: [0, 1] });
    expect(await readBlockPollingInterval({ client, rpcUrl: remoteUrl(), blockTimeMs: 2000 })).to.equal(1000);
    expect(calls).to.deep.equal([]);
  });

  it('polls a node on this machine at the 500 ms minimum without a read (a dev chain mines on demand)', async () => {
    const { client, calls } = chainClient({ timestamps: [0, 100] });
    expect(await readBlockPollingInterval({ client, rpcUrl: 'http://127.0.0.1:8545' })).to.equal(500);
    expect(calls).to.deep.equal([]);
  });

  it('measures the gap between the latest block and its parent, once per chain', async () => {
    const slow = chainClient({ timestamps: [100, 112, 124] });
    const url = remoteUrl();
    expect(await readBlockPollingInterval({ client: slow.client, rpcUrl: url })).to.equal(4000);
    expect(await readBlockPollingInterval({ client: slow.client, rpcUrl: url })).to.equal(4000);
    expect(slow.calls).to.deep.equal(['eth_getBlockByNumber', 'eth_getBlockByNumber']);
    const fast = chainClient({ timestamps: [100, 102, 104] });
    expect(await readBlockPollingInterval({ client: fast.client, rpcUrl: remoteUrl() })).to.equal(1000);
    const subSecond = chainClient({ timestamps: [100, 100, 100] });
    expect(await readBlockPollingInterval({ client: subSecond.client, rpcUrl: remoteUrl() })).to.equal(500);
  });

  it('falls back to the 4000 ms maximum when the blocks cannot be read, and reads again next time', async () => {
    const url = remoteUrl();
    const down = chainClient({ timestamps: [100, 102], failing: true });
    expect(await readBlockPollingInterval({ client: down.client, rpcUrl: url })).to.equal(4000);
    const genesisOnly = chainClient({ timestamps: [100] });
    expect(await readBlockPollingInterval({ client: genesisOnly.client, rpcUrl: url })).to.equal(4000);
    expect(genesisOnly.calls).to.deep.equal(['eth_getBlockByNumber']);
    const up = chainClient({ timestamps: [100, 102] });
    expect(await readBlockPollingInterval({ client: up.client, rpcUrl: url })).to.equal(1000);
  });
});
