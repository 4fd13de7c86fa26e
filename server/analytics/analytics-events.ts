import type Database from 'better-sqlite3';
import type { AnalyticsEvent } from './parse-analytics-event.js';

/** Oldest events beyond this many per project are deleted: the store is a dev tool, not an archive. */
export const MAX_STORED_EVENTS_PER_PROJECT = 10_000;

export interface StoredAnalyticsEvent {
  id: number;
  projectId: string;
  origin: string | null;
  sdkType: string | null;
  sdkVersion: string | null;
  receivedAt: string;
  event: AnalyticsEvent;
}

export interface InsertAnalyticsEventParameters {
  database: Database.Database;
  projectId: string;
  event: AnalyticsEvent;
  origin: string | null;
  sdkType: string | null;
  sdkVersion: string | null;
}

/**
 * Stores one event. A repeated eventId of the same project is kept once (a client retry).
 * Returns false for such a duplicate.
 *
 * @example
 * insertAnalyticsEvent({ database, projectId, event, origin, sdkType: 'appkit', sdkVersion: '0.1.0' });
 */
export function insertAnalyticsEvent({
  database,
  projectId,
  event,
  origin,
  sdkType,
  sdkVersion,
}: InsertAnalyticsEventParameters): boolean {
  return database.transaction(() => {
    const { changes } = database
      .prepare(
        `INSERT OR IGNORE INTO analytics_events (project_id, event_id, event, origin, sdk_type, sdk_version)
        VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(projectId, event.eventId, JSON.stringify(event), origin, sdkType, sdkVersion);
    database
      .prepare(
        `DELETE FROM analytics_events WHERE project_id = @projectId AND id <= (SELECT id FROM analytics_events
        WHERE project_id = @projectId ORDER BY id DESC LIMIT 1 OFFSET ${MAX_STORED_EVENTS_PER_PROJECT})`,
      )
      .run({ projectId });
    return changes > 0;
  })();
}

interface EventRow {
  id: number;
  project_id: string;
  event: string;
  origin: string | null;
  sdk_type: string | null;
  sdk_version: string | null;
  received_at: string;
}

/**
 * Stored events, newest first, of one project or of all.
 *
 * @example
 * listAnalyticsEvents({ database, limit: 50 })[0]?.event.props.event; // 'MODAL_OPEN'
 */
export function listAnalyticsEvents({
  database,
  projectId,
  limit,
}: {
  database: Database.Database;
  projectId?: string;
  limit: number;
}): StoredAnalyticsEvent[] {
  const rows = database
    .prepare(
      `SELECT * FROM analytics_events WHERE @projectId IS NULL OR project_id = @projectId ORDER BY id DESC LIMIT @limit`,
    )
    .all({ projectId: projectId ?? null, limit }) as EventRow[];
  return rows.map((row) => ({
    id: row.id,
    projectId: row.project_id,
    origin: row.origin,
    sdkType: row.sdk_type,
    sdkVersion: row.sdk_version,
    receivedAt: row.received_at,
    event: JSON.parse(row.event) as AnalyticsEvent,
  }));
}
