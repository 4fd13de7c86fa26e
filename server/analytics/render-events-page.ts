import { escapeXml } from '../directory/escape-xml.js';
import type { StoredAnalyticsEvent } from './analytics-events.js';

/**
 * The dev page of stored analytics events: a plain table, every value text-escaped (events are
 * client input). No script, no external resource.
 *
 * @example
 * c.html(renderEventsPage({ events }));
 */
export function renderEventsPage({ events }: { events: StoredAnalyticsEvent[] }): string {
  const text = (value: unknown) => escapeXml({ text: value === undefined || value === null ? '' : String(value) });
  const rows = events
    .map(({ receivedAt, projectId, origin, sdkType, sdkVersion, event }) => {
      const { props } = event;
      const details = props.errorType
        ? `${props.errorType}: ${props.errorMessage ?? ''}`
        : JSON.stringify(props.properties ?? {});
      return (
        `<tr><td>${text(receivedAt)}</td><td>${text(projectId)}</td><td>${text(props.type)}</td><td><b>${text(props.event)}</b></td>` +
        `<td>${text(details)}</td><td>${text(origin)}</td><td>${text(event.url)}</td><td>${text(`${sdkType ?? ''} ${sdkVersion ?? ''}`)}</td></tr>`
      );
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Analytics events</title>
<style>body{font:14px system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.35rem .5rem;text-align:left;vertical-align:top;word-break:break-word}
th{background:#f4f4f4}</style></head>
<body><h1>Analytics events</h1><p>${events.length} event(s), newest first. JSON: <a href="/dev/events.json">/dev/events.json</a></p>
<table><thead><tr><th>received</th><th>project</th><th>type</th><th>event</th><th>details</th><th>origin</th><th>url</th><th>sdk</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="8">No events yet.</td></tr>'}
</tbody></table></body></html>
`;
}
