import { expect } from '@open-wc/testing';
import { BaseError } from '../../../src/core/errors/base-error.js';

describe('BaseError', () => {
  it('uses the short message alone when there is nothing else', () => {
    const error = new BaseError('Something went wrong');
    expect(error).to.be.instanceOf(Error);
    expect(error.name).to.equal('BaseError');
    expect(error.message).to.equal('Something went wrong');
    expect(error.shortMessage).to.equal('Something went wrong');
    expect(error.details).to.equal(undefined);
  });

  it('joins meta messages, docs path and details viem-style', () => {
    const error = new BaseError('Request failed', {
      details: 'wallet said no',
      docsPath: '/errors#request-failed',
      metaMessages: ['Try again.'],
    });
    expect(error.message).to.equal(
      'Request failed\n\nTry again.\nDocs: /errors#request-failed\nDetails: wallet said no',
    );
    expect(error.docsPath).to.equal('/errors#request-failed');
    expect(error.metaMessages).to.deep.equal(['Try again.']);
  });

  it('keeps the cause without copying its text into the message', () => {
    const cause = new Error('share=deadbeef');
    const error = new BaseError('Sign failed', { cause });
    expect(error.cause).to.equal(cause);
    expect(error.message).to.equal('Sign failed');
    expect(error.message).not.to.contain('deadbeef');
  });

  it('lets a subclass set a literal name', () => {
    class ExampleError extends BaseError {
      override name = 'ExampleError' as const;
    }
    const error = new ExampleError('x');
    expect(error.name).to.equal('ExampleError');
    expect(error).to.be.instanceOf(BaseError);
  });
});
