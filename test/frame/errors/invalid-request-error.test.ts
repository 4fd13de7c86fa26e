import { expect } from '@open-wc/testing';
import { BaseError } from '../../../src/core/errors/base-error.js';
import { ProviderRpcError } from '../../../src/core/errors/provider-rpc-error.js';
import { InvalidRequestError } from '../../../frame/src/errors/invalid-request-error.js';

describe('InvalidRequestError', () => {
  it('is EIP-1474 -32602 "Invalid params" unless given another code, which it keeps', () => {
    expect(new InvalidRequestError({ message: 'Invalid recipient' }).code).to.equal(-32602);
    expect(InvalidRequestError.code).to.equal(-32602);
    expect(new InvalidRequestError({ message: 'Not this wallet’s', code: 4100 }).code).to.equal(4100);
    // A node's own code, relayed (forwardRpc).
    expect(new InvalidRequestError({ message: 'execution reverted', code: 3 }).code).to.equal(3);
  });

  it('is a core ProviderRpcError whose message is exactly the text given, the cause kept beside it', () => {
    const cause = new Error('viem could not estimate');
    const error = new InvalidRequestError({
      message: 'The network could not estimate this transaction',
      code: -32603,
      cause,
    });
    expect(error).to.be.instanceOf(ProviderRpcError).and.instanceOf(BaseError);
    expect(error.name).to.equal('InvalidRequestError');
    expect([error.message, error.shortMessage]).to.deep.equal([
      'The network could not estimate this transaction',
      'The network could not estimate this transaction',
    ]);
    expect(error.cause).to.equal(cause);
  });
});
