import type Database from 'better-sqlite3';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { insertAnalyticsEvent } from '../analytics/analytics-events.js';
import { parseAnalyticsEvent } from '../analytics/parse-analytics-event.js';
import { ApiErrorCode, apiError } from '../directory/api-error.js';
import { requireProject, type ProjectEnv } from '../directory/require-project.js';

/** One event with a stack trace fits easily; anything bigger is not an event. */
export const MAX_ANALYTICS_BODY_BYTES = 64 * 1024;

/**
 * `POST /e?projectId&st&sv` with one event (SPEC §7; body checked by parseAnalyticsEvent, sent
 * as application/json or text/plain). Answers:
 * - 200 `{ stored: true }` (also for a repeated eventId, stored once),
 * - 200 `{ stored: false, reason: 'ANALYTICS_DISABLED' }` when the project has analytics off,
 * - 400 PROJECT_ID_MISSING / INVALID_BODY, 401 INVALID_PROJECT_ID, 413 PAYLOAD_TOO_LARGE,
 * - 403 ORIGIN_NOT_ALLOWED when the browser's Origin is not in the project's list (the client
 *   shows APKT002 once). A request without Origin (not from a browser page) is not checked:
 *   the header proves nothing outside a browser.
 *
 * @example
 * app.route('/', analyticsRoutes({ database }));
 */
export function analyticsRoutes({ database }: { database: Database.Database }): Hono<ProjectEnv> {
  const limit = bodyLimit({
    maxSize: MAX_ANALYTICS_BODY_BYTES,
    onError: (c) => apiError({ c, status: 413, code: ApiErrorCode.payloadTooLarge, message: 'Event too large' }),
  });
  return new Hono<ProjectEnv>().post('/e', requireProject({ database, checkOrigin: true }), limit, async (c) => {
    const project = c.get('project');
    const origin = c.req.header('origin') ?? null;
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return apiError({ c, status: 400, code: ApiErrorCode.invalidBody, message: 'body must be JSON' });
    }
    const parsed = parseAnalyticsEvent({ body });
    if ('error' in parsed) return apiError({ c, status: 400, code: ApiErrorCode.invalidBody, message: parsed.error });
    if (!project.analyticsEnabled) return c.json({ stored: false, reason: 'ANALYTICS_DISABLED' });

    const sdk = {
      sdkType: c.req.query('st')?.slice(0, 64) ?? null,
      sdkVersion: c.req.query('sv')?.slice(0, 64) ?? null,
    };
    insertAnalyticsEvent({ database, projectId: project.projectId, event: parsed.event, origin, ...sdk });
    return c.json({ stored: true });
  });
}
