import { authMigration } from '../auth/auth-migration.js';
import { custodyMigration } from '../auth/custody-migration.js';
import { defaultAccountTypeMigration } from '../auth/default-account-type-migration.js';
import { activityOperationsMigration } from '../indexer/activity-operations-migration.js';
import { deviceApprovalMigration } from '../auth/device-approval-migration.js';
import { emailChangeMigration } from '../auth/email-change-migration.js';
import { activityMigration } from '../indexer/activity-migration.js';
import { namesMigration } from '../names/names-migration.js';
import { oauthMigration } from '../oauth/oauth-migration.js';
import { relayMigration } from '../relay/relay-migration.js';
import { siwxEmailMigration, siwxMigration } from '../siwx/siwx-migration.js';
import type { Migration } from './migration.js';

const NOW = `(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** The schema, one step per migration. JSON columns are checked with json_valid. */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'projects',
    sql: `
      CREATE TABLE projects (
        project_id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        allowed_origins TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(allowed_origins)),
        features TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(features)),
        analytics_enabled INTEGER NOT NULL DEFAULT 1 CHECK (analytics_enabled IN (0, 1)),
        created_at TEXT NOT NULL DEFAULT ${NOW}
      );`,
  },
  {
    version: 2,
    name: 'wallets',
    sql: `
      CREATE TABLE wallets (
        id TEXT PRIMARY KEY,
        rank INTEGER NOT NULL UNIQUE,
        name TEXT NOT NULL,
        name_search TEXT NOT NULL,
        homepage TEXT,
        rdns TEXT,
        chains TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(chains)),
        namespaces TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(namespaces)),
        mobile_native TEXT, mobile_universal TEXT,
        desktop_native TEXT, desktop_universal TEXT,
        webapp TEXT,
        app_ios TEXT, app_android TEXT, app_chrome TEXT, app_firefox TEXT,
        app_safari TEXT, app_edge TEXT, app_browser TEXT,
        injected TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(injected)),
        badge_type TEXT
      );
      CREATE TABLE seed_state (
        name TEXT PRIMARY KEY,
        fingerprint TEXT NOT NULL,
        seeded_at TEXT NOT NULL DEFAULT ${NOW}
      );`,
  },
  {
    version: 3,
    name: 'analytics_events',
    sql: `
      CREATE TABLE analytics_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        project_id TEXT NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
        event_id TEXT NOT NULL,
        event TEXT NOT NULL CHECK (json_valid(event)),
        origin TEXT,
        sdk_type TEXT,
        sdk_version TEXT,
        received_at TEXT NOT NULL DEFAULT ${NOW},
        UNIQUE (project_id, event_id)
      );`,
  },
  authMigration,
  activityMigration,
  custodyMigration,
  oauthMigration,
  emailChangeMigration,
  deviceApprovalMigration,
  relayMigration,
  siwxMigration,
  siwxEmailMigration,
  defaultAccountTypeMigration,
  activityOperationsMigration,
  namesMigration,
];
