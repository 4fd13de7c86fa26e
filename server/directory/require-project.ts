import type Database from 'better-sqlite3';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isOriginAllowed } from '../../src/core/utils/is-origin-allowed.js';
import { ApiErrorCode, apiError } from './api-error.js';
import { findProject, type Project } from './find-project.js';

/** Hono env of the routes behind {@link requireProject}: the project is `c.get('project')`. */
export type ProjectEnv = { Variables: { project: Project } };

/** Longer ids are not ids; refusing them early keeps junk out of the lookup. */
const MAX_PROJECT_ID_LENGTH = 128;

/** Why a request was refused, in the API error shape (api-error.ts); a route may answer it in its own. */
export interface ProjectRefusal {
  status: 400 | 401 | 403;
  code:
    typeof ApiErrorCode.projectIdMissing | typeof ApiErrorCode.invalidProjectId | typeof ApiErrorCode.originNotAllowed;
  message: string;
}

const MISSING: ProjectRefusal = { status: 400, code: ApiErrorCode.projectIdMissing, message: 'Project ID Missing' };
const UNKNOWN: ProjectRefusal = { status: 401, code: ApiErrorCode.invalidProjectId, message: 'Invalid Project ID' };
const FOREIGN_ORIGIN: ProjectRefusal = {
  status: 403,
  code: ApiErrorCode.originNotAllowed,
  message: 'Origin not allowed',
};

/** The project for an id, or why not (without a database no id is known). */
function findRequestProject({
  database,
  projectId,
}: {
  database: Database.Database | undefined;
  projectId: string | undefined;
}): Project | ProjectRefusal {
  const id = projectId?.trim();
  if (!id) return MISSING;
  const project = database && id.length <= MAX_PROJECT_ID_LENGTH ? findProject({ database, projectId: id }) : undefined;
  return project ?? UNKNOWN;
}

export interface ResolveProjectParameters {
  c: Context;
  database: Database.Database;
  projectId: string | undefined;
}

/**
 * The project check for a route that finds the id in a body it validates first (the auth
 * routes): the project, or the error answer: missing → 400 PROJECT_ID_MISSING, unknown → 401
 * INVALID_PROJECT_ID (see api-error.ts for how the client maps them).
 *
 * @example
 * const result = resolveProject({ c, database, projectId: body.projectId });
 * if (result instanceof Response) return result;
 */
export function resolveProject({ c, database, projectId }: ResolveProjectParameters): Project | Response {
  const result = findRequestProject({ database, projectId });
  return 'status' in result ? apiError({ c, ...result }) : result;
}

export interface RequireProjectParameters {
  database: Database.Database | undefined;
  /**
   * Also refuse a browser page whose `Origin` is not one of the project's allowed origins (403
   * ORIGIN_NOT_ALLOWED). A request without Origin (not from a browser page) is not checked: the
   * header proves nothing outside a browser.
   */
  checkOrigin?: boolean;
  /** Origins let through besides the project's (the RPC proxy: this server's own, where the wallet frame is). */
  isTrustedOrigin?: (parameters: { c: Context; origin: string }) => boolean;
  /** Where the id is (default: the `projectId` query parameter). */
  readProjectId?: (c: Context) => string | undefined;
  /** Answers a refusal in the route's own shape (default: the API error body, api-error.ts). */
  refuse?: (parameters: { c: Context; refusal: ProjectRefusal }) => Response | Promise<Response>;
}

/**
 * Middleware: the project check of every route that serves a project (SPEC §7): the id must be a
 * known project's and, with `checkOrigin`, a browser's Origin one of its allowed origins. The
 * project is `c.get('project')` after it. (`st` and `sv`, the SDK type and version, are optional
 * and only recorded.)
 *
 * @example
 * new Hono<ProjectEnv>().get('/getWallets', requireProject({ database }), (c) => c.json(c.get('project').name));
 */
export function requireProject({
  database,
  checkOrigin = false,
  isTrustedOrigin,
  readProjectId,
  refuse,
}: RequireProjectParameters) {
  const answer = (c: Context, refusal: ProjectRefusal) =>
    refuse ? refuse({ c, refusal }) : apiError({ c, ...refusal });
  return createMiddleware<ProjectEnv>(async (c, next) => {
    const project = findRequestProject({
      database,
      projectId: readProjectId ? readProjectId(c) : c.req.query('projectId'),
    });
    if ('status' in project) return answer(c, project);
    const origin = c.req.header('origin');
    if (
      checkOrigin &&
      origin !== undefined &&
      !isTrustedOrigin?.({ c, origin }) &&
      !isOriginAllowed({ origin, allowedOrigins: project.allowedOrigins })
    ) {
      return answer(c, FOREIGN_ORIGIN);
    }
    c.set('project', project);
    await next();
  });
}
