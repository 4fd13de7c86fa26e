import { expect } from '@open-wc/testing';
import { HttpError } from '../../../src/core/errors/internal-errors.js';
import { siwxEmailErrorReason } from '../../../src/core/siwx/siwx-email-error-reason.js';

describe('siwxEmailErrorReason', () => {
  it("keeps the server's refusals the visitor can act on", () => {
    for (const code of ['INVALID_EMAIL', 'RATE_LIMITED', 'CODE_INVALID', 'CODE_EXPIRED'] as const)
      expect(siwxEmailErrorReason({ error: new HttpError({ status: 400, code }), step: 'verify' })).to.equal(code);
    // A dapp's own config may reject with any error carrying the same code.
    expect(siwxEmailErrorReason({ error: { code: 'RATE_LIMITED' }, step: 'send' })).to.equal('RATE_LIMITED');
  });

  it("anything else is the step's failure to reach the server, tried again as it is", () => {
    expect(siwxEmailErrorReason({ error: new TypeError('Failed to fetch'), step: 'send' })).to.equal('SEND_FAILED');
    expect(siwxEmailErrorReason({ error: new HttpError({ status: 500 }), step: 'verify' })).to.equal('VERIFY_FAILED');
    expect(
      siwxEmailErrorReason({ error: new HttpError({ status: 400, code: 'NONCE_INVALID' }), step: 'send' }),
    ).to.equal('SEND_FAILED');
    expect(siwxEmailErrorReason({ error: undefined, step: 'verify' })).to.equal('VERIFY_FAILED');
  });
});
