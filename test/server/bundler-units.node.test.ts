import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { encodeErrorResult, numberToHex, parseGwei, type Hex } from 'viem';
import { formatUserOperationRequest, toPackedUserOperation, type UserOperation } from 'viem/account-abstraction';
import { BundlerRpcError } from '../../server/bundler/bundler-error.js';
import { MAX_CALL_GAS_LIMIT, USER_OPERATION_MAX_BYTES } from '../../server/bundler/bundler-limits.js';
import { checkValidationData } from '../../server/bundler/check-validation-data.js';
import { createSerialQueue } from '../../server/bundler/create-serial-queue.js';
import { decodeEntryPointRevert } from '../../server/bundler/decode-entry-point-revert.js';
import { readEntryPointContracts } from '../../server/bundler/entry-point-contracts.js';
import { formatUserOperation } from '../../server/bundler/format-user-operation.js';
import { parseUserOperation } from '../../server/bundler/parse-user-operation.js';
import { calculatePreVerificationGas } from '../../server/bundler/pre-verification-gas.js';
import { unpackUserOperation } from '../../server/bundler/unpack-user-operation.js';
import { createUserOperationStore } from '../../server/bundler/user-operation-store.js';

const SENDER = '0x1111111111111111111111111111111111111111';
const FACTORY = '0x2222222222222222222222222222222222222222';
const PAYMASTER = '0x3333333333333333333333333333333333333333';
const signature = `0x${'5a'.repeat(65)}` as Hex;

const operation: UserOperation<'0.7'> = {
  sender: SENDER,
  nonce: 7n,
  factory: FACTORY,
  factoryData: '0xabcdef',
  callData: '0xb61d27f6',
  callGasLimit: 90_000n,
  verificationGasLimit: 300_000n,
  preVerificationGas: 60_000n,
  maxFeePerGas: parseGwei('3'),
  maxPriorityFeePerGas: parseGwei('1'),
  signature,
};
const rpcOperation = formatUserOperationRequest(operation);

/** Runs `run` and returns the BundlerRpcError it throws. */
function refusalOf(run: () => unknown): BundlerRpcError {
  try {
    run();
  } catch (error) {
    if (error instanceof BundlerRpcError) return error;
    throw error;
  }
  throw new Error('expected a BundlerRpcError');
}

describe('parseUserOperation (server/bundler/parse-user-operation.ts)', () => {
  it("reads viem's RPC form back into the operation it came from", () => {
    assert.deepEqual(parseUserOperation({ value: rpcOperation }), operation);
    assert.deepEqual(formatUserOperation({ userOperation: operation }), rpcOperation);
  });

  it('reads a paymaster with its limits and data', () => {
    const withPaymaster = {
      ...operation,
      paymaster: PAYMASTER,
      paymasterVerificationGasLimit: 50_000n,
      paymasterPostOpGasLimit: 10_000n,
      paymasterData: '0x1234',
    } as UserOperation<'0.7'>;
    assert.deepEqual(parseUserOperation({ value: formatUserOperationRequest(withPaymaster) }), withPaymaster);
  });

  it('refuses missing and malformed fields with -32602 and the field name', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...rpcOperation, sender: undefined }, 'Missing field: sender'],
      [{ ...rpcOperation, signature: undefined }, 'Missing field: signature'],
      [{ ...rpcOperation, nonce: '12' }, 'Invalid nonce: expected a hex quantity'],
      [{ ...rpcOperation, callData: '0xabc' }, 'Invalid callData: expected hex bytes'],
      [{ ...rpcOperation, sender: '0x1234' }, 'Invalid sender: expected an address'],
      [{ ...rpcOperation, factory: undefined }, 'factoryData without factory'],
      [
        { ...rpcOperation, initCode: '0x' },
        'EntryPoint v0.6 fields (initCode, paymasterAndData) are not supported: use factory and paymaster',
      ],
      [{ ...rpcOperation, eip7702Auth: {} }, 'EIP-7702 authorizations are not supported'],
      [
        { ...rpcOperation, maxPriorityFeePerGas: numberToHex(parseGwei('4')) },
        'maxPriorityFeePerGas is above maxFeePerGas',
      ],
    ];
    for (const [value, message] of cases) {
      const error = refusalOf(() => parseUserOperation({ value }));
      assert.deepEqual({ code: error.code, message: error.message }, { code: -32602, message });
    }
    assert.equal(
      refusalOf(() => parseUserOperation({ value: [rpcOperation] })).message,
      'The user operation must be an object',
    );
  });

  it('refuses gas limits over the caps and data over the size cap', () => {
    const greedy = refusalOf(() =>
      parseUserOperation({ value: { ...rpcOperation, callGasLimit: numberToHex(MAX_CALL_GAS_LIMIT + 1n) } }),
    );
    assert.equal(
      greedy.message,
      `callGasLimit ${MAX_CALL_GAS_LIMIT + 1n} is over this bundler's cap of ${MAX_CALL_GAS_LIMIT}`,
    );
    const large = refusalOf(() =>
      parseUserOperation({ value: { ...rpcOperation, callData: `0x${'00'.repeat(USER_OPERATION_MAX_BYTES)}` } }),
    );
    assert.match(large.message, /^User operation too large: \d+ bytes of data, at most 32768$/);
    assert.deepEqual(
      parseUserOperation({ value: { ...rpcOperation, callGasLimit: numberToHex(MAX_CALL_GAS_LIMIT) } }).callGasLimit,
      MAX_CALL_GAS_LIMIT,
    );
  });

  it('lets an estimate leave out the gas limits and fees (0), but not the signature', () => {
    const { callGasLimit, verificationGasLimit, preVerificationGas, maxFeePerGas, maxPriorityFeePerGas, ...rest } =
      rpcOperation;
    void [callGasLimit, verificationGasLimit, preVerificationGas, maxFeePerGas, maxPriorityFeePerGas];
    const parsed = parseUserOperation({ value: rest, forEstimate: true });
    assert.deepEqual(
      [
        parsed.callGasLimit,
        parsed.verificationGasLimit,
        parsed.preVerificationGas,
        parsed.maxFeePerGas,
        parsed.maxPriorityFeePerGas,
      ],
      [0n, 0n, 0n, 0n, 0n],
    );
    assert.equal(refusalOf(() => parseUserOperation({ value: rest })).message, 'Missing field: callGasLimit');
  });
});

describe('unpackUserOperation (server/bundler/unpack-user-operation.ts)', () => {
  it("inverts viem's toPackedUserOperation, with and without factory and paymaster", () => {
    const { factory: _f, factoryData: _d, ...deployed } = operation;
    const withPaymaster = {
      ...operation,
      paymaster: PAYMASTER,
      paymasterVerificationGasLimit: 50_000n,
      paymasterPostOpGasLimit: 10_000n,
      paymasterData: '0x1234',
    } as UserOperation<'0.7'>;
    for (const userOperation of [operation, deployed as UserOperation<'0.7'>, withPaymaster])
      assert.deepEqual(unpackUserOperation({ packed: toPackedUserOperation(userOperation) }), userOperation);
  });
});

describe('calculatePreVerificationGas (server/bundler/pre-verification-gas.ts)', () => {
  it('depends on the lengths only: an estimate with zero gas and a stub signature covers the signed operation', () => {
    const stub = {
      ...operation,
      callGasLimit: 0n,
      verificationGasLimit: 0n,
      preVerificationGas: 0n,
      signature: `0x${'00'.repeat(65)}` as Hex,
    };
    assert.equal(
      calculatePreVerificationGas({ userOperation: stub }),
      calculatePreVerificationGas({ userOperation: operation }),
    );
    const longer = { ...operation, signature: `0x${'5a'.repeat(97)}` as Hex };
    assert.equal(
      calculatePreVerificationGas({ userOperation: longer }) -
        calculatePreVerificationGas({ userOperation: operation }),
      16n * 32n,
      'a signature one word longer costs one word more',
    );
  });
});

describe('checkValidationData (server/bundler/check-validation-data.ts)', () => {
  const now = 1_000_000n;
  const timeRange = ({ validUntil, validAfter }: { validUntil: bigint; validAfter: bigint }) =>
    (validAfter << 208n) | (validUntil << 160n);
  const refusal = (accountValidationData: bigint, paymasterValidationData = 0n) => {
    const error = refusalOf(() => checkValidationData({ accountValidationData, paymasterValidationData, now }));
    return { code: error.code, message: error.message };
  };

  it('passes a valid operation, with no time range or one that includes now', () => {
    checkValidationData({ accountValidationData: 0n, paymasterValidationData: 0n, now });
    checkValidationData({
      accountValidationData: timeRange({ validUntil: now, validAfter: now }),
      paymasterValidationData: 0n,
      now,
    });
  });

  it('refuses what handleOps would refuse, with the EntryPoint reasons', () => {
    assert.deepEqual(refusal(1n), { code: -32500, message: 'AA24 signature error' });
    assert.deepEqual(refusal(0x1234n), { code: -32506, message: 'Signature aggregators are not supported' });
    assert.deepEqual(refusal(0n, 1n), { code: -32501, message: 'AA34 signature error' });
    assert.deepEqual(refusal(timeRange({ validUntil: now - 1n, validAfter: 0n })), {
      code: -32503,
      message: 'AA22 expired or not due',
    });
    assert.deepEqual(refusal(timeRange({ validUntil: 0n, validAfter: now + 1n })), {
      code: -32503,
      message: 'AA22 expired or not due',
    });
    assert.deepEqual(refusal(0n, timeRange({ validUntil: now - 1n, validAfter: 0n })), {
      code: -32503,
      message: 'AA32 paymaster expired or not due',
    });
  });
});

describe('decodeEntryPointRevert (server/bundler/decode-entry-point-revert.ts)', () => {
  const { abi } = readEntryPointContracts({ version: '0.7' });
  const decode = (data: Hex | undefined) => {
    const error = decodeEntryPointRevert({ abi, data, fallbackMessage: 'the node said no' });
    return { code: error.code, message: error.message, data: error.data };
  };

  it("turns FailedOp into -32500 with the EntryPoint's reason, a paymaster's into -32501", () => {
    assert.deepEqual(decode(encodeErrorResult({ abi, errorName: 'FailedOp', args: [0n, "AA21 didn't pay prefund"] })), {
      code: -32500,
      message: "AA21 didn't pay prefund",
      data: undefined,
    });
    assert.equal(
      decode(encodeErrorResult({ abi, errorName: 'FailedOp', args: [0n, 'AA31 paymaster deposit too low'] })).code,
      -32501,
    );
  });

  it("adds FailedOpWithRevert's inner reason to the message and returns its data", () => {
    const inner = encodeErrorResult({
      abi: [{ type: 'error', name: 'Error', inputs: [{ type: 'string', name: 'message' }] }],
      errorName: 'Error',
      args: ['not the owner'],
    });
    assert.deepEqual(
      decode(encodeErrorResult({ abi, errorName: 'FailedOpWithRevert', args: [0n, 'AA23 reverted', inner] })),
      {
        code: -32500,
        message: 'AA23 reverted: not the owner',
        data: inner,
      },
    );
  });

  it('falls back to the node message without data, and to the hex of an unknown revert', () => {
    assert.deepEqual(decode(undefined), { code: -32500, message: 'the node said no', data: undefined });
    assert.equal(decode('0xdeadbeef').message, 'EntryPoint reverted: 0xdeadbeef');
  });
});

describe('createSerialQueue (server/bundler/create-serial-queue.ts)', () => {
  it('runs one task at a time, in order, and goes on after a failure', async () => {
    const queue = createSerialQueue();
    const events: string[] = [];
    let running = 0;
    const task =
      (name: string, fail = false) =>
      async () => {
        running++;
        assert.equal(running, 1, 'only one task at a time');
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`end ${name}`);
        running--;
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([queue.run(task('a')), queue.run(task('b', true)), queue.run(task('c'))]);
    assert.deepEqual(events, ['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    assert.deepEqual(
      results.map((result) => result.status),
      ['fulfilled', 'rejected', 'fulfilled'],
    );
  });
});

describe('createUserOperationStore (server/bundler/user-operation-store.ts)', () => {
  it('forgets the oldest operation past its capacity', () => {
    const store = createUserOperationStore({ capacity: 2 });
    const sent = {
      userOperation: operation,
      entryPoint: SENDER,
      transactionHash: '0x01',
      blockHash: '0x02',
      blockNumber: '0x3',
    } as const;
    const hashes = ['0xa1', '0xa2', '0xa3'] as Hex[];
    for (const userOpHash of hashes) store.remember({ userOpHash, sent });
    assert.deepEqual(
      hashes.map((userOpHash) => store.find({ userOpHash }) !== undefined),
      [false, true, true],
    );
  });
});
