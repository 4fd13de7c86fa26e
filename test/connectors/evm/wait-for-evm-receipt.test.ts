// waitForEvmReceipt's block polling (SPEC §9 "Block polling from chain block time, bounded 500 to
// 4000 ms"), against a JSON-RPC node stubbed in fetch at a remote URL, so nothing is skipped as for
// a node on this machine. The chain test (wait-for-evm-receipt.chain.test.ts) covers real receipts.
import { expect } from '@open-wc/testing';
import { numberToHex } from 'viem';
import { waitForEvmReceipt } from '../../../src/connectors/evm/wait-for-evm-receipt.js';

const ADDRESS = '0x00000000000000000000000000000000000000a1';
const HASH = `0x${'ab'.repeat(32)}`;
const BLOCK_HASH = `0x${'cd'.repeat(32)}`;
/** Seconds between the stub's blocks: a block time read from the chain is 2 s, polled at 1000 ms. */
const STUB_BLOCK_SECONDS = 2;

interface StubNode {
  /** JSON-RPC methods in the order they were called. */
  calls: string[];
  /** Every delay given to setTimeout while the node was installed. */
  timerDelays: number[];
  uninstall(): void;
}

/**
 * A node at `url` whose block number grows on every read and which finds the transaction (mined)
 * at once but its receipt only at the third look, so the wait polls at least once. setTimeout is
 * wrapped to write down delays: viem waits out its polling interval with one.
 */
function installStubNode({ url }: { url: string }): StubNode {
  const calls: string[] = [];
  const timerDelays: number[] = [];
  let blockNumber = 16;
  let receiptLooks = 0;
  const transaction = {
    hash: HASH,
    from: ADDRESS,
    to: ADDRESS,
    nonce: '0x1',
    blockHash: BLOCK_HASH,
    blockNumber: numberToHex(blockNumber),
    transactionIndex: '0x0',
    value: '0x1',
    gas: '0x5208',
    input: '0x',
    type: '0x0',
    gasPrice: '0x3b9aca00',
  };
  const receipt = {
    transactionHash: HASH,
    transactionIndex: '0x0',
    blockHash: BLOCK_HASH,
    blockNumber: numberToHex(blockNumber),
    from: ADDRESS,
    to: ADDRESS,
    cumulativeGasUsed: '0x5208',
    gasUsed: '0x5208',
    effectiveGasPrice: '0x3b9aca00',
    contractAddress: null,
    logs: [],
    logsBloom: `0x${'00'.repeat(256)}`,
    status: '0x1',
    type: '0x0',
  };
  const answer = (method: string, params: unknown[]): unknown => {
    switch (method) {
      case 'eth_blockNumber':
        return numberToHex(++blockNumber);
      case 'eth_getTransactionByHash':
        return transaction;
      case 'eth_getTransactionReceipt':
        return ++receiptLooks < 3 ? null : receipt;
      case 'eth_getBlockByNumber': {
        const number = params[0] === 'latest' ? blockNumber : Number(params[0]);
        return {
          number: numberToHex(number),
          hash: `0x${String(number).padStart(64, '0')}`,
          parentHash: `0x${String(number - 1).padStart(64, '0')}`,
          timestamp: numberToHex(number * STUB_BLOCK_SECONDS),
          transactions: [],
        };
      }
      default:
        throw new Error(`the stub node has no ${method}`);
    }
  };
  const realFetch = window.fetch;
  const realSetTimeout = window.setTimeout;
  window.fetch = async (input, init) => {
    if (String(input) !== url) return realFetch(input, init);
    const body = JSON.parse(String(init?.body)) as unknown;
    const requests = (Array.isArray(body) ? body : [body]) as Array<{ id: number; method: string; params?: unknown[] }>;
    const answers = requests.map(({ id, method, params }) => {
      calls.push(method);
      return { jsonrpc: '2.0', id, result: answer(method, params ?? []) };
    });
    return new Response(JSON.stringify(Array.isArray(body) ? answers : answers[0]), {
      headers: { 'content-type': 'application/json' },
    });
  };
  window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) => {
    timerDelays.push(timeout ?? 0);
    return realSetTimeout(handler, timeout, ...rest);
  }) as typeof window.setTimeout;
  return {
    calls,
    timerDelays,
    uninstall() {
      window.fetch = realFetch;
      window.setTimeout = realSetTimeout;
    },
  };
}

// Each test its own URL: block times read from a chain are kept per URL for the page's lifetime.
let urlCount = 0;
const remoteUrl = () => `https://receipt-rpc${++urlCount}.example/v1/?chainId=eip155%3A1`;

describe('waitForEvmReceipt', () => {
  let node: StubNode | undefined;
  afterEach(() => node?.uninstall());

  it("polls at half the network's block time, without reading blocks", async () => {
    const rpcUrl = remoteUrl();
    node = installStubNode({ url: rpcUrl });
    expect(await waitForEvmReceipt({ rpcUrl, hash: HASH, blockTimeMs: 1400 })).to.deep.equal({
      status: 'success',
      hash: HASH,
    });
    expect(node.timerDelays).to.include(700);
    expect(node.calls).to.include('eth_blockNumber');
    expect(node.calls).not.to.include('eth_getBlockByNumber');
  });

  it('without a block time, reads two blocks and polls at half their gap (the control)', async () => {
    const rpcUrl = remoteUrl();
    node = installStubNode({ url: rpcUrl });
    expect(await waitForEvmReceipt({ rpcUrl, hash: HASH })).to.deep.equal({ status: 'success', hash: HASH });
    expect(node.timerDelays).to.include(1000);
    expect(node.timerDelays).not.to.include(700);
    expect(node.calls.filter((method) => method === 'eth_getBlockByNumber')).to.have.length(2);
  });
});
