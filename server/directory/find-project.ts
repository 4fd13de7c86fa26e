import type Database from 'better-sqlite3';
import type { RemoteFeature } from '../../src/core/protocol/project-settings.js';

export interface Project {
  projectId: string;
  name: string;
  allowedOrigins: string[];
  /** As GET /appkit/v1/config returns them (core/protocol/project-settings.ts). */
  features: RemoteFeature[];
  analyticsEnabled: boolean;
}

interface ProjectRow {
  project_id: string;
  name: string;
  allowed_origins: string;
  features: string;
  analytics_enabled: number;
}

/**
 * Reads one project, or undefined when the id is unknown.
 *
 * @example
 * findProject({ database, projectId: 'demo-project' })?.allowedOrigins; // ['http://localhost:*', …]
 */
export function findProject({
  database,
  projectId,
}: {
  database: Database.Database;
  projectId: string;
}): Project | undefined {
  const row = database.prepare('SELECT * FROM projects WHERE project_id = ?').get(projectId) as ProjectRow | undefined;
  if (!row) return undefined;
  return {
    projectId: row.project_id,
    name: row.name,
    allowedOrigins: JSON.parse(row.allowed_origins) as string[],
    features: JSON.parse(row.features) as RemoteFeature[],
    analyticsEnabled: row.analytics_enabled === 1,
  };
}
