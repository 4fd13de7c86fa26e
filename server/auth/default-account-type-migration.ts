import type { Migration } from '../db/migration.js';

/**
 * The EVM account a wallet starts on (issue 17, SPEC §9 "default account type"): wallets made from
 * now on start on their smart account; the rows already there predate smart accounts and keep the
 * EOA (their users hold funds at that address: nobody wakes up to a new, empty one). The column's
 * default is the new wallets' value, and the UPDATE, run once here, marks every older row.
 */
export const defaultAccountTypeMigration: Migration = {
  version: 13,
  name: 'auth_wallet_default_account_type',
  sql: `
    ALTER TABLE auth_wallets ADD COLUMN default_account_type TEXT NOT NULL DEFAULT 'smartAccount'
      CHECK (default_account_type IN ('eoa', 'smartAccount'));
    UPDATE auth_wallets SET default_account_type = 'eoa';`,
};
