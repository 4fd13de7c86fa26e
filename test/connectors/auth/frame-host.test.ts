import { expect } from '@open-wc/testing';
import { createFrameHost, type FrameHost } from '../../../src/connectors/auth/frame-host.js';
import {
  FrameNotSetError,
  FrameRequestError,
  FrameTimeoutError,
  RequestAbortedError,
} from '../../../src/core/errors/frame-errors.js';
import { AlertError } from '../../../src/core/errors/alerts.js';
import { ProviderRpcError } from '../../../src/core/errors/provider-rpc-error.js';
import {
  frameRequestTimeouts,
  type AppRequestPayload,
  type FrameRequestName,
} from '../../../src/core/protocol/index.js';
import { rejection } from '../../helpers/rejection.js';

// The host runs on this test page (localhost); the stand-in frame documents are served by the same
// test server on 127.0.0.1, another origin, so origins, ports and postMessage behave as in production.
const FIXTURES = `http://127.0.0.1:${location.port}/test/connectors/auth/fixtures`;
const query = {
  projectId: 'demo-project',
  chainId: 'eip155:31337',
  version: '4',
  enableLogger: false,
  rpcUrl: 'http://127.0.0.1:1/rpc',
};
// SPEC §9's timeouts, shortened: what has a reply timeout gets 1 s (the fixture's slowest answer takes 300 ms).
const fast = (name: FrameRequestName, payload?: AppRequestPayload<FrameRequestName>) => ({
  ...frameRequestTimeouts(name, payload),
  loadTimeoutMs: 3000,
  ...(frameRequestTimeouts(name, payload).replyTimeoutMs ? { replyTimeoutMs: FAST_REPLY_TIMEOUT_MS } : {}),
});
const FAST_REPLY_TIMEOUT_MS = 1000;

interface Setup {
  host: FrameHost;
  timeouts: string[];
  warnings: string[];
  refusals: number;
}

function setup(file = 'echo-frame.html', checkOrigin?: () => Promise<boolean | undefined>): Setup {
  const timeouts: string[] = [];
  const warnings: string[] = [];
  const result = { timeouts, warnings, refusals: 0 } as Setup;
  result.host = createFrameHost({
    frameUrl: `${FIXTURES}/${file}`,
    query,
    onTimeout: (reason) => timeouts.push(reason),
    onRefused: () => result.refusals++,
    ...(checkOrigin ? { checkOrigin, originCheckDelayMs: 100 } : {}),
    warn: (message) => warnings.push(message),
    postReadyDelayMs: 0,
    requestTimeouts: fast,
  });
  return result;
}

/** Records what the host posts on any MessagePort, to learn the ids of pending requests. */
function recordPortMessages(): { sent: Array<{ id: string; type: string }>; restore(): void } {
  const original = MessagePort.prototype.postMessage;
  const sent: Array<{ id: string; type: string }> = [];
  MessagePort.prototype.postMessage = function (this: MessagePort, message: unknown, ...rest: unknown[]) {
    sent.push(message as { id: string; type: string });
    return (original as (...args: unknown[]) => void).call(this, message, ...rest);
  } as typeof original;
  return { sent, restore: () => (MessagePort.prototype.postMessage = original) };
}

describe('createFrameHost (transport, DESIGN §7)', () => {
  let current: Setup | undefined;
  afterEach(() => {
    current?.host.destroy();
    current = undefined;
  });

  it('appends one hidden fixed iframe and gets replies over the channel', async () => {
    current = setup();
    const { host } = current;
    expect(await host.request({ name: 'GET_CHAIN_ID', payload: {} })).to.deep.equal({ chainId: 'eip155:31337' });
    const frames = document.querySelectorAll('iframe#w3m-iframe');
    expect(frames.length).to.equal(1);
    const iframe = frames[0] as HTMLIFrameElement;
    expect(iframe.style.display).to.equal('none');
    expect(iframe.style.position).to.equal('fixed');
    // Popups for the frame's secure review window only; no top navigation, no forms, no escaping the sandbox.
    expect(iframe.getAttribute('sandbox')).to.equal('allow-scripts allow-same-origin allow-popups');
    expect(new URL(iframe.src).searchParams.get('chainId')).to.equal('eip155:31337');
  });

  it('ignores a forged reply posted to the window with the pending id (T1)', async () => {
    current = setup();
    const recorder = recordPortMessages();
    try {
      const pending = current.host.request({ name: 'IS_CONNECTED', payload: {} });
      await waitFor(() => recorder.sent.some((message) => message.type === '@w3m-app/IS_CONNECTED'));
      const { id } = recorder.sent.find((message) => message.type === '@w3m-app/IS_CONNECTED')!;
      const forged = { id, type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: false } };
      window.postMessage(forged, '*');
      // …and from another frame of another origin, as an ad or extension iframe would.
      const sibling = document.createElement('iframe');
      sibling.src = `${FIXTURES}/recording-frame.html`;
      document.body.append(sibling);
      await new Promise((resolve) => sibling.addEventListener('load', resolve, { once: true }));
      sibling.contentWindow!.parent.postMessage(forged, '*');
      expect(await pending).to.deep.equal({ isConnected: true });
      sibling.remove();
    } finally {
      recorder.restore();
    }
  });

  it('fails at once with APKT005 "Unverified Domain" when the frame refuses this origin (T2), not after the load timeout', async () => {
    current = setup('refusing-frame.html');
    const started = Date.now();
    const [first, second] = await Promise.all([
      rejection(current.host.request({ name: 'GET_CHAIN_ID', payload: {} })),
      rejection(current.host.request({ name: 'IS_CONNECTED', payload: {} })),
    ]);
    expect(Date.now() - started, 'answered before the 3 s load timeout').to.be.below(2500);
    for (const error of [first, second]) {
      expect(error).to.be.instanceOf(AlertError);
      expect((error as unknown as AlertError).code).to.equal('APKT005');
      expect((error as unknown as AlertError).shortMessage).to.equal('Unverified Domain');
    }
    expect([current.refusals, current.timeouts]).to.deep.equal([1, []]);
    expect(document.querySelector('iframe#w3m-iframe'), 'a refused frame is removed').to.equal(null);
    // The next request tries a fresh frame (the project's list may have changed): refused again, as fast.
    expect(await rejection(current.host.request({ name: 'GET_CHAIN_ID', payload: {} }))).to.be.instanceOf(AlertError);
    expect(current.refusals).to.equal(2);
  });

  it('fails with APKT005 as soon as the origin check says the frame will refuse this page (the browser blocks its framing: no REFUSED comes)', async () => {
    let checks = 0;
    current = setup('redirecting-frame.html', async () => (checks++, false));
    const started = Date.now();
    const error = await rejection(current.host.request({ name: 'GET_CHAIN_ID', payload: {} }));
    expect(Date.now() - started, 'answered before the 3 s load timeout').to.be.below(2500);
    expect([(error as unknown as AlertError).code, current.refusals, current.timeouts, checks]).to.deep.equal([
      'APKT005',
      1,
      [],
      1,
    ]);
    expect(document.querySelector('iframe#w3m-iframe')).to.equal(null);
  });

  it('goes on when the origin check allows the page or cannot tell', async () => {
    for (const answer of [true, undefined]) {
      current = setup('echo-frame.html', async () => answer);
      expect(await current.host.request({ name: 'GET_CHAIN_ID', payload: {} })).to.deep.equal({
        chainId: 'eip155:31337',
      });
      expect(current.refusals).to.equal(0);
      current.host.destroy();
    }
  });

  it('asks nothing of a frame that gets ready before the origin check delay (a returning visitor makes no extra request)', async () => {
    let checks = 0;
    const host = createFrameHost({
      frameUrl: `${FIXTURES}/echo-frame.html`,
      query,
      onTimeout: () => undefined,
      warn: () => undefined,
      checkOrigin: async () => (checks++, true),
      originCheckDelayMs: 600,
      postReadyDelayMs: 0,
      requestTimeouts: fast,
    });
    expect(await host.request({ name: 'GET_CHAIN_ID', payload: {} })).to.deep.equal({ chainId: 'eip155:31337' });
    await new Promise((resolve) => setTimeout(resolve, 800));
    host.destroy();
    expect(checks).to.equal(0);
  });

  it('rejects with "W3mFrame: iframe is not set" when the frame is removed between READY and the request', async () => {
    // A long post-ready delay opens the window: READY heard, the request not yet sent, the frame removed.
    const host = createFrameHost({
      frameUrl: `${FIXTURES}/echo-frame.html`,
      query,
      onTimeout: () => undefined,
      warn: () => undefined,
      postReadyDelayMs: 800,
      requestTimeouts: fast,
    });
    const pending = rejection(host.request({ name: 'GET_CHAIN_ID', payload: {} }));
    await new Promise((resolve) => host.element!.addEventListener('load', resolve, { once: true }));
    await new Promise((resolve) => setTimeout(resolve, 300)); // READY comes a few ms after the load
    host.destroy();
    const error = await pending;
    expect(error).to.be.instanceOf(FrameNotSetError);
    expect((error as FrameNotSetError).shortMessage).to.equal('W3mFrame: iframe is not set');
  });

  it('delivers nothing to a frame that navigated to another origin (T3)', async () => {
    current = setup('redirecting-frame.html');
    current.host.mount();
    const iframe = current.host.element!;
    await waitFor(() => Array.isArray((iframe.contentWindow as unknown as { received?: unknown[] }).received));
    const { received } = iframe.contentWindow as unknown as { received: unknown[] };
    const error = await rejection(current.host.request({ name: 'GET_CHAIN_ID', payload: {} }));
    expect((error as FrameTimeoutError).reason).to.equal('iframe_load_failed');
    expect(received).to.deep.equal([]);
  });

  it('calls the timeout handler with iframe_request_timeout when an auth request gets no answer', async () => {
    current = setup();
    const error = await rejection(current.host.request({ name: 'CONNECT_OTP', payload: { otp: '123456' } }));
    expect((error as FrameTimeoutError).reason).to.equal('iframe_request_timeout');
    expect(current.timeouts).to.deep.equal(['iframe_request_timeout']);
  });

  // The echo frame never answers these (fixtures/echo-frame.ts): a server that hangs, a visitor who takes their time.
  const SIWX_MESSAGE = 'localhost wants you to sign in with your Ethereum account:';
  const serverReads = [
    { name: 'RPC_REQUEST', payload: { method: 'eth_getBalance', params: ['0x1', 'latest'] } },
    { name: 'GET_USER', payload: { chainId: 'eip155:31337' } },
  ] as const;
  const approvals = [
    { name: 'RPC_REQUEST', payload: { method: 'personal_sign', params: ['0x68656c6c6f', '0x1'] } },
    { name: 'GET_USER', payload: { chainId: 'eip155:31337', siwxMessage: SIWX_MESSAGE } },
  ] as const;

  for (const { name, payload } of serverReads) {
    it(`ends ${name} ${JSON.stringify(payload)} the frame never answers in bounded time with iframe_request_timeout (issue 20 part 5)`, async () => {
      current = setup();
      const started = Date.now();
      const error = await rejection(current.host.request({ name, payload } as Parameters<FrameHost['request']>[0]));
      expect(error).to.be.instanceOf(FrameTimeoutError);
      expect((error as FrameTimeoutError).reason).to.equal('iframe_request_timeout');
      expect(current.timeouts).to.deep.equal(['iframe_request_timeout']);
      expect(Date.now() - started, 'within the load wait plus the reply timeout').to.be.below(
        3000 + FAST_REPLY_TIMEOUT_MS,
      );
    });
  }

  for (const { name, payload } of approvals) {
    it(`keeps waiting for ${name} ${JSON.stringify(payload)} past the read timeout: the visitor approves in their own time`, async () => {
      current = setup();
      const controller = new AbortController();
      const recorder = recordPortMessages();
      const pending = rejection(
        current.host.request({ name, payload, signal: controller.signal } as Parameters<FrameHost['request']>[0]),
      );
      try {
        await waitFor(() => recorder.sent.some((message) => message.type === `@w3m-app/${name}`));
      } finally {
        recorder.restore();
      }
      await new Promise((resolve) => setTimeout(resolve, FAST_REPLY_TIMEOUT_MS + 500));
      expect(current.timeouts, 'no timeout while the approval shows').to.deep.equal([]);
      controller.abort();
      expect(await pending).to.be.instanceOf(RequestAbortedError);
    });
  }

  it('resolves SIGN_OUT after its wait even without an answer (SPEC §9 "sign-out wait")', async () => {
    current = setup();
    expect(await current.host.request({ name: 'SIGN_OUT', payload: {} })).to.deep.equal({});
    expect(current.timeouts).to.deep.equal([]);
  });

  it('rejects with the frame error: RPC refusals keep their code, other errors their text', async () => {
    current = setup();
    const rpc = await rejection(current.host.request({ name: 'RPC_REQUEST', payload: { method: 'eth_sign' } }));
    expect(rpc).to.be.instanceOf(ProviderRpcError);
    expect((rpc as ProviderRpcError).code).to.equal(4200);
    expect((rpc as ProviderRpcError).shortMessage).to.equal('Requested RPC call is not allowed');
    const other = await rejection(current.host.request({ name: 'GET_USER', payload: {} }));
    expect(other).to.be.instanceOf(FrameRequestError);
    expect((other as FrameRequestError).shortMessage).to.equal('Not in this fixture');
  });

  it('rejects an aborted request with "Request was aborted"', async () => {
    current = setup();
    const controller = new AbortController();
    const pending = current.host.request({ name: 'IS_CONNECTED', payload: {}, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await rejection(pending);
    expect(error).to.be.instanceOf(RequestAbortedError);
    expect((error as RequestAbortedError).shortMessage).to.equal('Request was aborted');
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const start = Date.now();
  const holds = () => {
    try {
      return condition();
    } catch {
      return false; // e.g. a cross-origin document not yet replaced
    }
  };
  while (!holds()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
