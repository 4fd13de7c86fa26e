import { loadSecret, type LoadSecretParameters } from '../auth/load-secret.js';

/**
 * The HS256 key of the SIWX nonce tokens (`APPKIT_SIWX_SECRET` or `{dataDir}/secrets/siwx-nonce-key`):
 * generated in dev mode, required in production mode, like the auth secrets (auth/load-secret.ts).
 *
 * @example
 * const siwx = { secret: loadSiwxSecret({ dataDir, production: config.production }) };
 */
export function loadSiwxSecret(parameters: Omit<LoadSecretParameters, 'name' | 'envName'>): Buffer {
  return loadSecret({ ...parameters, name: 'siwx-nonce-key', envName: 'APPKIT_SIWX_SECRET' });
}
