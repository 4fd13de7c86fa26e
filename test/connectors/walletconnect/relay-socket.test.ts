import { expect } from '@open-wc/testing';
import { getAlertForProviderError } from '../../../src/core/errors/alerts.js';
import { ProviderRpcError } from '../../../src/core/errors/provider-rpc-error.js';
import { createRelaySocket, type RelayMessage } from '../../../src/connectors/walletconnect/relay-socket.js';
import { WalletConnectRelayRefusedError } from '../../../src/connectors/walletconnect/walletconnect-errors.js';

interface Frame {
  id: number;
  method: string;
  params: Record<string, unknown>;
}

/** A WebSocket stand-in the test drives: open it, answer its frames, drop it. */
function fakeSockets() {
  const sockets: FakeSocket[] = [];
  class FakeSocket {
    sent: string[] = [];
    onopen?: () => void;
    onmessage?: (event: { data: string }) => void;
    onclose?: (event: { code: number; reason: string }) => void;
    onerror?: () => void;
    constructor(readonly url: string) {
      sockets.push(this);
    }
    send(text: string) {
      this.sent.push(text);
    }
    close(code = 1000) {
      this.onclose?.({ code, reason: '' });
    }
    frames(): Frame[] {
      return this.sent.map((text) => JSON.parse(text) as Frame);
    }
    receive(frame: unknown) {
      this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
    }
  }
  return { sockets, WebSocket: FakeSocket as unknown as new (url: string) => WebSocket };
}

function setup() {
  const { sockets, WebSocket } = fakeSockets();
  const messages: RelayMessage[] = [];
  let urls = 0;
  const socket = createRelaySocket({
    createUrl: () => `ws://relay.test/relay?auth=jwt-${++urls}`,
    WebSocket,
    clientId: 'did:key:z6MkTest',
    onMessage: (message) => messages.push(message),
  });
  const only = () => {
    const last = sockets.at(-1);
    if (!last) throw new Error('no socket was opened');
    return last;
  };
  return { socket, sockets, messages, only };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRelaySocket', () => {
  it('opens on first use with a fresh URL, sends once open, and answers by id', async () => {
    const { socket, sockets, only } = setup();
    expect(sockets).to.have.length(0);
    const subscribed = socket.subscribe('aa'.repeat(32));
    expect(only().url).to.equal('ws://relay.test/relay?auth=jwt-1');
    expect(only().sent).to.deep.equal([]);
    only().onopen?.();
    const [frame] = only().frames();
    expect(frame).to.include({ method: 'irn_subscribe' });
    expect(frame?.params).to.deep.equal({ topic: 'aa'.repeat(32) });
    only().receive({ id: frame!.id, jsonrpc: '2.0', result: 'subscription-1' });
    await subscribed;

    const published = socket.publish({ topic: 'aa'.repeat(32), message: 'AAEC', ttl: 300, tag: 1108, prompt: true });
    const publish = only().frames()[1]!;
    expect(publish.params).to.deep.equal({
      topic: 'aa'.repeat(32),
      message: 'AAEC',
      ttl: 300,
      tag: 1108,
      prompt: true,
    });
    only().receive({ id: publish.id, jsonrpc: '2.0', error: { code: -32005, message: 'rate limited' } });
    const error = await published.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).to.be.instanceOf(ProviderRpcError);
    expect((error as ProviderRpcError).code).to.equal(-32005);
  });

  it('acknowledges a push with its exact id (beyond 2^53) and hands the message on', async () => {
    const { socket, messages, only } = setup();
    void socket.request('irn_subscribe', { topic: 'bb'.repeat(32) }).catch(() => undefined);
    only().onopen?.();
    const data = { topic: 'bb'.repeat(32), message: 'AQID', publishedAt: 1, tag: 1101 };
    only().receive(
      `{"id":1733000000000123456,"jsonrpc":"2.0","method":"irn_subscription","params":{"id":"sub","data":${JSON.stringify(data)}}}`,
    );
    expect(only().sent.at(-1)).to.equal('{"id":1733000000000123456,"jsonrpc":"2.0","result":true}');
    expect(messages).to.deep.equal([data]);
    only().receive({ id: 7, jsonrpc: '2.0', method: 'irn_unknown', params: {} });
    expect(JSON.parse(only().sent.at(-1)!)).to.deep.equal({
      id: 7,
      jsonrpc: '2.0',
      error: { code: -32601, message: 'Method not found' },
    });
    only().receive('not json');
    expect(messages).to.have.length(1);
  });

  it('treats a close with code 3000 as a refusal: pending calls fail with the reason, no reconnect; a later call asks again', async () => {
    const { socket, sockets, only } = setup();
    const pending = socket.request('irn_subscribe', { topic: 'cc'.repeat(32) });
    only().onopen?.();
    only().onclose?.({ code: 3000, reason: 'Unauthorized: origin not allowed' });
    const error = await pending.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).to.be.instanceOf(WalletConnectRelayRefusedError);
    expect((error as Error).message).to.equal('Unauthorized: origin not allowed');
    expect(getAlertForProviderError(error as Error)?.code).to.equal('APKT002');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(sockets, 'no automatic reconnect after a refusal').to.have.length(1);
    const later = socket.request('irn_publish', {}).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(sockets, 'the next call opens a new socket').to.have.length(2);
    only().onopen?.();
    only().onclose?.({ code: 3000, reason: 'Unauthorized: invalid key' });
    const laterError = await later;
    expect(laterError).to.be.instanceOf(WalletConnectRelayRefusedError);
    expect((laterError as Error).message).to.equal('Unauthorized: invalid key');
  });

  it('reconnects after a drop, re-subscribes its topics in one batch and re-sends what had no answer', async () => {
    const { socket, sockets, only } = setup();
    const topic = 'dd'.repeat(32);
    socket.track('ee'.repeat(32));
    const subscribed = socket.subscribe(topic);
    only().onopen?.();
    only().receive({ id: only().frames()[0]!.id, jsonrpc: '2.0', result: 'sub-d' });
    await subscribed;
    const published = socket.publish({ topic, message: 'AAE=', ttl: 300, tag: 1108 });
    const publishId = only().frames()[1]!.id;
    only().onclose?.({ code: 1006, reason: '' });
    expect(sockets).to.have.length(1);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(sockets).to.have.length(2, 'a new socket after the first backoff step');
    expect(only().url).to.equal('ws://relay.test/relay?auth=jwt-2', 'signed anew');
    only().onopen?.();
    const [resubscribe, resent] = only().frames();
    expect(resubscribe).to.include({ method: 'irn_batchSubscribe' });
    expect(resubscribe?.params).to.deep.equal({ topics: ['ee'.repeat(32), topic] });
    expect(resent).to.include({ id: publishId, method: 'irn_publish' });
    only().receive({ id: publishId, jsonrpc: '2.0', result: true });
    await published;

    const unsubscribed = socket.unsubscribe(topic);
    const unsubscribe = only().frames().at(-1)!;
    expect(unsubscribe).to.include({ method: 'irn_unsubscribe' });
    expect(unsubscribe.params).to.deep.equal({ topic, id: 'sub-d' });
    only().receive({ id: unsubscribe.id, jsonrpc: '2.0', result: true });
    await unsubscribed;
  });

  it('close() fails what is pending and stops for good', async () => {
    const { socket, sockets, only } = setup();
    const pending = socket.request('irn_subscribe', { topic: 'ff'.repeat(32) });
    only().onopen?.();
    socket.close();
    await pending.then(
      () => expect.fail('should have failed'),
      (error: Error) => expect(error.name).to.equal('WalletConnectRelayUnavailableError'),
    );
    await tick();
    expect(sockets).to.have.length(1);
  });
});
