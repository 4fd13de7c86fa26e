import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Hono } from 'hono';
import { createServerApp } from '../../server/app.js';
import { MAX_ANALYTICS_BODY_BYTES } from '../../server/routes/analytics.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

let temp: TempDatabase;
let app: Hono;

before(() => {
  temp = openTempDatabase();
  app = createServerApp({ chains: [], database: temp.database });
});
after(() => temp?.cleanup());

const DEMO_ORIGIN = 'http://localhost:5173';

function event(overrides: Record<string, unknown> = {}) {
  return {
    eventId: randomUUID(),
    url: `${DEMO_ORIGIN}/`,
    domain: 'localhost',
    timestamp: Date.now(),
    props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    ...overrides,
  };
}

interface PostParameters {
  body: unknown;
  query?: string;
  origin?: string | null;
  contentType?: string;
}

async function postEvent({
  body,
  query = 'projectId=demo-project&st=appkit&sv=0.1.0',
  origin = DEMO_ORIGIN,
  contentType = 'application/json',
}: PostParameters) {
  const response = await app.request(`/e?${query}`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(origin ? { origin } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown>, response };
}

const storedEventIds = () =>
  temp.database.prepare('SELECT event_id FROM analytics_events ORDER BY id').pluck().all() as string[];

describe('POST /e', () => {
  it('stores a valid event with its project, origin and sdk type/version', async () => {
    const sent = event();
    const { status, json, response } = await postEvent({ body: sent });
    assert.equal(status, 200);
    assert.deepEqual(json, { stored: true });
    assert.equal(response.headers.get('access-control-allow-origin'), DEMO_ORIGIN);
    const row = temp.database.prepare('SELECT * FROM analytics_events WHERE event_id = ?').get(sent.eventId) as Record<
      string,
      unknown
    >;
    assert.equal(row.project_id, 'demo-project');
    assert.equal(row.origin, DEMO_ORIGIN);
    assert.equal(row.sdk_type, 'appkit');
    assert.equal(row.sdk_version, '0.1.0');
    assert.deepEqual(JSON.parse(row.event as string), sent);
  });

  it('accepts text/plain (no preflight) and a request without Origin; stores a repeated eventId once', async () => {
    const sent = event({
      props: {
        type: 'error',
        event: 'INTERNAL_SDK_ERROR',
        errorType: 'BaseError',
        errorMessage: 'boom',
        stackTrace: 'at x',
      },
    });
    assert.equal((await postEvent({ body: sent, contentType: 'text/plain;charset=UTF-8' })).status, 200);
    assert.equal((await postEvent({ body: sent, origin: null })).status, 200);
    assert.equal(storedEventIds().filter((id) => id === sent.eventId).length, 1);
  });

  it("answers 403 ORIGIN_NOT_ALLOWED when the Origin is outside the project's list, and stores nothing", async () => {
    const before = storedEventIds().length;
    for (const [query, origin] of [
      ['projectId=demo-restricted', DEMO_ORIGIN],
      ['projectId=demo-project', 'https://evil.example'],
      ['projectId=demo-project', 'null'],
    ] as const) {
      const { status, json } = await postEvent({ body: event(), query, origin });
      assert.equal(status, 403, `${query} ${origin}`);
      assert.deepEqual(json, { error: 'Origin not allowed', code: 'ORIGIN_NOT_ALLOWED' });
    }
    assert.equal(
      (await postEvent({ body: event(), query: 'projectId=demo-restricted', origin: 'https://dapp.example' })).status,
      200,
    );
    assert.equal(storedEventIds().length, before + 1);
  });

  it('answers project id errors before anything else', async () => {
    assert.deepEqual((await postEvent({ body: event(), query: 'st=appkit' })).json, {
      error: 'Project ID Missing',
      code: 'PROJECT_ID_MISSING',
    });
    const unknown = await postEvent({ body: event(), query: 'projectId=nope', origin: 'https://evil.example' });
    assert.deepEqual({ status: unknown.status, code: unknown.json.code }, { status: 401, code: 'INVALID_PROJECT_ID' });
  });

  it('refuses a body that is not a valid event with 400 INVALID_BODY', async () => {
    const before = storedEventIds().length;
    for (const body of ['{"eventId":', '[]', event({ timestamp: 'now' }), event({ props: { type: 'track' } })]) {
      const { status, json } = await postEvent({ body });
      assert.equal(status, 400, JSON.stringify(body));
      assert.equal(json.code, 'INVALID_BODY');
    }
    assert.equal(storedEventIds().length, before);
  });

  it('refuses a body over the size cap with 413 PAYLOAD_TOO_LARGE', async () => {
    const big = event({
      props: { type: 'track', event: 'X', properties: { blob: 'x'.repeat(MAX_ANALYTICS_BODY_BYTES) } },
    });
    const { status, json } = await postEvent({ body: big });
    assert.equal(status, 413);
    assert.equal(json.code, 'PAYLOAD_TOO_LARGE');
  });

  it('stores nothing when the project has analytics off', async () => {
    temp.database.prepare('UPDATE projects SET analytics_enabled = 0 WHERE project_id = ?').run('demo-project');
    try {
      const sent = event();
      assert.deepEqual((await postEvent({ body: sent })).json, { stored: false, reason: 'ANALYTICS_DISABLED' });
      assert.equal(storedEventIds().includes(sent.eventId), false);
    } finally {
      temp.database.prepare('UPDATE projects SET analytics_enabled = 1 WHERE project_id = ?').run('demo-project');
    }
  });

  it('answers the CORS preflight of a JSON POST', async () => {
    const response = await app.request('/e?projectId=demo-project', {
      method: 'OPTIONS',
      headers: {
        origin: DEMO_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('access-control-allow-origin'), DEMO_ORIGIN);
    assert.match(response.headers.get('access-control-allow-methods') ?? '', /POST/);
    assert.match(response.headers.get('access-control-allow-headers') ?? '', /content-type/i);
  });
});

describe('dev event pages', () => {
  it('GET /dev/events.json lists stored events newest first, filtered by project', async () => {
    const sent = event({ props: { type: 'track', event: 'CONNECT_SUCCESS' } });
    await postEvent({ body: sent });
    const { events } = (await (await app.request('/dev/events.json')).json()) as {
      events: Array<{ projectId: string; event: { eventId: string } }>;
    };
    assert.equal(events[0]!.event.eventId, sent.eventId);
    assert.equal(events.length, storedEventIds().length);
    const restricted = (await (await app.request('/dev/events.json?projectId=demo-restricted&limit=5')).json()) as {
      events: unknown[];
    };
    assert.equal(restricted.events.length, 1);
    assert.equal((await app.request('/dev/events.json?limit=0')).status, 400);
  });

  it('GET /dev/events shows them as text: markup in an event is escaped', async () => {
    const hostile = event({
      url: `${DEMO_ORIGIN}/<img src=x onerror=alert(1)>`,
      props: { type: 'track', event: '<b>BOLD</b>' },
    });
    await postEvent({ body: hostile });
    const response = await app.request('/dev/events');
    const html = await response.text();
    assert.match(response.headers.get('content-type') ?? '', /text\/html/);
    assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    assert.ok(html.includes('&lt;b&gt;BOLD&lt;/b&gt;'));
    assert.ok(html.includes('/&lt;img src=x onerror=alert(1)&gt;'));
    assert.doesNotMatch(html, /<img|<b>BOLD/);
  });

  it('is not served in production mode', async () => {
    const production = createServerApp({ chains: [], database: temp.database, production: true });
    assert.equal((await production.request('/dev/events')).status, 404);
    assert.equal((await production.request('/dev/events.json')).status, 404);
  });
});
