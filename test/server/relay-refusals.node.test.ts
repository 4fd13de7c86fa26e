// The relay's door (issue 15 part 2): a refused connection is accepted, then closed with code
// 3000 and the exact reason the modal maps to an alert (SPEC §8): unknown project → APKT007,
// origin not allowed → APKT002, a JWT from the future → "JWT not yet valid".
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { request } from 'node:http';
import { startServer, type StartServerReturnType } from '../../server/start-server.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';
import { connectAndWaitForClose, openRelayClient, relayUrlOf, signRelayJwt } from './relay-test-client.js';

let temp: TempDatabase;
let server: StartServerReturnType;
let relayUrl: string;
const nowSeconds = () => Math.floor(Date.now() / 1000);

before(async () => {
  temp = openTempDatabase();
  server = await startServer({ port: 0, chains: [], database: temp.database });
  relayUrl = relayUrlOf(server.url);
});
after(async () => {
  await server?.stop();
  temp?.cleanup();
});

const urlWith = ({
  projectId = 'demo-project',
  jwt = signRelayJwt({ aud: relayUrl, iat: nowSeconds() }).jwt,
}: { projectId?: string; jwt?: string } = {}) =>
  `${relayUrl}?auth=${jwt}&projectId=${projectId}&ua=wc-2%2Fjs-2.21.8&useOnCloseEvent=true`;

/** Resolves with the close reason; an accepted connection is closed by the test after 100 ms. */
async function reasonFor({ url, origin }: { url: string; origin?: string }): Promise<string> {
  const closed = connectAndWaitForClose({ url, origin });
  const { code, reason, opened } = await Promise.race([
    closed,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('relay kept the socket open')), 2000)),
  ]);
  assert.ok(opened, 'the upgrade is accepted before the refusal');
  assert.equal(code, 3000, `close code for "${reason}"`);
  return reason;
}

/** Whether the relay keeps the connection open (and answers a request on it). */
async function isAccepted({ url, origin }: { url: string; origin?: string }): Promise<boolean> {
  const { default: WebSocket } = await import('ws');
  const socket = new WebSocket(url, origin ? { origin } : {});
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => resolve(false));
    socket.on('open', () =>
      socket.send(
        '{"id":1,"jsonrpc":"2.0","method":"irn_batchFetchMessages","params":{"topics":["' + 'a'.repeat(64) + '"]}}',
      ),
    );
    socket.on('message', () => {
      socket.removeAllListeners('close');
      socket.close();
      resolve(true);
    });
  });
}

describe('relay refusals (close 3000)', () => {
  test("an unknown or missing projectId closes with 'Unauthorized: invalid key'", async () => {
    assert.equal(await reasonFor({ url: urlWith({ projectId: 'no-such-project' }) }), 'Unauthorized: invalid key');
    assert.equal(await reasonFor({ url: `${relayUrl}?auth=x` }), 'Unauthorized: invalid key');
  });

  test("an Origin the project does not allow closes with 'Unauthorized: origin not allowed'", async () => {
    const notAllowed = 'Unauthorized: origin not allowed';
    assert.equal(await reasonFor({ url: urlWith(), origin: 'https://evil.example' }), notAllowed);
    for (const origin of ['http://localhost:5173', 'https://evil.example', 'https://sub.dapp.example'])
      assert.equal(await reasonFor({ url: urlWith({ projectId: 'demo-restricted' }), origin }), notAllowed, origin);
  });

  test('allowed origins, and no Origin at all (native and Node clients), are accepted', async () => {
    assert.equal(await isAccepted({ url: urlWith(), origin: 'http://localhost:5173' }), true);
    assert.equal(await isAccepted({ url: urlWith(), origin: 'http://127.0.0.1:8080' }), true);
    assert.equal(
      await isAccepted({ url: urlWith({ projectId: 'demo-restricted' }), origin: 'https://dapp.example' }),
      true,
    );
    assert.equal(await isAccepted({ url: urlWith() }), true);
  });

  test("a JWT issued more than 5 min ahead closes with 'JWT validation error: JWT Token is not yet valid:'; 4 min ahead is accepted", async () => {
    const ahead = (seconds: number) => signRelayJwt({ aud: relayUrl, iat: nowSeconds() + seconds }).jwt;
    assert.equal(
      await reasonFor({ url: urlWith({ jwt: ahead(6 * 60) }) }),
      'JWT validation error: JWT Token is not yet valid:',
    );
    assert.equal(await isAccepted({ url: urlWith({ jwt: ahead(4 * 60) }) }), true);
  });

  test('a bad signature, a wrong aud, an expired or malformed token close with a JWT validation error', async () => {
    const good = signRelayJwt({ aud: relayUrl, iat: nowSeconds() }).jwt;
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const otherSignature = signRelayJwt({ aud: relayUrl, iat: nowSeconds() }).jwt.split('.')[2]!;
    const cases: Array<[string, string]> = [
      [`${header}.${payload}.${otherSignature}`, 'JWT validation error: invalid signature'],
      [`${header}.${payload}.${signature.slice(0, -4)}AAAA`, 'JWT validation error: invalid signature'],
      [
        signRelayJwt({ aud: 'ws://127.0.0.1:1/relay', iat: nowSeconds() }).jwt,
        'JWT validation error: invalid audience',
      ],
      [signRelayJwt({ aud: `${relayUrl}/other`, iat: nowSeconds() }).jwt, 'JWT validation error: invalid audience'],
      [
        signRelayJwt({ aud: relayUrl, iat: nowSeconds() - 7200, exp: nowSeconds() - 1 }).jwt,
        'JWT validation error: JWT Token has expired',
      ],
      ['not-a-jwt', 'JWT validation error: malformed token'],
    ];
    for (const [jwt, reason] of cases) assert.equal(await reasonFor({ url: urlWith({ jwt }) }), reason);
    assert.equal(
      await reasonFor({ url: `${relayUrl}?projectId=demo-project` }),
      'JWT validation error: malformed token',
    );
  });

  test('the aud may name the relay with a trailing slash, and the client may connect to /relay/', async () => {
    const jwt = signRelayJwt({ aud: `${relayUrl}/`, iat: nowSeconds() }).jwt;
    assert.equal(await isAccepted({ url: urlWith({ jwt }) }), true);
    assert.equal(await isAccepted({ url: urlWith().replace('/relay?', '/relay/?') }), true);
  });

  test('a client that passes the checks is served', async () => {
    const client = await openRelayClient({ serverUrl: server.url });
    assert.match(client.clientId, /^did:key:z6Mk/);
    await client.close();
  });
});

/** The HTTP status a WebSocket upgrade request gets (101 when it is upgraded). */
function upgradeStatus({ url }: { url: string }): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const upgrade = request(url, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    upgrade.on('response', (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    upgrade.on('upgrade', (_response, socket) => {
      socket.destroy();
      resolve(101);
    });
    upgrade.on('error', reject);
    upgrade.end();
  });
}

describe('relay wiring', () => {
  test('other paths keep their HTTP answers; a WebSocket upgrade elsewhere gets a 404', async () => {
    const health = await fetch(`${server.url}/health`);
    assert.equal(health.status, 200);
    assert.equal(await upgradeStatus({ url: `${server.url}/relay?projectId=demo-project` }), 101);
    const status = await upgradeStatus({ url: `${server.url}/not-the-relay` });
    assert.equal(status, 404);
  });

  test('without a database there is no relay', async () => {
    const plain = await startServer({ port: 0, chains: [] });
    try {
      const status = await upgradeStatus({ url: `${plain.url}/relay` });
      assert.notEqual(status, 101);
    } finally {
      await plain.stop();
    }
  });

  test('stop() closes open relay sockets', async () => {
    const temp2 = openTempDatabase();
    const other = await startServer({ port: 0, chains: [], database: temp2.database });
    const client = await openRelayClient({ serverUrl: other.url });
    const closed = new Promise<void>((resolve) => client.socket.once('close', () => resolve()));
    await other.stop();
    await closed;
    temp2.cleanup();
  });
});
