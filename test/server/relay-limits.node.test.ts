// The relay's caps (issue 15 part 2), each with a clear JSON-RPC error: topic shape, message size,
// ttl range, subscriptions per connection, requests per minute, pending messages per topic; and
// its pings: a socket that does not answer one is dropped at the next. Small numbers here; the
// real ones are in server/relay/relay-limits.ts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startServer, type StartServerReturnType } from '../../server/start-server.js';
import { DEFAULT_RELAY_LIMITS } from '../../server/relay/relay-limits.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';
import { openRelayClient, randomTopic, type RelayTestClient } from './relay-test-client.js';

// A clock that stands still: the rate limiter's bucket never refills during a test.
const CLOCK = Date.parse('2025-06-01T12:00:00Z');
const PING_INTERVAL_MS = 100;
const limits = {
  messageMaxChars: 1024,
  subscriptionsPerConnection: 3,
  requestsPerMinute: 20,
  pendingMessagesPerTopic: 2,
  messagesPerFetch: 2,
};

let temp: TempDatabase;
let server: StartServerReturnType;
const clients: RelayTestClient[] = [];
const open = async (options: { autoPong?: boolean } = {}) => {
  const client = await openRelayClient({ serverUrl: server.url, nowSeconds: CLOCK / 1000, ...options });
  clients.push(client);
  return client;
};

before(async () => {
  temp = openTempDatabase();
  server = await startServer({
    port: 0,
    chains: [],
    database: temp.database,
    relay: { now: () => CLOCK, pingIntervalMs: PING_INTERVAL_MS, limits },
  });
});
after(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await server?.stop();
  temp?.cleanup();
});

const errorOf = async (client: RelayTestClient, method: string, params: unknown) => {
  const answer = await client.request(method, params);
  assert.ok(
    answer.error,
    `${method} ${JSON.stringify(params).slice(0, 80)} should fail, got ${answer.text.slice(0, 80)}`,
  );
  return answer.error;
};
const publishParams = (overrides: object = {}) => ({
  topic: randomTopic(),
  message: 'bXNn',
  ttl: 300,
  tag: 1,
  ...overrides,
});

describe('relay limits', () => {
  test('the defaults are the documented ones', () => {
    assert.deepEqual(
      { ...DEFAULT_RELAY_LIMITS },
      {
        messageMaxChars: 262_144,
        attestationMaxChars: 4096,
        ttlMinSeconds: 30,
        ttlMaxSeconds: 2_592_000,
        subscriptionsPerConnection: 1000,
        topicsPerBatch: 500,
        requestsPerMinute: 600,
        pendingMessagesPerTopic: 500,
        messagesPerFetch: 100,
        pushesInFlightPerConnection: 1000,
        publishedCharsPerMinute: 4_194_304,
        pendingCharsPerTopic: 8_388_608,
        connectionsPerIp: 50,
      },
    );
  });

  test('a topic must be 64 lowercase hex characters (-32602)', async () => {
    const client = await open();
    for (const topic of ['A'.repeat(64), 'a'.repeat(63), 'g'.repeat(64), 42, undefined]) {
      const error = await errorOf(client, 'irn_subscribe', { topic });
      assert.deepEqual(error, { code: -32602, message: 'Invalid params: topic must be 64 lowercase hex characters' });
    }
    const batch = await errorOf(client, 'irn_batchSubscribe', { topics: [randomTopic(), 'nope'] });
    assert.equal(batch.message, 'Invalid params: topics[1] must be 64 lowercase hex characters');
    assert.equal((await errorOf(client, 'irn_publish', publishParams({ topic: 'x' }))).code, -32602);
  });

  test('a message over the size cap is refused (-32602); one at the cap is stored', async () => {
    const client = await open();
    const error = await errorOf(client, 'irn_publish', publishParams({ message: 'a'.repeat(1025) }));
    assert.deepEqual(error, { code: -32602, message: 'Invalid params: message is too large: at most 1024 characters' });
    assert.equal((await client.request('irn_publish', publishParams({ message: 'a'.repeat(1024) }))).result, true);
    const proposal = await errorOf(client, 'wc_proposeSession', {
      pairingTopic: randomTopic(),
      sessionProposal: 'b'.repeat(1025),
    });
    assert.equal(proposal.message, 'Invalid params: sessionProposal is too large: at most 1024 characters');
  });

  test('a ttl outside 30 s … 30 days is refused (-32602)', async () => {
    const client = await open();
    const expected = {
      code: -32602,
      message: 'Invalid params: ttl must be a whole number of seconds from 30 to 2592000',
    };
    for (const ttl of [29, 2_592_001, 30.5, '300', undefined])
      assert.deepEqual(await errorOf(client, 'irn_publish', publishParams({ ttl })), expected, String(ttl));
    for (const ttl of [30, 2_592_000])
      assert.equal((await client.request('irn_publish', publishParams({ ttl }))).result, true);
  });

  test('unknown methods answer -32601; params that are not an object -32602; bad frames -32700 / -32600', async () => {
    const client = await open();
    assert.deepEqual(await errorOf(client, 'irn_frobnicate', {}), { code: -32601, message: 'Method not found' });
    assert.equal((await errorOf(client, 'irn_subscribe', [randomTopic()])).code, -32602);
    const garbage = await client.sendRaw('{not json');
    assert.match(garbage.text, /^\{"id":null,/);
    assert.equal(garbage.error?.code, -32700);
    assert.equal((await client.sendRaw('[1,2]')).error?.code, -32600);
    assert.equal((await client.sendRaw('{"jsonrpc":"2.0","method":"irn_subscribe"}')).error?.code, -32600);
  });

  test('a connection holds at most the subscription cap (-32005); subscribing again to a held topic is free', async () => {
    const client = await open();
    const topics = [randomTopic(), randomTopic(), randomTopic()];
    assert.equal((await client.request('irn_batchSubscribe', { topics })).error, undefined);
    assert.equal((await client.request('irn_subscribe', { topic: topics[0] })).error, undefined);
    const error = await errorOf(client, 'irn_subscribe', { topic: randomTopic() });
    assert.deepEqual(error, { code: -32005, message: 'Too many subscriptions: at most 3 topics per connection' });
    assert.equal(
      (await errorOf(client, 'wc_proposeSession', { pairingTopic: randomTopic(), sessionProposal: 'cA==' })).code,
      -32005,
    );
    await client.request('irn_unsubscribe', { topic: topics[0] });
    assert.equal((await client.request('irn_subscribe', { topic: randomTopic() })).error, undefined);
  });

  test('a topic holds at most the pending-message cap (-32005)', async () => {
    const client = await open();
    const topic = randomTopic();
    await client.request('irn_publish', publishParams({ topic, message: 'MQ==' }));
    await client.request('irn_publish', publishParams({ topic, message: 'Mg==' }));
    const error = await errorOf(client, 'irn_publish', publishParams({ topic, message: 'Mw==' }));
    assert.deepEqual(error, { code: -32005, message: 'Mailbox full: at most 2 pending messages per topic' });
  });

  test('irn_batchFetchMessages answers in pages (hasMore)', async () => {
    const publisher = await open();
    const [a, b] = [randomTopic(), randomTopic()];
    for (const [topic, message] of [
      [a, 'YTE='],
      [a, 'YTI='],
      [b, 'YjE='],
    ] as const)
      await publisher.request('irn_publish', publishParams({ topic, message }));
    const reader = await open();
    const page = async () =>
      (await reader.request('irn_batchFetchMessages', { topics: [a, b] })).result as {
        messages: Array<{ message: string }>;
        hasMore: boolean;
      };
    const first = await page();
    assert.deepEqual([first.messages.map(({ message }) => message), first.hasMore], [['YTE=', 'YTI='], true]);
    const second = await page();
    assert.deepEqual([second.messages.map(({ message }) => message), second.hasMore], [['YjE='], false]);
  });

  test('a connection may send the requests-per-minute cap, then gets -32005 until the bucket refills', async () => {
    const client = await open();
    const answers = [];
    for (let index = 0; index < limits.requestsPerMinute + 3; index++)
      answers.push(await client.request('irn_batchFetchMessages', { topics: [randomTopic()] }));
    assert.equal(answers.filter((answer) => answer.error === undefined).length, limits.requestsPerMinute);
    assert.deepEqual(answers.at(-1)!.error, {
      code: -32005,
      message: 'Rate limit exceeded: at most 20 requests per minute',
    });
    const other = await open();
    assert.equal((await other.request('irn_subscribe', { topic: randomTopic() })).error, undefined, 'per connection');
  });

  test('a frame far over the message cap closes the socket (1009)', async () => {
    const client = await open();
    const closed = new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code)));
    client.socket.send(
      JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_publish', params: { message: 'a'.repeat(200_000) } }),
    );
    assert.equal(await closed, 1009);
  });
});

describe('relay pings', () => {
  // The timeout turns a relay that never drops a silent socket into a failure instead of a hang.
  test(
    'a socket that answers pings stays open; one that does not is terminated at the next interval',
    { timeout: 5000 },
    async () => {
      const answering = await open();
      const silent = await open({ autoPong: false });
      let pings = 0;
      answering.socket.on('ping', () => pings++);
      const silentClosed = new Promise<number>((resolve) => silent.socket.once('close', (code) => resolve(code)));
      const started = Date.now();
      assert.equal(await silentClosed, 1006, 'terminated, not closed politely');
      const elapsed = Date.now() - started;
      // Pinged at the first tick, dropped at the second; the slack is for a busy machine.
      assert.ok(elapsed <= 2 * PING_INTERVAL_MS + 400, `terminated after ${elapsed} ms`);
      await new Promise((resolve) => setTimeout(resolve, 3 * PING_INTERVAL_MS));
      assert.ok(pings >= 3, `expected pings every ${PING_INTERVAL_MS} ms, got ${pings}`);
      assert.equal(answering.socket.readyState, answering.socket.OPEN);
    },
  );
});
