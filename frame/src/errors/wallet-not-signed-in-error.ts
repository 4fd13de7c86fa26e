import { ProviderRpcError, type ProviderRpcSubclassParameters } from '../../../src/core/errors/provider-rpc-error.js';

/**
 * 4100: a request that needs the wallet open (signing, the account) arrived before a sign-in opened it.
 *
 * @example
 * if (!context.vault.isOpen) throw new WalletNotSignedInError();
 */
export class WalletNotSignedInError extends ProviderRpcError {
  static readonly code = 4100;
  override name = 'WalletNotSignedInError' as const;
  override readonly code = 4100 as const;

  constructor(parameters: ProviderRpcSubclassParameters = {}) {
    super({ ...parameters, code: 4100, shortMessage: 'The embedded wallet is not signed in' });
  }
}
