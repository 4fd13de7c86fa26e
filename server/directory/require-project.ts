import type Database from 'better-sqlite3';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiErrorCode, apiError } from './api-error.js';
import { findProject, type Project } from './find-project.js';

/** Hono env of the routes behind {@link requireProject}: the project is `c.get('project')`. */
export type ProjectEnv = { Variables: { project: Project } };

/** Longer ids are not ids; refusing them early keeps junk out of the lookup. */
const MAX_PROJECT_ID_LENGTH = 128;

export interface ResolveProjectParameters {
  c: Context;
  database: Database.Database;
  projectId: string | undefined;
}

/**
 * The project for an id, or the error answer: missing → 400 PROJECT_ID_MISSING, unknown →
 * 401 INVALID_PROJECT_ID (see api-error.ts for how the client maps them).
 *
 * @example
 * const result = resolveProject({ c, database, projectId: c.req.query('projectId') });
 * if (result instanceof Response) return result;
 */
export function resolveProject({ c, database, projectId }: ResolveProjectParameters): Project | Response {
  const id = projectId?.trim();
  if (!id) return apiError({ c, status: 400, code: ApiErrorCode.projectIdMissing, message: 'Project ID Missing' });
  const project = id.length <= MAX_PROJECT_ID_LENGTH ? findProject({ database, projectId: id }) : undefined;
  if (!project) return apiError({ c, status: 401, code: ApiErrorCode.invalidProjectId, message: 'Invalid Project ID' });
  return project;
}

/**
 * Middleware: checks the `projectId` query parameter of every directory, analytics and data API
 * call (SPEC §7; `st` and `sv`, the SDK type and version, are optional and only recorded).
 *
 * @example
 * new Hono<ProjectEnv>().use('/getWallets', requireProject({ database }));
 */
export function requireProject({ database }: { database: Database.Database }) {
  return createMiddleware<ProjectEnv>(async (c, next) => {
    const result = resolveProject({ c, database, projectId: c.req.query('projectId') });
    if (result instanceof Response) return result;
    c.set('project', result);
    await next();
  });
}
