import { expect } from '@open-wc/testing';
import { UserRejectedRequestError as ViemUserRejectedRequestError } from 'viem';
import { BaseError } from '../../../src/core/errors/base-error.js';
import {
  ChainDisconnectedError,
  InternalRpcError,
  ProviderDisconnectedError,
  ProviderRpcError,
  ResourceUnavailableRpcError,
  SwitchChainError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  isUserRejection,
  toProviderRpcError,
} from '../../../src/core/errors/provider-rpc-error.js';

describe('ProviderRpcError', () => {
  it('keeps code, data and details', () => {
    const error = new ProviderRpcError({ code: -32602, details: 'Invalid params', data: { field: 'to' } });
    expect(error).to.be.instanceOf(BaseError);
    expect(error.name).to.equal('ProviderRpcError');
    expect(error.code).to.equal(-32602);
    expect(error.data).to.deep.equal({ field: 'to' });
    expect(error.shortMessage).to.equal('An error occurred');
    expect(error.details).to.equal('Invalid params');
  });

  const subclasses = [
    [UserRejectedRequestError, 'UserRejectedRequestError', 4001],
    [UnauthorizedProviderError, 'UnauthorizedProviderError', 4100],
    [UnsupportedProviderMethodError, 'UnsupportedProviderMethodError', 4200],
    [ProviderDisconnectedError, 'ProviderDisconnectedError', 4900],
    [ChainDisconnectedError, 'ChainDisconnectedError', 4901],
    [UnrecognizedChainError, 'UnrecognizedChainError', 4902],
    [ResourceUnavailableRpcError, 'ResourceUnavailableRpcError', -32002],
    [InternalRpcError, 'InternalRpcError', -32603],
  ] as const;

  for (const [ErrorClass, name, code] of subclasses) {
    it(`${name} has code ${code}`, () => {
      const error = new ErrorClass();
      expect(error).to.be.instanceOf(ProviderRpcError);
      expect(error.name).to.equal(name);
      expect(error.code).to.equal(code);
      expect(ErrorClass.code).to.equal(code);
    });
  }

  it("says 'User rejected the request.' for 4001", () => {
    expect(new UserRejectedRequestError().message).to.equal('User rejected the request.');
  });

  it('exports SwitchChainError as the 4902 class', () => {
    expect(SwitchChainError).to.equal(UnrecognizedChainError);
  });
});

describe('toProviderRpcError', () => {
  it('keeps 4001 from a plain object and uses its message as details', () => {
    const error = toProviderRpcError({ code: 4001, message: 'User denied account access' });
    expect(error).to.be.instanceOf(UserRejectedRequestError);
    expect(error.code).to.equal(4001);
    expect(error.shortMessage).to.equal('User rejected the request.');
    expect(error.details).to.equal('User denied account access');
  });

  it('keeps the code of an Error thrown by a wallet, with its data', () => {
    const thrown = Object.assign(new Error('Unrecognized chain ID "0x7a69".'), {
      code: 4902,
      data: { chainId: '0x7a69' },
    });
    const error = toProviderRpcError(thrown);
    expect(error).to.be.instanceOf(UnrecognizedChainError);
    expect(error.details).to.equal('Unrecognized chain ID "0x7a69".');
    expect(error.data).to.deep.equal({ chainId: '0x7a69' });
    expect(error.cause).to.equal(thrown);
  });

  it('keeps the code of an error class a wallet defines itself', () => {
    // the shape injected wallets throw: an Error subclass with a numeric code
    class WalletRpcError extends Error {
      constructor(
        readonly code: number,
        message: string,
      ) {
        super(message);
      }
    }
    expect(toProviderRpcError(new WalletRpcError(4001, 'User rejected.')).code).to.equal(4001);
    expect(toProviderRpcError(new WalletRpcError(4200, 'Unsupported'))).to.be.instanceOf(
      UnsupportedProviderMethodError,
    );
    const invalid = toProviderRpcError(new WalletRpcError(-32602, 'bad address'));
    expect(invalid.code).to.equal(-32602);
    expect(invalid.details).to.equal('bad address');
  });

  it('finds the code on a nested cause', () => {
    const thrown = new Error('Transaction failed', {
      cause: new Error('wrapped', { cause: { code: 4001, message: 'denied' } }),
    });
    const error = toProviderRpcError(thrown);
    expect(error.code).to.equal(4001);
    expect(error.details).to.equal('denied');
  });

  it("keeps the code of a viem error and uses viem's short message as details", () => {
    const viemError = new ViemUserRejectedRequestError(new Error('MetaMask Tx Signature: User denied.'));
    const error = toProviderRpcError(new Error('outer', { cause: viemError }));
    expect(error).to.be.instanceOf(UserRejectedRequestError);
    expect(error.details).to.equal(viemError.shortMessage);
  });

  it('turns values without a numeric code into -32603', () => {
    for (const value of ['boom', new Error('boom'), { message: 'boom' }, { code: '4001', message: 'boom' }]) {
      const error = toProviderRpcError(value);
      expect(error, String(value)).to.be.instanceOf(InternalRpcError);
      expect(error.code).to.equal(-32603);
      expect(error.details).to.equal('boom');
    }
    expect(toProviderRpcError(undefined).code).to.equal(-32603);
    expect(toProviderRpcError(null).details).to.equal(undefined);
  });

  it('keeps an unmapped numeric code on a plain ProviderRpcError', () => {
    const error = toProviderRpcError({ code: -32000, message: 'insufficient funds for gas' });
    expect(error.constructor).to.equal(ProviderRpcError);
    expect(error.code).to.equal(-32000);
  });

  it('returns a ProviderRpcError unchanged', () => {
    const error = new UserRejectedRequestError();
    expect(toProviderRpcError(error)).to.equal(error);
  });

  it('stops on a cyclic cause chain', () => {
    const a: { message: string; cause?: unknown } = { message: 'a' };
    a.cause = { message: 'b', cause: a };
    expect(toProviderRpcError(a).code).to.equal(-32603);
  });
});

describe('isUserRejection', () => {
  it('is true for 4001 at any depth of the cause chain', () => {
    expect(isUserRejection({ code: 4001 })).to.equal(true);
    expect(isUserRejection(new UserRejectedRequestError())).to.equal(true);
    expect(isUserRejection(new Error('outer', { cause: new Error('mid', { cause: { code: 4001 } }) }))).to.equal(true);
    expect(isUserRejection(new ViemUserRejectedRequestError(new Error('x')))).to.equal(true);
  });

  it('is false otherwise', () => {
    for (const value of [{ code: 4100 }, new Error('x'), 'User rejected', undefined, { code: '4001' }]) {
      expect(isUserRejection(value), String(value)).to.equal(false);
    }
  });
});
