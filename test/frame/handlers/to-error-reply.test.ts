import { expect } from '@open-wc/testing';
import { UserRejectedRequestError } from '../../../src/core/errors/provider-rpc-error.js';
import type { FrameErrorPayload } from '../../../src/core/protocol/index.js';
import {
  ApprovalQueueFullError,
  AuthApiError,
  InvalidKeySharesError,
  InvalidRequestError,
  NetworkSwitchRequiredError,
  NoDeviceRecordError,
  PasskeyUnavailableError,
  PassphraseTooShortError,
  ProofOfWorkGaveUpError,
  RecoveryKeyInvalidError,
  ScreenCancelledError,
  ShareDecryptionError,
  SignInStepRequiredError,
  StorageUnavailableError,
  UnsupportedNetworkError,
  WalletAddressMismatchError,
  WalletNotSignedInError,
} from '../../../frame/src/errors/index.js';
import * as family from '../../../frame/src/errors/index.js';
import { toErrorReply } from '../../../frame/src/handlers/to-error-reply.js';

const KEY_HEX = '4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const GENERIC = { message: 'Something went wrong' };

describe('toErrorReply', () => {
  it('T21: answers an unexpected Error holding a 64-hex key with the generic text only', () => {
    for (const error of [
      new Error(`signing failed for key 0x${KEY_HEX}`),
      new TypeError(KEY_HEX),
      new DOMException(`unwrap ${KEY_HEX}`, 'OperationError'),
      `0x${KEY_HEX}`,
      { message: KEY_HEX },
    ]) {
      const reply = toErrorReply(error);
      expect(reply).to.deep.equal({ message: 'Something went wrong' });
      expect(JSON.stringify(reply)).not.to.contain(KEY_HEX);
    }
  });

  it('passes on only our own short texts, with their EIP-1193 / EIP-1474 codes', () => {
    expect(toErrorReply(new InvalidRequestError({ message: 'Invalid recipient' }))).to.deep.equal({
      message: 'Invalid recipient',
      code: -32602,
    });
    expect(toErrorReply(new ApprovalQueueFullError())).to.deep.equal({
      message: 'Too many requests are waiting for approval',
      code: -32005,
    });
    expect(
      toErrorReply(new AuthApiError({ status: 400, code: 'INVALID_CODE', message: 'Invalid code', attemptsLeft: 1 })),
    ).to.deep.equal({ message: 'Invalid code. 1 try left' });
  });

  // The payloads the dapp side reads (src/core/controllers, FrameRequestError); each row is what the frame sent before the error family
  // (HEAD 716f0cf's toErrorReply given the error each throw site threw then: checked side by side when the family was built).
  it('answers every class of the frame’s error family with the payload the dapp side expects', () => {
    const long = 'n'.repeat(600);
    const rows: Array<[error: unknown, reply: FrameErrorPayload]> = [
      [
        new InvalidRequestError({ message: 'eth_sign is not supported by the embedded wallet yet', code: 4200 }),
        { message: 'eth_sign is not supported by the embedded wallet yet', code: 4200 },
      ],
      [new InvalidRequestError({ message: long, code: -32000 }), { message: long.slice(0, 512), code: -32000 }],
      [new WalletNotSignedInError(), { message: 'The embedded wallet is not signed in', code: 4100 }],
      [
        new NetworkSwitchRequiredError({ active: 'eip155:1', requested: 'eip155:137' }),
        { message: 'The wallet is on eip155:1, not eip155:137: switch the network first', code: 4901 },
      ],
      [new UnsupportedNetworkError(), { message: 'Network not supported by the embedded wallet', code: 4902 }],
      [new ApprovalQueueFullError(), { message: 'Too many requests are waiting for approval', code: -32005 }],
      [new UserRejectedRequestError(), { message: 'User rejected the request.', code: 4001 }],
      [new ScreenCancelledError(), { message: 'User rejected the request.', code: 4001 }],
      [
        new AuthApiError({ status: 400, code: 'INVALID_CODE', message: 'Invalid code', attemptsLeft: 3 }),
        { message: 'Invalid code. 3 tries left' },
      ],
      [
        new AuthApiError({
          status: 429,
          code: 'RESEND_COOLDOWN',
          message: 'Please try again after 12 seconds',
          retryAfterSeconds: 12,
        }),
        { message: 'Please try again after 12 seconds' },
      ],
      [
        new AuthApiError({ status: 500, code: 'HTTP_500', message: long, attemptsLeft: 2 }),
        { message: long.slice(0, 512) },
      ],
      [
        new WalletAddressMismatchError({ chains: ['evm', 'solana'] }),
        { message: 'The wallet could not be unlocked on this device' },
      ],
      [
        new StorageUnavailableError({ cause: new DOMException('blocked', 'SecurityError') }),
        { message: 'This browser does not let the wallet keep its data here', reason: 'STORAGE_UNAVAILABLE' },
      ],
      // Never meant for the page: the handlers catch them, or they mean a bug.
      [new ShareDecryptionError({ kind: 'recovery' }), GENERIC],
      [new InvalidKeySharesError({ reason: 'DUPLICATE_X' }), GENERIC],
      [new NoDeviceRecordError(), GENERIC],
      [new SignInStepRequiredError({ step: { action: 'VERIFY_RECOVERY_KEY' } }), GENERIC],
      [new RecoveryKeyInvalidError(), GENERIC],
      [new PasskeyUnavailableError(), GENERIC],
      [new PassphraseTooShortError(), GENERIC],
      [new ProofOfWorkGaveUpError({ reason: 'timeout' }), GENERIC],
    ];
    for (const [error, reply] of rows) expect(toErrorReply(error), (error as Error).name).to.deep.equal(reply);
    // A class added to the family gets a row here, so its reply is decided rather than inherited.
    const covered = new Set(rows.map(([error]) => (error as object).constructor));
    for (const [name, value] of Object.entries(family))
      if (typeof value === 'function') expect(covered.has(value), `${name} has a row`).to.equal(true);
  });

  it('T21: sends only the short message of a family error, never its details, meta lines or cause', () => {
    const secret = { cause: new Error(`key 0x${KEY_HEX}`), details: `raw ${KEY_HEX}`, metaMessages: [KEY_HEX] };
    const errors = [
      new InvalidRequestError({ message: 'Invalid data', ...secret }),
      new WalletNotSignedInError(secret),
      new AuthApiError({ status: 400, code: 'INVALID_CODE', message: 'Invalid code', ...secret }),
      new StorageUnavailableError(secret),
    ];
    for (const error of errors) {
      expect(error.message, `${error.name} keeps them for logs`).to.contain(KEY_HEX);
      expect(JSON.stringify(toErrorReply(error)), error.name).not.to.contain(KEY_HEX);
    }
  });
});
