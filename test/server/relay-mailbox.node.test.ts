// The relay's mailbox (issue 15 part 2): a published message is pushed at once to the topic's
// subscribers but its publisher, kept in SQLite until its ttl, delivered once per client (a late
// subscriber still gets it; an acknowledged push never comes again) and kept across restarts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { relaySubscriptionId } from '../../server/relay/create-relay-hub.js';
import { startServer, type StartServerReturnType } from '../../server/start-server.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';
import { openRelayClient, randomTopic, type RelayTestClient } from './relay-test-client.js';

const TTL = 300;
const publish = (client: RelayTestClient, topic: string, message: string, extra: object = {}) =>
  client.request('irn_publish', { topic, message, ttl: TTL, tag: 1108, ...extra });

/** A request round trip: every push the relay sent this client before it has arrived after it. */
const settle = (client: RelayTestClient) => client.request('irn_batchFetchMessages', { topics: [randomTopic()] });

describe('relay delivery', () => {
  let temp: TempDatabase;
  let server: StartServerReturnType;
  const clients: RelayTestClient[] = [];
  const open = async (options: Partial<Parameters<typeof openRelayClient>[0]> = {}) => {
    const client = await openRelayClient({ serverUrl: server.url, ...options });
    clients.push(client);
    return client;
  };
  before(async () => {
    temp = openTempDatabase();
    server = await startServer({ port: 0, chains: [], database: temp.database });
  });
  after(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await server?.stop();
    temp?.cleanup();
  });

  test('a publish is pushed at once to every subscriber of the topic, never back to its publisher', async () => {
    const [publisher, first, second] = [await open(), await open(), await open()];
    const topic = randomTopic();
    for (const client of [publisher, first, second]) {
      const answer = await client.request('irn_subscribe', { topic });
      assert.equal(answer.result, relaySubscriptionId({ topic, clientId: client.clientId }));
    }
    assert.deepEqual((await publish(publisher, topic, 'c2VhbGVk', { attestation: 'att' })).result, true);
    for (const client of [first, second]) {
      const [push] = await client.waitForPushes(1);
      assert.equal(push!.params.id, relaySubscriptionId({ topic, clientId: client.clientId }));
      const { publishedAt, ...data } = push!.params.data;
      assert.deepEqual(data, { topic, message: 'c2VhbGVk', tag: 1108, attestation: 'att' });
      assert.ok(Math.abs(publishedAt - Date.now()) < 5000, 'publishedAt is a millisecond time');
    }
    await settle(publisher);
    assert.equal(publisher.pushes.length, 0, 'the publisher does not hear its own message');
  });

  test('a late subscriber gets what it has not had; an acknowledged message never comes again', async () => {
    const publisher = await open();
    const topic = randomTopic();
    await publish(publisher, topic, 'Zmlyc3Q=');
    await publish(publisher, topic, 'c2Vjb25k');
    const late = await open();
    await late.request('irn_subscribe', { topic });
    const pushes = await late.waitForPushes(2);
    assert.deepEqual(
      pushes.map((push) => push.params.data.message),
      ['Zmlyc3Q=', 'c2Vjb25k'],
    );
    await settle(late);
    await late.close();
    const again = await open({ secretKey: late.secretKey });
    await again.request('irn_subscribe', { topic });
    await again.request('irn_batchSubscribe', { topics: [topic, randomTopic()] });
    await settle(again);
    assert.equal(again.pushes.length, 0, 'the same client id reconnected: nothing again');
    const other = await open();
    await other.request('irn_batchSubscribe', { topics: [topic] });
    assert.equal((await other.waitForPushes(2)).length, 2, 'another client still gets both');
  });

  test('a push that was not acknowledged comes again after a reconnect, once', async () => {
    const publisher = await open();
    const topic = randomTopic();
    const silent = await open({ autoAck: false });
    await silent.request('irn_subscribe', { topic });
    await publish(publisher, topic, 'dW5hY2tlZA==');
    await silent.waitForPushes(1);
    await silent.request('irn_subscribe', { topic });
    await settle(silent);
    assert.equal(silent.pushes.length, 1, 'not pushed twice on one connection while awaiting the ack');
    await silent.close();
    const back = await open({ secretKey: silent.secretKey });
    await back.request('irn_subscribe', { topic });
    assert.equal((await back.waitForPushes(1))[0]!.params.data.message, 'dW5hY2tlZA==');
  });

  test('a retried publish (same text) is stored and pushed once', async () => {
    const [publisher, subscriber] = [await open(), await open()];
    const topic = randomTopic();
    await subscriber.request('irn_subscribe', { topic });
    await publish(publisher, topic, 'cmV0cmllZA==');
    assert.equal((await publish(publisher, topic, 'cmV0cmllZA==')).result, true);
    await settle(subscriber);
    assert.equal(subscriber.pushes.length, 1);
    const rows = temp.database.prepare('SELECT count(*) FROM relay_messages WHERE topic = ?').pluck().get(topic);
    assert.equal(rows, 1);
  });

  test('unsubscribe and batchUnsubscribe stop the pushes', async () => {
    const [publisher, subscriber] = [await open(), await open()];
    const [a, b] = [randomTopic(), randomTopic()];
    await subscriber.request('irn_batchSubscribe', { topics: [a, b] });
    assert.equal((await subscriber.request('irn_unsubscribe', { topic: a, id: 'x' })).result, true);
    const id = relaySubscriptionId({ topic: b, clientId: subscriber.clientId });
    assert.equal(
      (await subscriber.request('irn_batchUnsubscribe', { subscriptions: [{ topic: b, id }] })).result,
      true,
    );
    await publish(publisher, a, 'YQ==');
    await publish(publisher, b, 'Yg==');
    await settle(subscriber);
    assert.equal(subscriber.pushes.length, 0);
  });

  test('irn_batchFetchMessages hands over what the client has not had, and records it as delivered', async () => {
    const publisher = await open();
    const [a, b] = [randomTopic(), randomTopic()];
    await publish(publisher, a, 'b25l');
    await publish(publisher, b, 'dHdv');
    const fetcher = await open();
    const { result } = await fetcher.request('irn_batchFetchMessages', { topics: [a, b] });
    const { messages, hasMore } = result as { messages: Array<Record<string, unknown>>; hasMore: boolean };
    assert.equal(hasMore, false);
    assert.deepEqual(
      messages.map(({ topic, message, tag }) => ({ topic, message, tag })),
      [
        { topic: a, message: 'b25l', tag: 1108 },
        { topic: b, message: 'dHdv', tag: 1108 },
      ],
    );
    await fetcher.request('irn_batchSubscribe', { topics: [a, b] });
    await settle(fetcher);
    assert.equal(fetcher.pushes.length, 0, 'fetched messages are not pushed again');
    const empty = await fetcher.request('irn_batchFetchMessages', { topics: [a, b] });
    assert.deepEqual(empty.result, { messages: [], hasMore: false });
  });

  test('wc_proposeSession publishes on the pairing topic (tag 1100) and subscribes the dapp to it', async () => {
    const [dapp, wallet] = [await open(), await open()];
    const pairingTopic = randomTopic();
    await wallet.request('irn_subscribe', { topic: pairingTopic });
    const proposed = await dapp.request('wc_proposeSession', {
      pairingTopic,
      sessionProposal: 'cHJvcG9zYWw=',
      ttl: 300,
      tag: 1100,
    });
    assert.equal(proposed.result, true);
    const [proposal] = await wallet.waitForPushes(1);
    assert.equal(proposal!.params.data.tag, 1100);
    assert.equal(proposal!.params.data.message, 'cHJvcG9zYWw=');
    // The dapp never sent irn_subscribe for the pairing topic, yet hears the wallet on it.
    await publish(wallet, pairingTopic, 'cmVqZWN0');
    assert.equal(
      (await dapp.waitForPushes(1))[0]!.params.id,
      relaySubscriptionId({ topic: pairingTopic, clientId: dapp.clientId }),
    );
  });

  test('wc_approveSession publishes the response (1101) and the settlement (1102) and subscribes the wallet to the session topic', async () => {
    const [dapp, wallet] = [await open(), await open()];
    const [pairingTopic, sessionTopic] = [randomTopic(), randomTopic()];
    await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'cHJvcG9zZQ==', ttl: 300 });
    const approved = await wallet.request('wc_approveSession', {
      pairingTopic,
      sessionTopic,
      sessionProposalResponse: 'cmVzcG9uc2U=',
      sessionSettlementRequest: 'c2V0dGxl',
      ttl: 300,
    });
    assert.equal(approved.result, true);
    const [response] = await dapp.waitForPushes(1);
    assert.deepEqual([response!.params.data.topic, response!.params.data.tag], [pairingTopic, 1101]);
    await dapp.request('irn_subscribe', { topic: sessionTopic });
    const [, settlement] = await dapp.waitForPushes(2);
    assert.deepEqual(
      [settlement!.params.data.topic, settlement!.params.data.tag, settlement!.params.data.message],
      [sessionTopic, 1102, 'c2V0dGxl'],
    );
    await publish(dapp, sessionTopic, 'c2V0dGxlZA==');
    const [settled] = await wallet.waitForPushes(1);
    assert.equal(settled!.params.data.topic, sessionTopic, 'the wallet hears the session topic without subscribing');
  });

  test('request ids beyond 2^53 and string ids are answered exactly as sent', async () => {
    const client = await open();
    const huge = '1712345678901234567890123';
    const answer = await client.request('irn_subscribe', { topic: randomTopic() }, huge);
    assert.match(answer.text, new RegExp(`^\\{"id":${huge},`));
    const nested = await client.sendRaw(
      `{"jsonrpc":"2.0","params":{"id":1,"topic":"${randomTopic()}"},"method":"irn_subscribe","id":9007199254740993}`,
    );
    assert.match(nested.text, /^\{"id":9007199254740993,/);
    const text = await client.request('irn_unsubscribe', { topic: randomTopic() }, '"req-1"');
    assert.match(text.text, /^\{"id":"req-1",/);
  });
});

describe('relay mailbox over time', () => {
  let temp: TempDatabase;
  let clock = Date.parse('2025-01-01T00:00:00Z');
  const now = () => clock;
  const startAt = (database = temp.database) =>
    startServer({ port: 0, chains: [], database, relay: { now, purgeIntervalMs: 20 } });
  const openAt = (server: StartServerReturnType, secretKey?: Uint8Array) =>
    openRelayClient({ serverUrl: server.url, nowSeconds: Math.floor(clock / 1000), secretKey });
  before(() => {
    temp = openTempDatabase();
  });
  after(() => temp?.cleanup());

  test('a message is delivered until its ttl, then purged with its deliveries', async () => {
    const server = await startAt();
    try {
      const topic = randomTopic();
      const publisher = await openAt(server);
      await publisher.request('irn_publish', { topic, message: 'ZXhwaXJlcw==', ttl: 30, tag: 0 });
      const early = await openAt(server);
      await early.request('irn_subscribe', { topic });
      await early.waitForPushes(1);
      await settle(early);
      const count = (table: string) => temp.database.prepare(`SELECT count(*) FROM ${table}`).pluck().get();
      assert.equal(count('relay_deliveries'), 1);
      clock += 30_000;
      const late = await openAt(server);
      await late.request('irn_subscribe', { topic });
      assert.deepEqual((await late.request('irn_batchFetchMessages', { topics: [topic] })).result, {
        messages: [],
        hasMore: false,
      });
      assert.equal(late.pushes.length, 0, 'an expired message is not delivered');
      await new Promise((resolve) => setTimeout(resolve, 100)); // a few purge intervals
      assert.equal(count('relay_messages'), 0);
      assert.equal(count('relay_deliveries'), 0);
      await Promise.all([publisher.close(), early.close(), late.close()]);
    } finally {
      await server.stop();
    }
  });

  test('a server restarted on the same database file delivers what was pending, and not what was acknowledged', async () => {
    const topic = randomTopic();
    const first = await startAt();
    const reader = await openAt(first);
    const publisher = await openAt(first);
    await publisher.request('irn_publish', { topic, message: 'cGVuZGluZw==', ttl: 3600, tag: 1100 });
    await Promise.all([reader.close(), publisher.close()]);
    await first.stop();

    const second = await startAt(temp.reopen());
    try {
      const back = await openAt(second, reader.secretKey);
      await back.request('irn_subscribe', { topic });
      assert.equal((await back.waitForPushes(1))[0]!.params.data.message, 'cGVuZGluZw==');
      await settle(back);
      await back.close();
    } finally {
      await second.stop();
    }

    const third = await startAt(temp.reopen());
    try {
      const again = await openAt(third, reader.secretKey);
      await again.request('irn_subscribe', { topic });
      await settle(again);
      assert.equal(again.pushes.length, 0);
      await again.close();
    } finally {
      await third.stop();
    }
  });
});
