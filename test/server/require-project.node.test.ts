import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Hono } from 'hono';
import { DEV_RESTRICTED_PROJECT_ID } from '../../server/dev-config.js';
import { requireProject, type ProjectEnv } from '../../server/directory/require-project.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

// Issue 13 part 5: the project check (known id, allowed origin) is one middleware; each route
// only says where the id is and in which shape a refusal is answered.
let temp: TempDatabase;
before(() => (temp = openTempDatabase()));
after(() => temp?.cleanup());

const ALLOWED = 'https://dapp.example';
const FOREIGN = 'https://evil.example';

async function call(
  app: Hono<ProjectEnv>,
  { query = `?projectId=${DEV_RESTRICTED_PROJECT_ID}`, origin }: { query?: string; origin?: string } = {},
) {
  const response = await app.request(`/p${query}`, { headers: origin ? { origin } : {} });
  return { status: response.status, body: await response.text() };
}

describe('requireProject', () => {
  it('answers a missing id 400, an unknown one 401, in the API error shape, and lets a known one through', async () => {
    const app = new Hono<ProjectEnv>().get('/p', requireProject({ database: temp.database }), (c) =>
      c.text(c.get('project').projectId),
    );
    assert.deepEqual(await call(app, { query: '' }), {
      status: 400,
      body: JSON.stringify({ error: 'Project ID Missing', code: 'PROJECT_ID_MISSING' }),
    });
    assert.deepEqual(await call(app, { query: '?projectId=%20' }), {
      status: 400,
      body: JSON.stringify({ error: 'Project ID Missing', code: 'PROJECT_ID_MISSING' }),
    });
    assert.deepEqual(await call(app, { query: '?projectId=nope' }), {
      status: 401,
      body: JSON.stringify({ error: 'Invalid Project ID', code: 'INVALID_PROJECT_ID' }),
    });
    assert.deepEqual(await call(app, { query: `?projectId=${'a'.repeat(129)}` }), {
      status: 401,
      body: JSON.stringify({ error: 'Invalid Project ID', code: 'INVALID_PROJECT_ID' }),
    });
    assert.deepEqual(
      await call(app, { origin: FOREIGN }),
      { status: 200, body: DEV_RESTRICTED_PROJECT_ID },
      'no origin check unless asked',
    );
  });

  it("with checkOrigin, refuses a browser Origin outside the project's list (403) and lets a request without Origin through", async () => {
    const app = new Hono<ProjectEnv>().get('/p', requireProject({ database: temp.database, checkOrigin: true }), (c) =>
      c.text('ok'),
    );
    assert.deepEqual(await call(app, { origin: FOREIGN }), {
      status: 403,
      body: JSON.stringify({ error: 'Origin not allowed', code: 'ORIGIN_NOT_ALLOWED' }),
    });
    assert.deepEqual(await call(app, { origin: ALLOWED }), { status: 200, body: 'ok' });
    assert.deepEqual(await call(app), { status: 200, body: 'ok' });
  });

  it("takes a trusted origin, another place for the id, and the route's own refusal shape", async () => {
    const app = new Hono<ProjectEnv>().get(
      '/p',
      requireProject({
        database: temp.database,
        checkOrigin: true,
        isTrustedOrigin: ({ origin }) => origin === 'https://own.example',
        readProjectId: (c) => c.req.header('x-project'),
        refuse: ({ c, refusal }) => c.text(`${refusal.code}: ${refusal.message}`, refusal.status),
      }),
      (c) => c.text('ok'),
    );
    const request = async (headers: Record<string, string>) => {
      const response = await app.request('/p', { headers });
      return [response.status, await response.text()];
    };
    assert.deepEqual(await request({}), [400, 'PROJECT_ID_MISSING: Project ID Missing']);
    assert.deepEqual(await request({ 'x-project': DEV_RESTRICTED_PROJECT_ID, origin: FOREIGN }), [
      403,
      'ORIGIN_NOT_ALLOWED: Origin not allowed',
    ]);
    assert.deepEqual(await request({ 'x-project': DEV_RESTRICTED_PROJECT_ID, origin: 'https://own.example' }), [
      200,
      'ok',
    ]);
  });

  it('knows no project without a database', async () => {
    const app = new Hono<ProjectEnv>().get('/p', requireProject({ database: undefined }), (c) => c.text('ok'));
    assert.equal((await call(app)).status, 401);
  });
});
