import type Database from 'better-sqlite3';
import { Hono } from 'hono';
import type {
  AllowedOriginsAnswer,
  AnalyticsConfigAnswer,
  RemoteFeaturesAnswer,
} from '../../src/core/protocol/project-settings.js';
import { requireProject, type ProjectEnv } from '../directory/require-project.js';

/**
 * The per-project settings of SPEC §7, all with `?projectId&st&sv` (answers: core/protocol/project-settings.ts):
 * - `GET /appkit/v1/config` → `{ features: [{ id, isEnabled, config }] }`, the remote features
 *   (ids like `activity`, `onramp`, `swap`, `social_login`, `email_capture`, `multi_wallet`;
 *   `config` is null or a list of provider names). The client merges them with the dapp's own.
 * - `GET /projects/v1/origins` → `{ allowedOrigins: string[] }` (exact origins, `*` as a port,
 *   `*.` before a host; src/core/utils/is-origin-allowed.ts matches them).
 * - `GET /getAnalyticsConfig` → `{ isAnalyticsEnabled: boolean }`.
 * Missing projectId → 400 PROJECT_ID_MISSING, unknown → 401 INVALID_PROJECT_ID.
 *
 * @example
 * app.route('/', projectConfigRoutes({ database }));
 */
export function projectConfigRoutes({ database }: { database: Database.Database }): Hono<ProjectEnv> {
  const project = requireProject({ database });
  return new Hono<ProjectEnv>()
    .get('/appkit/v1/config', project, (c) =>
      c.json({ features: c.get('project').features } satisfies RemoteFeaturesAnswer),
    )
    .get('/projects/v1/origins', project, (c) =>
      c.json({ allowedOrigins: c.get('project').allowedOrigins } satisfies AllowedOriginsAnswer),
    )
    .get('/getAnalyticsConfig', project, (c) =>
      c.json({ isAnalyticsEnabled: c.get('project').analyticsEnabled } satisfies AnalyticsConfigAnswer),
    );
}
