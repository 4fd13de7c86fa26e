import type { AuthOptions } from './create-auth-context.js';
import { loadOtpPepper, loadRecoveryKek, loadShareKek, type LoadSecretParameters } from './load-secret.js';

/** The secrets of the auth API, each kept outside the database. */
export type AuthSecrets = Pick<AuthOptions, 'pepper' | 'shareKek' | 'recoveryKek'>;

/**
 * Loads every secret the auth API needs (OTP pepper, share KEK, recovery KEK), so a caller
 * cannot start the API with one missing. In production mode a missing secret throws
 * (load-secret.ts) and the server refuses to start.
 *
 * @example
 * const auth = { ...loadAuthSecrets({ dataDir, production: false }), smtp };
 */
export function loadAuthSecrets(parameters: Omit<LoadSecretParameters, 'name' | 'envName'>): AuthSecrets {
  return {
    pepper: loadOtpPepper(parameters),
    shareKek: loadShareKek(parameters),
    recoveryKek: loadRecoveryKek(parameters),
  };
}
