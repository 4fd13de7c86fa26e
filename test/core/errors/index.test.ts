import { expect } from '@open-wc/testing';
import * as errors from '../../../src/core/errors/index.js';

describe('core/errors index', () => {
  it('re-exports every error class and helper', () => {
    for (const name of [
      'BaseError',
      'InvalidCaipAddressError',
      'InvalidCaipNetworkIdError',
      'ChainNotConfiguredError',
      'ConnectorAlreadyConnectedError',
      'ConnectorNotConnectedError',
      'AccountNotFoundError',
      'ChainMismatchError',
      'ReconnectingError',
      'ConnectorNotFoundError',
      'ProviderRpcError',
      'UserRejectedRequestError',
      'SwitchChainError',
      'toProviderRpcError',
      'isUserRejection',
      'ALERTS',
      'AlertError',
      'InternalSdkError',
      'HttpError',
    ]) {
      expect(errors, name).to.have.property(name);
    }
  });
});
