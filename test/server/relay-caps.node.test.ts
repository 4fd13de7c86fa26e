// The relay's caps against floods (server/relay/relay-limits.ts): open sockets per client address
// (the 51st is closed with 1013, and the address is the one the HTTP routes count, through the
// configured proxy hops), characters one connection may publish per minute, and characters one
// topic may hold. Each test performs the attack with small numbers; the real ones are the defaults.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import WebSocket from 'ws';
import { createRelayMailbox } from '../../server/relay/relay-mailbox.js';
import { startServer, type StartServerParameters } from '../../server/start-server.js';
import { openTempDatabase } from './open-temp-database.js';
import { openRelayClient, randomTopic, relayUrlOf, signRelayJwt, type RelayTestClient } from './relay-test-client.js';

const START = Date.parse('2025-06-01T12:00:00Z');
/** A second loopback address: Linux routes all of 127/8 to lo, so the relay sees another peer. */
const OTHER_LOCAL_ADDRESS = '127.0.0.2';
const TOO_MANY = { code: 1013, reason: 'Try again later: too many connections from this address' };

const cleanups: Array<() => Promise<void> | void> = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A server with the relay, its clock in the test's hands. */
async function startRelay(parameters: Pick<StartServerParameters, 'network' | 'relay'>) {
  const clock = { now: START };
  const temp = openTempDatabase();
  const server = await startServer({
    port: 0,
    chains: [],
    database: temp.database,
    ...parameters,
    relay: { now: () => clock.now, ...parameters.relay },
  });
  cleanups.push(
    () => temp.cleanup(),
    () => server.stop(),
  );
  const clients: RelayTestClient[] = [];
  cleanups.push(() => Promise.all(clients.map((client) => client.close())).then(() => undefined));
  const open = async () => {
    const client = await openRelayClient({ serverUrl: server.url, nowSeconds: clock.now / 1000 });
    clients.push(client);
    return client;
  };
  return { server, clock, open, temp };
}

type Outcome = { accepted: true; socket: WebSocket } | { accepted: false; code: number; reason: string };

/**
 * Opens a relay socket from `localAddress`, optionally through a claimed X-Forwarded-For, and
 * resolves once the relay either answers a request on it (accepted) or closes it (refused).
 */
function connectFrom({
  serverUrl,
  nowSeconds,
  localAddress,
  forwardedFor,
}: {
  serverUrl: string;
  nowSeconds: number;
  localAddress?: string;
  forwardedFor?: string;
}): Promise<Outcome> {
  const { jwt } = signRelayJwt({ aud: relayUrlOf(serverUrl), iat: nowSeconds });
  const socket = new WebSocket(`${relayUrlOf(serverUrl)}?auth=${jwt}&projectId=demo-project`, {
    localAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  cleanups.push(() => socket.terminate());
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('close', (code, reason) => resolve({ accepted: false, code, reason: String(reason) }));
    socket.once('open', () =>
      socket.send(
        JSON.stringify({
          id: 1,
          jsonrpc: '2.0',
          method: 'irn_batchFetchMessages',
          params: { topics: [randomTopic()] },
        }),
      ),
    );
    socket.once('message', () => {
      socket.removeAllListeners('close');
      resolve({ accepted: true, socket });
    });
  });
}

/** Sends one request on a raw socket and resolves with its answer. */
function requestOn({ socket, method, params }: { socket: WebSocket; method: string; params: object }) {
  return new Promise<{ result?: unknown; error?: { code: number; message: string } }>((resolve) => {
    socket.once('message', (data) => resolve(JSON.parse(String(data))));
    socket.send(JSON.stringify({ id: 2, jsonrpc: '2.0', method, params }));
  });
}

const refusalOf = (outcome: Outcome) =>
  outcome.accepted ? 'accepted' : { code: outcome.code, reason: outcome.reason };

describe('relay connections per client address', () => {
  test('an address holds at most the cap of open sockets: the next is closed with 1013; other addresses, and freed slots, are served', async () => {
    const { server } = await startRelay({ relay: { limits: { connectionsPerIp: 3 } } });
    const from = (options: { localAddress?: string; forwardedFor?: string } = {}) =>
      connectFrom({ serverUrl: server.url, nowSeconds: START / 1000, ...options });
    const held: WebSocket[] = [];
    for (let index = 0; index < 3; index++) {
      const outcome = await from();
      assert.ok(outcome.accepted, `socket ${index + 1} of 3 is served`);
      held.push(outcome.socket);
    }
    assert.deepEqual(refusalOf(await from()), TOO_MANY);
    assert.deepEqual(refusalOf(await from()), TOO_MANY, 'refused sockets take no slot, and free none');
    // Without trusted proxies the header is the client's own words: it buys no new address.
    assert.deepEqual(refusalOf(await from({ forwardedFor: '203.0.113.9' })), TOO_MANY);
    assert.equal(refusalOf(await from({ localAddress: OTHER_LOCAL_ADDRESS })), 'accepted', 'another address');

    const closed = new Promise((resolve) => held[0]!.once('close', resolve));
    held[0]!.close();
    await closed;
    // The server sees the close after the client does: give it a few tries.
    let outcome = await from();
    for (let attempt = 0; !outcome.accepted && attempt < 20; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      outcome = await from();
    }
    assert.equal(refusalOf(outcome), 'accepted', 'a closed socket frees its slot');
  });

  test('behind trusted proxies (network.trustedProxyHops) the address is the forwarded one, as for HTTP routes', async () => {
    const { server } = await startRelay({
      network: { trustedProxyHops: 1 },
      relay: { limits: { connectionsPerIp: 2 } },
    });
    const from = (forwardedFor?: string) =>
      connectFrom({ serverUrl: server.url, nowSeconds: START / 1000, forwardedFor });
    assert.equal(refusalOf(await from('203.0.113.7')), 'accepted');
    // What the client wrote left of the proxy's entry does not change its address.
    assert.equal(refusalOf(await from('6.6.6.6, 203.0.113.7')), 'accepted');
    assert.deepEqual(refusalOf(await from('7.7.7.7, 203.0.113.7')), TOO_MANY);
    assert.equal(refusalOf(await from('203.0.113.8')), 'accepted', 'another client behind the same proxy');
    assert.equal(refusalOf(await from()), 'accepted', 'no header: the socket address, a bucket of its own');
  });
});

describe('relay publish budget per connection', () => {
  const limits = { messageMaxChars: 1024, publishedCharsPerMinute: 4096 };
  const publishParams = (topic: string, message: string) => ({ topic, message, ttl: 300, tag: 1 });
  const fetchMessages = async (client: RelayTestClient, topics: string[]) =>
    ((await client.request('irn_batchFetchMessages', { topics })).result as { messages: unknown[] }).messages;
  const budgetError = {
    code: -32005,
    message: 'Publish limit exceeded: at most 4096 characters of messages per minute',
  };

  test('past the budget irn_publish, wc_proposeSession and wc_approveSession answer -32005 and store nothing, until it refills', async () => {
    const { server, clock, open } = await startRelay({ relay: { limits } });
    const flooder = await open();
    for (let index = 0; index < 4; index++) {
      const answer = await flooder.request('irn_publish', publishParams(randomTopic(), String(index).repeat(1024)));
      assert.equal(answer.result, true, `publish ${index + 1} of 4 fits the budget`);
    }
    const [topic, pairingTopic, sessionTopic] = [randomTopic(), randomTopic(), randomTopic()];
    assert.deepEqual((await flooder.request('irn_publish', publishParams(topic, 'bXNn'))).error, budgetError);
    const proposal = await flooder.request('wc_proposeSession', { pairingTopic, sessionProposal: 'cHJvcG9zYWw=' });
    assert.deepEqual(proposal.error, budgetError);
    const approval = await flooder.request('wc_approveSession', {
      pairingTopic,
      sessionTopic,
      sessionProposalResponse: 'cmVzcG9uc2U=',
      sessionSettlementRequest: 'c2V0dGxl',
    });
    assert.deepEqual(approval.error, budgetError);
    const reader = await open();
    assert.deepEqual(await fetchMessages(reader, [topic, pairingTopic, sessionTopic]), [], 'nothing was stored');

    const other = await open();
    assert.equal((await other.request('irn_publish', publishParams(topic, 'bXNn'))).result, true, 'per connection');
    const elsewhere = await connectFrom({
      serverUrl: server.url,
      nowSeconds: START / 1000,
      localAddress: OTHER_LOCAL_ADDRESS,
    });
    assert.ok(elsewhere.accepted);
    const answer = await requestOn({
      socket: elsewhere.socket,
      method: 'irn_publish',
      params: publishParams(randomTopic(), 'bXNn'),
    });
    assert.equal(answer.result, true, 'another address');

    clock.now += 60_000;
    assert.equal((await flooder.request('irn_publish', publishParams(topic, 'YWdhaW4='))).result, true, 'refilled');
  });

  test('wc_approveSession takes both of its messages from the budget, all or nothing', async () => {
    const { open } = await startRelay({ relay: { limits } });
    const wallet = await open();
    const approve = (pairingTopic: string, sessionTopic: string, fill: string) =>
      wallet.request('wc_approveSession', {
        pairingTopic,
        sessionTopic,
        sessionProposalResponse: fill.repeat(1024),
        sessionSettlementRequest: fill.toUpperCase().repeat(1024),
      });
    assert.equal((await approve(randomTopic(), randomTopic(), 'a')).result, true);
    assert.equal((await approve(randomTopic(), randomTopic(), 'b')).result, true);
    const [pairingTopic, sessionTopic] = [randomTopic(), randomTopic()];
    assert.deepEqual((await approve(pairingTopic, sessionTopic, 'c')).error, budgetError);
    assert.deepEqual(await fetchMessages(await open(), [pairingTopic, sessionTopic]), []);
  });
});

describe('relay pending characters per topic', () => {
  const limits = { messageMaxChars: 1024, pendingCharsPerTopic: 2500 };
  const publishParams = (topic: string, message: string, ttl = 300) => ({ topic, message, ttl, tag: 1 });
  const fullError = { code: -32005, message: 'Mailbox full: at most 2500 characters pending per topic' };

  test('a topic holds at most the cap of unexpired message characters; expired ones free it', async () => {
    const { clock, open } = await startRelay({ relay: { limits, purgeIntervalMs: 20 } });
    const client = await open();
    const topic = randomTopic();
    assert.equal((await client.request('irn_publish', publishParams(topic, 'a'.repeat(1024), 30))).result, true);
    assert.equal((await client.request('irn_publish', publishParams(topic, 'b'.repeat(1024)))).result, true);
    assert.deepEqual((await client.request('irn_publish', publishParams(topic, 'c'.repeat(1024)))).error, fullError);
    assert.equal((await client.request('irn_publish', publishParams(topic, 'd'.repeat(452)))).result, true, 'fits');
    assert.equal((await client.request('irn_publish', publishParams(topic, 'a'.repeat(1024)))).result, true, 'a retry');
    assert.equal((await client.request('irn_publish', publishParams(randomTopic(), 'c'.repeat(1024)))).result, true);

    clock.now += 31_000;
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal((await client.request('irn_publish', publishParams(topic, 'c'.repeat(1024)))).result, true);
  });

  test('the count survives a restart: a new mailbox on the same database sees what is stored', () => {
    const temp = openTempDatabase();
    cleanups.push(() => temp.cleanup());
    const options = { now: () => START, pendingMessagesPerTopic: 500, pendingCharsPerTopic: 2500 };
    const message = { topic: randomTopic(), tag: 1, publisherId: 'did:key:z6Mktest', ttlSeconds: 300 };
    const first = createRelayMailbox({ database: temp.database, ...options });
    first.store({ ...message, message: 'a'.repeat(2000) });
    const second = createRelayMailbox({ database: temp.database, ...options });
    assert.throws(() => second.store({ ...message, message: 'b'.repeat(501) }), fullError);
    assert.equal(second.store({ ...message, message: 'b'.repeat(500) }).isNew, true);
  });
});
