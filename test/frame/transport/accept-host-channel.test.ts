import { expect } from '@open-wc/testing';
import { FrameParentNotSetError } from '../../../src/core/errors/frame-errors.js';
import {
  FRAME_REFUSED_TYPE,
  FRAME_REQUEST_NAMES,
  appRequestType,
  createAppRequest,
  createMessageId,
  parseFrameMessage,
} from '../../../src/core/protocol/index.js';
import { acceptHostChannel } from '../../../frame/src/transport/accept-host-channel.js';
import { createSeededRandom, randomValue } from '../../helpers/random-values.js';

// The real frame-side channel runs in a stand-in frame document on 127.0.0.1 (fixtures/
// channel-frame.ts) while this page is on localhost: another origin, as in production. The test
// plays the host by hand, so it can send what the real host never would.
const FIXTURE = `http://127.0.0.1:${location.port}/test/frame/fixtures/channel-frame.html`;
const FRAME_ORIGIN = new URL(FIXTURE).origin;
const LEAKED_KEY_HEX = 'ab'.repeat(32);
// How long a refused handshake is given to answer anyway (the fixture answers in a few ms).
const NO_ANSWER_MS = 1000;

interface Reply {
  id: string;
  type: string;
  payload: { message?: string; code?: number; chainId?: string; isConnected?: boolean };
}

const embedded: HTMLIFrameElement[] = [];
afterEach(() => {
  for (const iframe of embedded.splice(0)) iframe.remove();
});

/** Appends an iframe and waits for its load (module scripts have run by then). */
async function embed(src = FIXTURE): Promise<HTMLIFrameElement> {
  const iframe = document.createElement('iframe');
  iframe.src = src;
  embedded.push(iframe);
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  document.body.append(iframe);
  await loaded;
  return iframe;
}

interface Channel {
  replies: Reply[];
  /** Resolves true on READY, false when none came within NO_ANSWER_MS. */
  ready: Promise<boolean>;
  send(message: unknown): void;
  /** Sends a request and resolves with its reply (by id). */
  request(message: { id: string; type: string; payload: unknown }): Promise<Reply>;
}

/** Posts the init message with a port, as the host does after each load (DESIGN §7). */
function handshake(iframe: HTMLIFrameElement): Channel {
  const { port1, port2 } = new MessageChannel();
  const replies: Reply[] = [];
  const waiting = new Map<string, (reply: Reply) => void>();
  let onReady: (ready: boolean) => void = () => undefined;
  const ready = new Promise<boolean>((resolve) => {
    onReady = resolve;
    setTimeout(() => resolve(false), NO_ANSWER_MS);
  });
  port1.onmessage = (event) => {
    const reply = event.data as Reply;
    if (reply.type === '@w3m-frame/READY') return onReady(true);
    replies.push(reply);
    waiting.get(reply.id)?.(reply);
  };
  iframe.contentWindow!.postMessage(
    { id: createMessageId(), type: '@w3m-app/INIT', payload: { protocolVersion: 1 } },
    FRAME_ORIGIN,
    [port2],
  );
  return {
    replies,
    ready,
    send: (message) => port1.postMessage(message),
    request: (message) =>
      new Promise<Reply>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no reply to ${message.type} within 3 s`)), 3000);
        waiting.set(message.id, (reply) => (clearTimeout(timer), resolve(reply)));
        port1.postMessage(message);
      }),
  };
}

async function openChannel(): Promise<Channel> {
  const iframe = await embed();
  const channel = handshake(iframe);
  if (!(await channel.ready)) throw new Error('setup: the channel fixture did not answer the handshake');
  return channel;
}

const getChainId = () => ({ id: createMessageId(), type: appRequestType('GET_CHAIN_ID'), payload: {} });

describe('acceptHostChannel (frame side of the channel)', () => {
  it('throws FrameParentNotSetError ("parent is not set", SPEC §8) in a top-level window', () => {
    if (window.parent !== window) throw new Error('setup: this test page must be the top-level window');
    let thrown: unknown;
    try {
      acceptHostChannel({
        isAllowedOrigin: async () => true,
        handle: async () => ({ payload: {} as never }),
        warn: () => undefined,
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).to.be.instanceOf(FrameParentNotSetError);
    expect((thrown as FrameParentNotSetError).shortMessage).to.equal('parent is not set');
  });

  // Chromium always reports the parent's origin as ancestorOrigins[0] (even with
  // referrerpolicy="no-referrer"), so the two differ only in a browser that misbehaves. To reach
  // that check, the real channel runs in a same-origin fixture window whose ancestor list alone
  // is a stand-in (fixtures/ancestor-frame.ts); the init is a real postMessage with a real port.
  it('T2: refuses an init whose origin differs from location.ancestorOrigins[0] (ancestor list faked)', async () => {
    const child = await embed(`${location.origin}/test/frame/fixtures/ancestor-frame.html`);
    const fixture = child.contentWindow as unknown as {
      startChannel?(ancestorOrigins: string[] | undefined): { warnings: string[]; stop(): void };
    };
    if (!fixture.startChannel) throw new Error('setup: ancestor-frame.html did not load its script');
    const open = (ancestorOrigins: string[] | undefined) => {
      const channel = fixture.startChannel!(ancestorOrigins);
      const { port1, port2 } = new MessageChannel();
      const ready = new Promise<boolean>((resolve) => {
        port1.onmessage = (event) => resolve((event.data as { type?: string }).type === '@w3m-frame/READY');
        setTimeout(() => resolve(false), NO_ANSWER_MS);
      });
      child.contentWindow!.postMessage(
        { id: createMessageId(), type: '@w3m-app/INIT', payload: { protocolVersion: 1 } },
        location.origin,
        [port2],
      );
      return { ready, warnings: channel.warnings, stop: () => (channel.stop(), port1.close()) };
    };

    const mismatched = open(['http://evil.example']);
    expect(await mismatched.ready, 'READY after an init from another origin than the ancestor').to.equal(false);
    expect([...mismatched.warnings]).to.deep.equal([
      '[frame] Ignored an init message from another origin than the embedding page',
    ]);
    mismatched.stop();

    // The same init is accepted when the ancestor is this page, or unknown (browsers without the list).
    for (const ancestorOrigins of [[location.origin], undefined]) {
      const matching = open(ancestorOrigins);
      expect(await matching.ready, `READY with ancestorOrigins ${String(ancestorOrigins)}`).to.equal(true);
      matching.stop();
    }
  });

  it("answers REFUSED (ORIGIN_NOT_ALLOWED) on the init's port when the page's origin is not allowed, then stays silent", async () => {
    const child = await embed(`${location.origin}/test/frame/fixtures/ancestor-frame.html`);
    const fixture = child.contentWindow as unknown as {
      startChannel?(
        ancestorOrigins: string[] | undefined,
        allowedOrigin?: string,
      ): { warnings: string[]; stop(): void };
    };
    if (!fixture.startChannel) throw new Error('setup: ancestor-frame.html did not load its script');
    const channel = fixture.startChannel(undefined, 'https://only-this.example');
    const { port1, port2 } = new MessageChannel();
    const messages: Array<{ type?: string; payload?: unknown }> = [];
    const first = new Promise<void>((resolve) => {
      port1.onmessage = (event) => {
        messages.push(event.data as { type?: string; payload?: unknown });
        resolve();
      };
    });
    child.contentWindow!.postMessage(
      { id: createMessageId(), type: '@w3m-app/INIT', payload: { protocolVersion: 1 } },
      location.origin,
      [port2],
    );
    await first;
    expect(messages.map(({ type, payload }) => ({ type, payload }))).to.deep.equal([
      { type: FRAME_REFUSED_TYPE, payload: { reason: 'ORIGIN_NOT_ALLOWED' } },
    ]);
    expect(parseFrameMessage(messages[0]).success).to.equal(true);
    // The port is closed on the frame's side: a request gets no answer.
    port1.postMessage(createAppRequest({ name: 'IS_CONNECTED', payload: {} }));
    await new Promise((resolve) => setTimeout(resolve, NO_ANSWER_MS));
    expect(messages).to.have.length(1);
    expect(channel.warnings.some((warning) => warning.includes("not in the project's allowed origins"))).to.equal(true);
    channel.stop();
    port1.close();
  });

  it('T4: survives random junk on the channel: no reply to unreadable messages, _ERROR to readable invalid requests (even when not JSON or too large), then answers a valid request', async () => {
    const channel = await openChannel();
    const random = createSeededRandom(11);
    const appTypes = new Set(FRAME_REQUEST_NAMES.map((name) => appRequestType(name)));
    // Values with a readable envelope (a valid id and a request type) may deserve a reply, so
    // the random ones are kept to the rest; readable ones are sent on purpose below.
    const looksReadable = (value: unknown) => {
      if (!value || typeof value !== 'object') return false;
      const { id, type } = value as { id?: unknown; type?: unknown };
      return (
        typeof id === 'string' &&
        /^[A-Za-z0-9_-]{16,64}$/.test(id) &&
        typeof type === 'string' &&
        appTypes.has(type as never)
      );
    };
    let sent = 0;
    while (sent < 400) {
      const junk = randomValue(random, { cloneable: true });
      if (looksReadable(junk)) continue;
      try {
        channel.send(junk);
        sent++;
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'DataCloneError')) throw error;
      }
    }
    const unreadable = [
      { id: createMessageId(), type: '@w3m-app/EXPORT_PRIVATE_KEY', payload: {} }, // unknown request
      { id: 'short', type: appRequestType('GET_CHAIN_ID'), payload: {} }, // id not random-looking
      { type: appRequestType('GET_CHAIN_ID'), payload: {} }, // no id
      { id: createMessageId(), type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 'eip155:1' } }, // a reply sent back
    ];
    for (const message of unreadable) channel.send(message);
    const readable = [
      { id: createMessageId(), type: appRequestType('CONNECT_OTP'), payload: { otp: 'not-a-code' } },
      {
        id: createMessageId(),
        type: appRequestType('RPC_REQUEST'),
        payload: { method: 'personal_sign', params: [], extra: true },
      },
      { id: createMessageId(), type: appRequestType('SWITCH_NETWORK'), payload: { chainId: 1 } },
      // A readable envelope around a payload that is not JSON, or over the size cap: answered too (T4), not left to time out.
      {
        id: createMessageId(),
        type: appRequestType('RPC_REQUEST'),
        payload: { method: 'personal_sign', params: [new Date()] },
      },
      { id: createMessageId(), type: appRequestType('SIGN_OUT'), payload: { big: 'x'.repeat(300_000) } },
    ];
    for (const message of readable) channel.send(message);

    // Port messages are handled in order: once this reply is in, every earlier message was handled.
    const valid = await channel.request(getChainId());
    expect(valid.type).to.equal('@w3m-frame/GET_CHAIN_ID_SUCCESS');
    expect(valid.payload).to.deep.equal({ chainId: 'eip155:31337' });

    const errors = channel.replies.filter((reply) => reply.id !== valid.id);
    expect(errors.map((reply) => reply.id)).to.deep.equal(readable.map((message) => message.id));
    expect(errors.map((reply) => reply.type)).to.deep.equal([
      '@w3m-frame/CONNECT_OTP_ERROR',
      '@w3m-frame/RPC_REQUEST_ERROR',
      '@w3m-frame/SWITCH_NETWORK_ERROR',
      '@w3m-frame/RPC_REQUEST_ERROR',
      '@w3m-frame/SIGN_OUT_ERROR',
    ]);
    expect(errors[0]!.payload).to.deep.equal({ message: 'Invalid request (payload.otp: regex)' });
    // RPC refusals keep an EIP-1474 code: -32602 "Invalid params".
    expect(errors[1]!.payload).to.deep.equal({
      message: 'Invalid request (payload.extra: strict_object)',
      code: -32602,
    });
    expect(errors[3]!.payload).to.deep.equal({
      message: 'Invalid request (payload.params.0: not_plain_json)',
      code: -32602,
    });
    expect(errors[4]!.payload).to.deep.equal({ message: 'Invalid request (payload.big: too_large)' });
    // The refused value is never quoted back.
    expect(JSON.stringify(errors)).not.to.contain('not-a-code');
    expect(
      (await channel.request({ id: createMessageId(), type: appRequestType('IS_CONNECTED'), payload: {} })).payload,
    ).to.deep.equal({ isConnected: true });
  });

  it('T5: answers a request id once; a repeat, even of another type, gets no reply', async () => {
    const channel = await openChannel();
    const first = getChainId();
    channel.send(first);
    channel.send(first);
    channel.send({ ...first, type: appRequestType('IS_CONNECTED') });
    // An id refused as invalid is used up too: it cannot be replayed as a valid request.
    const invalid = { id: createMessageId(), type: appRequestType('CONNECT_OTP'), payload: { otp: 'x' } };
    channel.send(invalid);
    channel.send({ ...invalid, type: appRequestType('GET_CHAIN_ID'), payload: {} });
    channel.send(invalid);
    const last = await channel.request(getChainId());
    const counts = (id: string) => channel.replies.filter((reply) => reply.id === id).length;
    expect(counts(first.id)).to.equal(1);
    expect(counts(invalid.id)).to.equal(1);
    expect(channel.replies.map((reply) => reply.type)).to.deep.equal([
      '@w3m-frame/GET_CHAIN_ID_SUCCESS',
      '@w3m-frame/CONNECT_OTP_ERROR',
      '@w3m-frame/GET_CHAIN_ID_SUCCESS',
    ]);
    expect(last.id).not.to.equal(first.id);
  });

  it('T21: a handler that throws an Error holding a 64-hex key is answered with the generic text only', async () => {
    const channel = await openChannel();
    const reply = await channel.request({ id: createMessageId(), type: appRequestType('GET_USER'), payload: {} });
    expect(reply.type).to.equal('@w3m-frame/GET_USER_ERROR');
    expect(reply.payload).to.deep.equal({ message: 'Something went wrong' });
    expect(JSON.stringify(reply)).not.to.contain(LEAKED_KEY_HEX);
  });
});
