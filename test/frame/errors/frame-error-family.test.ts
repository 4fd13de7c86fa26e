import { expect } from '@open-wc/testing';
import { BaseError } from '../../../src/core/errors/base-error.js';
import {
  isUserRejection,
  ProviderRpcError,
  UserRejectedRequestError,
} from '../../../src/core/errors/provider-rpc-error.js';
import * as family from '../../../frame/src/errors/index.js';

/** One instance of each class of the family's export list, built with the fewest parameters. */
function instances(): BaseError[] {
  return [
    new family.ApprovalQueueFullError(),
    new family.AuthApiError({ status: 400, code: 'INVALID_CODE', message: 'Invalid code' }),
    new family.InvalidKeySharesError({ reason: 'COUNT' }),
    new family.InvalidRequestError({ message: 'Invalid data' }),
    new family.NetworkSwitchRequiredError({ active: 'eip155:1', requested: 'eip155:10' }),
    new family.NoDeviceRecordError(),
    new family.PasskeyUnavailableError(),
    new family.PassphraseTooShortError(),
    new family.ProofOfWorkGaveUpError({ reason: 'timeout' }),
    new family.RecoveryKeyInvalidError(),
    new family.ScreenCancelledError(),
    new family.ShareDecryptionError({ kind: 'device' }),
    new family.SignInStepRequiredError({ step: { action: 'VERIFY_RECOVERY_KEY' } }),
    new family.StorageUnavailableError(),
    new family.UnsupportedNetworkError(),
    new family.WalletAddressMismatchError({ chains: ['evm'] }),
    new family.WalletNotSignedInError(),
  ];
}

describe('the frame’s error family (frame/src/errors/index.ts)', () => {
  it('every exported class is a core BaseError named after itself, with a short message', () => {
    const classes = Object.entries(family).filter(([, value]) => typeof value === 'function');
    const built = instances();
    expect(built.map((error) => error.constructor.name).sort(), 'one instance per exported class').to.deep.equal(
      classes.map(([name]) => name).sort(),
    );
    for (const error of built) {
      expect(error, error.name).to.be.instanceOf(BaseError);
      expect(error.name).to.equal(error.constructor.name);
      expect(error.shortMessage.length, error.name).to.be.within(1, 120);
    }
  });

  it('protocol refusals are ProviderRpcErrors whose code is their EIP-1193 / EIP-1474 one', () => {
    const codes = {
      ApprovalQueueFullError: -32005,
      NetworkSwitchRequiredError: 4901,
      ScreenCancelledError: 4001,
      UnsupportedNetworkError: 4902,
      WalletNotSignedInError: 4100,
      InvalidRequestError: -32602,
    };
    const rpc = instances().filter((error): error is ProviderRpcError => error instanceof ProviderRpcError);
    expect(Object.fromEntries(rpc.map((error) => [error.name, error.code]))).to.deep.equal(codes);
    for (const error of rpc)
      expect((error.constructor as unknown as { code: number }).code, `${error.name}.code`).to.equal(error.code);
  });

  it('a cancelled screen reads as a user rejection, like a rejected approval', () => {
    expect(isUserRejection(new family.ScreenCancelledError())).to.equal(true);
    expect(new family.ScreenCancelledError().shortMessage).to.equal(new UserRejectedRequestError().shortMessage);
  });
});
