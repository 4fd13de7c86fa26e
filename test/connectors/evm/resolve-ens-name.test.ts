import { expect } from '@open-wc/testing';
import { custom, decodeFunctionData, encodeFunctionResult, namehash, parseAbi, type Hex } from 'viem';
import { resolveEnsName } from '../../../src/connectors/evm/resolve-ens-name.js';

const UNIVERSAL_RESOLVER = '0xeeeeeeee14d718c2b47d9923deab1335e144eeee';
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const AVATAR = 'https://images.example/alice.png';
const universalResolverAbi = parseAbi([
  'function resolveWithGateways(bytes name, bytes data, string[] gateways) view returns (bytes, address)',
]);
const resolverAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function text(bytes32 node, string key) view returns (string)',
]);

/**
 * A chain whose universal resolver knows `records` (ENS is a third party: no ENS contracts can be
 * installed here, so the test answers its eth_call as the contract would).
 */
function ensChain(records: Record<string, { address?: string; avatar?: string }>) {
  const calls: string[] = [];
  const transport = custom({
    async request({ method, params }: { method: string; params: unknown }) {
      if (method === 'eth_chainId') return '0x1';
      if (method !== 'eth_call') throw new Error(`unexpected ${method}`);
      const [{ to, data }] = params as [{ to: string; data: Hex }];
      if (to.toLowerCase() !== UNIVERSAL_RESOLVER) throw new Error(`call to ${to}`);
      const outer = decodeFunctionData({ abi: universalResolverAbi, data });
      const inner = decodeFunctionData({ abi: resolverAbi, data: outer.args[1] });
      const entry = Object.entries(records).find(([name]) => namehash(name) === inner.args[0])?.[1];
      calls.push(inner.functionName);
      const result =
        inner.functionName === 'addr'
          ? encodeFunctionResult({
              abi: resolverAbi,
              functionName: 'addr',
              result: (entry?.address ?? '0x0000000000000000000000000000000000000000') as Hex,
            })
          : encodeFunctionResult({ abi: resolverAbi, functionName: 'text', result: entry?.avatar ?? '' });
      return encodeFunctionResult({
        abi: universalResolverAbi,
        functionName: 'resolveWithGateways',
        result: [result, '0x0000000000000000000000000000000000000001'],
      });
    },
  });
  return { transport, calls };
}

describe('resolveEnsName', () => {
  it("reads the name's address through the universal resolver, and never its avatar record", async () => {
    const { transport, calls } = ensChain({ 'alice.eth': { address: ADDRESS, avatar: AVATAR } });
    const answer = await resolveEnsName({
      name: 'Alice.eth',
      rpcUrl: 'http://127.0.0.1:9',
      universalResolverAddress: UNIVERSAL_RESOLVER,
      transport,
    });
    // Issue 18: an ENS avatar is a URL its owner typed; the modal shows only the name service's images.
    expect(answer).to.deep.equal({ address: ADDRESS });
    expect(calls).to.deep.equal(['addr']);
  });

  it('answers a null address for a name without one', async () => {
    const { transport, calls } = ensChain({ 'bob.eth': { avatar: AVATAR } });
    const answer = await resolveEnsName({
      name: 'bob.eth',
      rpcUrl: 'http://127.0.0.1:9',
      universalResolverAddress: UNIVERSAL_RESOLVER,
      transport,
    });
    expect(answer).to.deep.equal({ address: null });
    expect(calls).to.deep.equal(['addr']);
  });
});
