import { BaseError, type BaseErrorParameters } from './base-error.js';

// Texts are SPEC §8 "Connector errors". No parameter goes into a message: pass ids as `details`.

/**
 * The requested chain is not among the dapp's configured networks.
 *
 * @example
 * throw new ChainNotConfiguredError({ details: 'eip155:5' });
 */
export class ChainNotConfiguredError extends BaseError {
  override name = 'ChainNotConfiguredError' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Chain not configured', parameters);
  }
}

/**
 * Connecting with the connector that is already the current one (SPEC §4).
 *
 * @example
 * if (current?.id === connector.id) throw new ConnectorAlreadyConnectedError();
 */
export class ConnectorAlreadyConnectedError extends BaseError {
  override name = 'ConnectorAlreadyConnectedError' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Connector already connected', parameters);
  }
}

/**
 * An action that needs a connected connector was called without one.
 *
 * @example
 * if (!connection) throw new ConnectorNotConnectedError();
 */
export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnectedError' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Connector not connected', parameters);
  }
}

/**
 * The connector granted no account (or not the one asked for).
 *
 * @example
 * if (accounts.length === 0) throw new AccountNotFoundError();
 */
export class AccountNotFoundError extends BaseError {
  override name = 'AccountNotFoundError' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Account not found for connector', parameters);
  }
}

/**
 * The wallet is on another chain than the one the action targets.
 *
 * @example
 * if (walletChainId !== chainId) throw new ChainMismatchError();
 */
export class ChainMismatchError extends BaseError {
  override name = 'ChainMismatchError' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('chain mismatch', parameters);
  }
}

/**
 * The action cannot run while a previous session is being restored.
 *
 * @example
 * if (status === 'reconnecting') throw new ReconnectingError();
 */
export class ReconnectingError extends BaseError {
  override name = 'ReconnectingError' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('unavailable while reconnecting', parameters);
  }
}

/**
 * No connector with the requested id is registered.
 *
 * @example
 * const connector = connectors.find((c) => c.id === id);
 * if (!connector) throw new ConnectorNotFoundError({ details: id });
 */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Connector not found', parameters);
  }
}

/**
 * The requested network's namespace is not configured at all (SPEC §8 "Network not found"); the
 * modal shows the APKT001 banner for it.
 *
 * @example
 * if (!chains.getChain(network.chainNamespace)) throw new NetworkNotFoundError({ details: network.caipNetworkId });
 */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError' as const;
  readonly alertCode = 'APKT001' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Network not found', parameters);
  }
}
