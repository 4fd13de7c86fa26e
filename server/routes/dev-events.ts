import type Database from 'better-sqlite3';
import { Hono } from 'hono';
import { listAnalyticsEvents } from '../analytics/analytics-events.js';
import { renderEventsPage } from '../analytics/render-events-page.js';
import { ApiErrorCode, apiError } from '../directory/api-error.js';

const DEFAULT_LIMIT = 200;
const MAX_LIMIT = 1000;

/**
 * Dev pages over the analytics store (not served in production mode):
 * `GET /dev/events` (HTML table) and `GET /dev/events.json` → `{ events: StoredAnalyticsEvent[] }`,
 * newest first; both take `?projectId` (filter) and `?limit` (default 200, at most 1000).
 *
 * @example
 * app.route('/', devEventsRoutes({ database }));
 */
export function devEventsRoutes({ database }: { database: Database.Database }): Hono {
  const read = (query: Record<string, string>) => {
    const limit = query.limit === undefined ? DEFAULT_LIMIT : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1) return undefined;
    return listAnalyticsEvents({
      database,
      projectId: query.projectId || undefined,
      limit: Math.min(limit, MAX_LIMIT),
    });
  };
  const badLimit = 'limit must be an integer from 1';
  return new Hono()
    .get('/dev/events.json', (c) => {
      const events = read(c.req.query());
      if (!events) return apiError({ c, status: 400, code: ApiErrorCode.invalidParameter, message: badLimit });
      return c.json({ events });
    })
    .get('/dev/events', (c) => {
      const events = read(c.req.query());
      if (!events) return apiError({ c, status: 400, code: ApiErrorCode.invalidParameter, message: badLimit });
      c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return c.html(renderEventsPage({ events }));
    });
}
