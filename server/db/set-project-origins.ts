import type Database from 'better-sqlite3';
import { findRefusedOrigins } from './seed-projects.js';

export interface SetProjectOriginsParameters {
  database: Database.Database;
  projectId: string;
  /** Exact origins (or the other patterns parse-origin-pattern.ts accepts); replaces the list. */
  allowedOrigins: readonly string[];
}

/**
 * Replaces a project's allowed origins (the dev stack registers the demo page's exact origins for
 * the dev project at every start). Throws for an unknown project or an entry the embedded wallet
 * would refuse.
 *
 * @example
 * setProjectOrigins({ database, projectId: 'demo-project', allowedOrigins: ['http://127.0.0.1:5173'] });
 */
export function setProjectOrigins({ database, projectId, allowedOrigins }: SetProjectOriginsParameters): void {
  const refused = findRefusedOrigins({ allowedOrigins });
  if (refused.length)
    throw new Error(`project ${projectId}: allowedOrigins ${refused.join(', ')} refused (parse-origin-pattern.ts)`);
  const { changes } = database
    .prepare('UPDATE projects SET allowed_origins = ? WHERE project_id = ?')
    .run(JSON.stringify([...new Set(allowedOrigins)]), projectId);
  if (!changes) throw new Error(`project ${projectId} does not exist`);
}
