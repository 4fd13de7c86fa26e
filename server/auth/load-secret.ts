import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Folder under the data dir that holds generated secrets (never inside the database file). */
export const SECRETS_DIR_NAME = 'secrets';
/** A secret is 32 random bytes, written as 64 hex characters. */
const SECRET_BYTES = 32;
const HEX_SECRET = /^(?:[0-9a-f]{2}){32,}$/i;

export interface LoadSecretParameters {
  /** File name under `{dataDir}/secrets/`, e.g. `otp-pepper`. */
  name: string;
  /** Environment variable that overrides the file, e.g. `APPKIT_OTP_PEPPER` (64+ hex characters). */
  envName: string;
  dataDir: string;
  /** Production mode never creates a secret: a missing one is a startup error. */
  production: boolean;
  /** Defaults to process.env. */
  env?: NodeJS.ProcessEnv;
}

/**
 * A server secret kept outside the database (DESIGN §8; docs/SECURITY.md §2.1): from the
 * environment variable, else from `{dataDir}/secrets/{name}`. In dev mode a missing file is
 * created with 32 random bytes (mode 0600; two processes racing agree on the first file
 * published). In production mode a missing secret throws, so the server refuses to start rather
 * than run with a secret nobody kept. Error messages name the variable and file, never the value.
 *
 * @example
 * const pepper = loadSecret({ name: 'otp-pepper', envName: 'APPKIT_OTP_PEPPER', dataDir, production: false });
 */
export function loadSecret({ name, envName, dataDir, production, env = process.env }: LoadSecretParameters): Buffer {
  const fromEnv = env[envName]?.trim();
  if (fromEnv) {
    if (!HEX_SECRET.test(fromEnv))
      throw new Error(`${envName} must be at least 64 hex characters (e.g. openssl rand -hex 32)`);
    return Buffer.from(fromEnv, 'hex');
  }
  const path = join(dataDir, SECRETS_DIR_NAME, name);
  const stored = readSecretFile({ path });
  if (stored) return stored;
  if (production) {
    throw new Error(
      `${envName} is not set and ${path} does not exist; production mode does not create secrets (set ${envName}=$(openssl rand -hex 32))`,
    );
  }
  mkdirSync(join(dataDir, SECRETS_DIR_NAME), { recursive: true, mode: 0o700 });
  // Written aside, then linked into place: a reader never sees a half-written file, and link()
  // fails with EEXIST when another process published first, whose secret then wins.
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(draft, `${randomBytes(SECRET_BYTES).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  try {
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const created = readSecretFile({ path });
  if (!created) throw new Error(`${path} is not a valid secret file`);
  return created;
}

function readSecretFile({ path }: { path: string }): Buffer | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (!HEX_SECRET.test(text)) throw new Error(`${path} must hold at least 64 hex characters`);
  return Buffer.from(text, 'hex');
}

/**
 * The OTP pepper: the HMAC key of stored email codes (`APPKIT_OTP_PEPPER` or `{dataDir}/secrets/otp-pepper`).
 *
 * @example
 * const pepper = loadOtpPepper({ dataDir, production: config.production });
 */
export function loadOtpPepper(parameters: Omit<LoadSecretParameters, 'name' | 'envName'>): Buffer {
  return loadSecret({ ...parameters, name: 'otp-pepper', envName: 'APPKIT_OTP_PEPPER' });
}

/**
 * The share KEK: the AES-256-GCM key of the auth shares stored in the database
 * (`APPKIT_SHARE_KEK` or `{dataDir}/secrets/share-kek`).
 *
 * @example
 * const shareKek = loadShareKek({ dataDir, production: config.production });
 */
export function loadShareKek(parameters: Omit<LoadSecretParameters, 'name' | 'envName'>): Buffer {
  return loadSecret({ ...parameters, name: 'share-kek', envName: 'APPKIT_SHARE_KEK' });
}

/**
 * The recovery KEK: the AES-256-GCM key of escrowed recovery keys (`APPKIT_RECOVERY_KEK` or
 * `{dataDir}/secrets/recovery-kek`). Kept apart from the share KEK: with the database and the
 * share KEK alone the operator still cannot rebuild a wallet (docs/SECURITY.md §2.5).
 *
 * @example
 * const recoveryKek = loadRecoveryKek({ dataDir, production: config.production });
 */
export function loadRecoveryKek(parameters: Omit<LoadSecretParameters, 'name' | 'envName'>): Buffer {
  return loadSecret({ ...parameters, name: 'recovery-kek', envName: 'APPKIT_RECOVERY_KEK' });
}
