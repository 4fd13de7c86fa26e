import { expect } from '@open-wc/testing';
import { AuthApiError } from '../../../frame/src/api/auth-api-error.js';
import { ApprovalQueueFullError } from '../../../frame/src/approval/create-approval-queue.js';
import { InvalidRequestError } from '../../../frame/src/approval/describe-evm-request.js';
import { toErrorReply } from '../../../frame/src/handlers/to-error-reply.js';

const KEY_HEX = '4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';

describe('toErrorReply', () => {
  it('T21: answers an unexpected Error holding a 64-hex key with the generic text only', () => {
    for (const error of [new Error(`signing failed for key 0x${KEY_HEX}`), new TypeError(KEY_HEX), new DOMException(`unwrap ${KEY_HEX}`, 'OperationError'), `0x${KEY_HEX}`, { message: KEY_HEX }]) {
      const reply = toErrorReply(error);
      expect(reply).to.deep.equal({ message: 'Something went wrong' });
      expect(JSON.stringify(reply)).not.to.contain(KEY_HEX);
    }
  });

  it('passes on only our own short texts, with their EIP-1193 / EIP-1474 codes', () => {
    expect(toErrorReply(new InvalidRequestError('Invalid recipient'))).to.deep.equal({ message: 'Invalid recipient', code: -32602 });
    expect(toErrorReply(new ApprovalQueueFullError())).to.deep.equal({ message: 'Too many requests are waiting for approval', code: -32005 });
    expect(toErrorReply(new AuthApiError({ status: 400, code: 'INVALID_CODE', message: 'Invalid code', attemptsLeft: 1 }))).to.deep.equal({ message: 'Invalid code. 1 try left' });
  });
});
