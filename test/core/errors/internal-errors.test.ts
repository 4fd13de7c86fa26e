import { expect } from '@open-wc/testing';
import { BaseError } from '../../../src/core/errors/base-error.js';
import { HttpError, INTERNAL_ERROR_MESSAGES, InternalSdkError } from '../../../src/core/errors/internal-errors.js';

describe('InternalSdkError', () => {
  it('has the exact internal texts of SPEC §8', () => {
    expect(Object.values(INTERNAL_ERROR_MESSAGES)).to.deep.equal([
      'SIWX is not enabled',
      'No ActiveCaipAddress found',
      'No ActiveCaipNetwork or client found',
      'No ConnectionController client found',
      'Chain adapter not found',
      'NetworkController client not set',
      'adapter must have a namespace',
    ]);
  });

  it('takes its message from the reason and reports as INTERNAL_SDK_ERROR', () => {
    const error = new InternalSdkError({ reason: 'ADAPTER_NAMESPACE_MISSING' });
    expect(error).to.be.instanceOf(BaseError);
    expect(error.name).to.equal('InternalSdkError');
    expect(error.message).to.equal('adapter must have a namespace');
    expect(error.reason).to.equal('ADAPTER_NAMESPACE_MISSING');
    expect(error.category).to.equal('INTERNAL_SDK_ERROR');
  });
});

describe('HttpError', () => {
  it("says 'HTTP status code: {status}' and reports as API_ERROR", () => {
    const error = new HttpError({ status: 429 });
    expect(error.name).to.equal('HttpError');
    expect(error.message).to.equal('HTTP status code: 429');
    expect(error.status).to.equal(429);
    expect(error.category).to.equal('API_ERROR');
  });
});
