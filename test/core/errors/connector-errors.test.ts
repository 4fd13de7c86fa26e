import { expect } from '@open-wc/testing';
import { BaseError } from '../../../src/core/errors/base-error.js';
import {
  AccountNotFoundError,
  ChainMismatchError,
  ChainNotConfiguredError,
  ConnectorAlreadyConnectedError,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  ReconnectingError,
} from '../../../src/core/errors/connector-errors.js';

describe('connector errors', () => {
  const cases = [
    [ChainNotConfiguredError, 'ChainNotConfiguredError', 'Chain not configured'],
    [ConnectorAlreadyConnectedError, 'ConnectorAlreadyConnectedError', 'Connector already connected'],
    [ConnectorNotConnectedError, 'ConnectorNotConnectedError', 'Connector not connected'],
    [AccountNotFoundError, 'AccountNotFoundError', 'Account not found for connector'],
    [ChainMismatchError, 'ChainMismatchError', 'chain mismatch'],
    [ReconnectingError, 'ReconnectingError', 'unavailable while reconnecting'],
    [ConnectorNotFoundError, 'ConnectorNotFoundError', 'Connector not found'],
  ] as const;

  for (const [ErrorClass, name, text] of cases) {
    it(`${name} says '${text}'`, () => {
      const error = new ErrorClass();
      expect(error).to.be.instanceOf(BaseError);
      expect(error.name).to.equal(name);
      expect(error.message).to.equal(text);
      expect(error.shortMessage).to.equal(text);
    });
  }

  it('keeps details and cause out of the short message', () => {
    const cause = new Error('inner');
    const error = new ChainNotConfiguredError({ details: 'eip155:5', cause });
    expect(error.shortMessage).to.equal('Chain not configured');
    expect(error.message).to.equal('Chain not configured\n\nDetails: eip155:5');
    expect(error.cause).to.equal(cause);
  });
});
