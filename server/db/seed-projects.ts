import type Database from 'better-sqlite3';
import { parseOriginPattern } from '../../src/core/utils/parse-origin-pattern.js';
import { assertSeed, readSeedFile, seedFiles } from './seed-files.js';

export interface SeedProject {
  projectId: string;
  name: string;
  allowedOrigins: string[];
  analyticsEnabled: boolean;
  features: Array<{ id: string; isEnabled: boolean; config: unknown }>;
}

/**
 * The projects of server/data/dev-projects.json (`demo-project`, `demo-restricted`).
 *
 * @example
 * readDevProjects().map((project) => project.projectId); // ['demo-project', 'demo-restricted', 'dev-wc-wallet']
 */
export function readDevProjects({ url = seedFiles.devProjects }: { url?: URL } = {}): SeedProject[] {
  const { json } = readSeedFile({ url });
  const projects = (json as { projects?: unknown }).projects;
  assertSeed(Array.isArray(projects), url, 'expected {projects: [...]}');
  for (const project of projects as SeedProject[]) {
    assertSeed(typeof project.projectId === 'string' && project.projectId, url, 'a project without projectId');
    assertSeed(typeof project.name === 'string', url, `${project.projectId}: name must be a string`);
    assertSeed(Array.isArray(project.allowedOrigins), url, `${project.projectId}: allowedOrigins must be an array`);
    const refused = findRefusedOrigins({ allowedOrigins: project.allowedOrigins });
    assertSeed(
      !refused.length,
      url,
      `${project.projectId}: allowedOrigins ${refused.join(', ')} refused: exact origins, https://*.domain or a loopback host with :* only`,
    );
    assertSeed(
      typeof project.analyticsEnabled === 'boolean',
      url,
      `${project.projectId}: analyticsEnabled must be a boolean`,
    );
    assertSeed(Array.isArray(project.features), url, `${project.projectId}: features must be an array`);
  }
  return projects as SeedProject[];
}

/**
 * The entries of an allowed-origins list the embedded wallet would not accept (`*`, bare
 * wildcards, `*` ports off loopback, junk: src/core/utils/parse-origin-pattern.ts).
 *
 * @example
 * findRefusedOrigins({ allowedOrigins: ['https://dapp.example', '*'] }); // ['*']
 */
export function findRefusedOrigins({ allowedOrigins }: { allowedOrigins: readonly unknown[] }): string[] {
  return allowedOrigins
    .filter((entry) => typeof entry !== 'string' || !parseOriginPattern({ entry }))
    .map((entry) => JSON.stringify(entry));
}

/**
 * Inserts the dev projects that are not in the database yet. Throws, inserting nothing, when a
 * project's allowed origins hold an entry the embedded wallet would refuse ({@link findRefusedOrigins}). A project that exists is left
 * alone, so an operator's edits to its row survive restarts. Returns the ids inserted.
 *
 * @example
 * seedProjects({ database, projects: readDevProjects() });
 */
export function seedProjects({
  database,
  projects,
}: {
  database: Database.Database;
  projects: SeedProject[];
}): string[] {
  for (const { projectId, allowedOrigins } of projects) {
    const refused = findRefusedOrigins({ allowedOrigins });
    if (refused.length)
      throw new Error(`project ${projectId}: allowedOrigins ${refused.join(', ')} refused (parse-origin-pattern.ts)`);
  }
  const insert = database.prepare(`INSERT OR IGNORE INTO projects
    (project_id, name, allowed_origins, features, analytics_enabled) VALUES (?, ?, ?, ?, ?)`);
  return database.transaction(() =>
    projects
      .filter((project) => {
        const { projectId, name, allowedOrigins, features, analyticsEnabled } = project;
        const json = [JSON.stringify(allowedOrigins), JSON.stringify(features)] as const;
        return insert.run(projectId, name, ...json, analyticsEnabled ? 1 : 0).changes > 0;
      })
      .map((project) => project.projectId),
  )();
}
