import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  encodeAbiParameters,
  encodeEventTopics,
  encodeFunctionData,
  pad,
  parseAbi,
  toHex,
  type Address,
  type Hex,
  type Log,
} from 'viem';
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction';
import { readAccountCalls, readUserOperations } from '../../server/indexer/read-user-operations.js';

const SENDER: Address = '0x1111111111111111111111111111111111111111';
const OTHER: Address = '0x2222222222222222222222222222222222222222';
const TARGET: Address = '0x3333333333333333333333333333333333333333';
const accountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
]);

function log({
  address = entryPoint07Address,
  logIndex,
  topics,
  data = '0x',
}: {
  address?: Address;
  logIndex: number;
  topics: Hex[];
  data?: Hex;
}): Log {
  return { address, logIndex, topics, data } as unknown as Log;
}

const beforeExecution = (logIndex: number) =>
  log({ logIndex, topics: encodeEventTopics({ abi: entryPoint07Abi, eventName: 'BeforeExecution' }) as Hex[] });

function userOperationEvent({
  logIndex,
  sender,
  nonce,
  success,
  address,
}: {
  logIndex: number;
  sender: Address;
  nonce: bigint;
  success: boolean;
  address?: Address;
}) {
  const userOpHash = pad(toHex(logIndex), { size: 32 });
  return log({
    address,
    logIndex,
    topics: encodeEventTopics({
      abi: entryPoint07Abi,
      eventName: 'UserOperationEvent',
      args: { userOpHash, sender, paymaster: '0x0000000000000000000000000000000000000000' },
    }) as Hex[],
    data: encodeAbiParameters(
      [{ type: 'uint256' }, { type: 'bool' }, { type: 'uint256' }, { type: 'uint256' }],
      [nonce, success, 1n, 1n],
    ),
  });
}

const packed = ({ sender, nonce, callData }: { sender: Address; nonce: bigint; callData: Hex }) => ({
  sender,
  nonce,
  initCode: '0x' as Hex,
  callData,
  accountGasLimits: pad('0x', { size: 32 }),
  preVerificationGas: 0n,
  gasFees: pad('0x', { size: 32 }),
  paymasterAndData: '0x' as Hex,
  signature: '0x' as Hex,
});

describe('readAccountCalls (server/indexer/read-user-operations.ts)', () => {
  it('reads execute as one call, executeBatch as each, and nothing else', () => {
    assert.deepEqual(
      readAccountCalls({
        callData: encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [TARGET, 5n, '0x'] }),
      }),
      [{ target: TARGET, value: 5n }],
    );
    const batch = encodeFunctionData({
      abi: accountAbi,
      functionName: 'executeBatch',
      args: [
        [
          { target: TARGET, value: 1n, data: '0x' },
          { target: OTHER, value: 0n, data: '0xabcd' },
        ],
      ],
    });
    assert.deepEqual(readAccountCalls({ callData: batch }), [
      { target: TARGET, value: 1n },
      { target: OTHER, value: 0n },
    ]);
    assert.equal(readAccountCalls({ callData: '0xdeadbeef' }), undefined);
    assert.equal(readAccountCalls({ callData: '0x' }), undefined);
  });
});

describe('readUserOperations (server/indexer/read-user-operations.ts)', () => {
  const first = encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [TARGET, 7n, '0x'] });
  const second = encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [OTHER, 9n, '0x'] });
  const input = encodeFunctionData({
    abi: entryPoint07Abi,
    functionName: 'handleOps',
    args: [
      [packed({ sender: SENDER, nonce: 3n, callData: first }), packed({ sender: OTHER, nonce: 0n, callData: second })],
      TARGET,
    ],
  });

  it('matches each event to its operation by sender and nonce, with the log range of its execution', () => {
    const operations = readUserOperations({
      entryPoints: [entryPoint07Address],
      input,
      logs: [
        beforeExecution(4),
        userOperationEvent({ logIndex: 6, sender: OTHER, nonce: 0n, success: false }),
        userOperationEvent({ logIndex: 9, sender: SENDER, nonce: 3n, success: true }),
      ],
    });
    assert.deepEqual(
      operations.map(({ sender, success, calls, logsAfter, logsBefore }) => ({
        sender,
        success,
        calls,
        logsAfter,
        logsBefore,
      })),
      [
        { sender: OTHER, success: false, calls: [{ target: OTHER, value: 9n }], logsAfter: 4, logsBefore: 6 },
        { sender: SENDER, success: true, calls: [{ target: TARGET, value: 7n }], logsAfter: 6, logsBefore: 9 },
      ],
    );
    assert.equal(operations[0]!.userOpHash, pad(toHex(6), { size: 32 }));
  });

  it('ignores the events of unknown contracts, and keeps an operation without calls when the input is not handleOps', () => {
    const stranger: Address = '0x4444444444444444444444444444444444444444';
    assert.deepEqual(
      readUserOperations({
        entryPoints: [entryPoint07Address],
        input,
        logs: [userOperationEvent({ logIndex: 1, sender: SENDER, nonce: 3n, success: true, address: stranger })],
      }),
      [],
    );
    const [operation] = readUserOperations({
      entryPoints: [entryPoint07Address],
      input: '0x12345678',
      logs: [beforeExecution(0), userOperationEvent({ logIndex: 2, sender: SENDER, nonce: 3n, success: true })],
    });
    assert.equal(operation?.calls, undefined);
    assert.equal(operation?.sender, SENDER);
  });
});
