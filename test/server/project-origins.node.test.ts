import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { createServerApp } from '../../server/app.js';
import { readDevProjects, seedProjects } from '../../server/db/seed-projects.js';
import { setProjectOrigins } from '../../server/db/set-project-origins.js';
import { frameAncestors } from '../../server/frame/frame-security-headers.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

// Issue "Hardening" part 8 (security review F12): a project that allows `*` (or a bare wildcard)
// lets any site embed the wallet and drive its sign-in and approvals. Such entries are refused
// when projects are seeded or set, and never reach frame-ancestors nor the frame's own check
// (isOriginAllowed: test/core/utils/is-origin-allowed.test.ts).
const WILDCARDS = ['*', 'https://*', 'http://*:*', 'https:', 'https://*.com', 'https://dapp.example:*'];

let temp: TempDatabase;
let scratch: string;
before(() => {
  temp = openTempDatabase();
  scratch = mkdtempSync(join(tmpdir(), 'appkit-origins-'));
});
after(() => {
  temp?.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

const project = (allowedOrigins: string[]) => ({
  projectId: `p-${Math.random().toString(36).slice(2)}`,
  name: 'P',
  allowedOrigins,
  analyticsEnabled: false,
  features: [],
});

describe('allowed origins of a project (part 8)', () => {
  it('emits no wildcard into frame-ancestors: the exact, *. and loopback :* entries only', () => {
    assert.equal(frameAncestors({ allowedOrigins: WILDCARDS }), "'none'");
    assert.equal(
      frameAncestors({
        allowedOrigins: [...WILDCARDS, 'https://Dapp.example/', 'https://*.dapp.example', 'http://localhost:*'],
      }),
      'https://dapp.example https://*.dapp.example http://localhost:*',
    );
    assert.equal(
      frameAncestors({ allowedOrigins: ["https://dapp.example 'unsafe-inline'", 'https://a.example;script-src *'] }),
      "'none'",
      'nothing breaks out of the directive',
    );
  });

  it("serves a project row an operator filled with wildcards with frame-ancestors 'none'", async () => {
    const row = project(['https://dapp.example']);
    seedProjects({ database: temp.database, projects: [row] });
    temp.database
      .prepare('UPDATE projects SET allowed_origins = ? WHERE project_id = ?')
      .run(JSON.stringify(WILDCARDS), row.projectId);
    const response = await createServerApp({ chains: [], database: temp.database }).request(
      `/frame/?projectId=${row.projectId}`,
    );
    assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
  });

  it('refuses to seed a project with a wildcard origin, and inserts none of the batch', () => {
    for (const entry of WILDCARDS) {
      const good = project(['https://good.example']);
      assert.throws(
        () => seedProjects({ database: temp.database, projects: [good, project(['https://dapp.example', entry])] }),
        /allowedOrigins .* refused/,
        entry,
      );
      assert.equal(
        temp.database.prepare('SELECT count(*) FROM projects WHERE project_id = ?').pluck().get(good.projectId),
        0,
      );
    }
  });

  it('refuses a seed file with a wildcard origin, naming it', () => {
    const file = join(scratch, 'projects.json');
    writeFileSync(file, JSON.stringify({ projects: [project(['http://localhost:*', '*'])] }));
    assert.throws(() => readDevProjects({ url: pathToFileURL(file) }), /allowedOrigins "\*" refused/);
    assert.ok(
      readDevProjects().every((seeded) => seeded.allowedOrigins.length > 0),
      'the shipped dev projects pass',
    );
  });

  it("sets an exact list (the dev stack registers the demo page's origins), and refuses wildcards there too", () => {
    const row = project(['http://localhost:*']);
    seedProjects({ database: temp.database, projects: [row] });
    setProjectOrigins({
      database: temp.database,
      projectId: row.projectId,
      allowedOrigins: ['http://127.0.0.1:5173', 'http://127.0.0.2:5173', 'http://127.0.0.1:5173'],
    });
    assert.equal(
      temp.database.prepare('SELECT allowed_origins FROM projects WHERE project_id = ?').pluck().get(row.projectId),
      '["http://127.0.0.1:5173","http://127.0.0.2:5173"]',
    );
    assert.throws(
      () => setProjectOrigins({ database: temp.database, projectId: row.projectId, allowedOrigins: ['*'] }),
      /refused/,
    );
    assert.throws(
      () => setProjectOrigins({ database: temp.database, projectId: 'no-such-project', allowedOrigins: [] }),
      /does not exist/,
    );
  });
});
