import { expect } from '@open-wc/testing';
import { FRAME_READY_TYPE, appRequestType, parseAppMessage } from '../../../src/core/protocol/index.js';
import { createSeededRandom, randomValue, type SeededRandom } from '../../helpers/random-values.js';
import type { StartFuzzFrame } from '../fixtures/fuzz-frame.js';
import type { TestFrameContext } from '../helpers/create-test-frame-context.js';
import {
  actingRequest,
  foreignOrigin,
  initMessage,
  LOCALNET,
  oversizedMessage,
  refusedRequest,
  seededId,
  type FuzzMessage,
} from './frame-fuzz-messages.js';

// Issue 12 part 11 (T2, T4, T5): at least 10,000 malformed, oversized, replayed or foreign-origin
// messages reach the real frame transport (acceptHostChannel) and request handlers
// (createRequestHandler) of a signed-in wallet. None may be acted on — no approval drawn, no key
// used, no request to the server, no state changed — and the frame must still answer a valid
// request afterwards. The frame code runs in a same-origin iframe's own realm (fixtures/
// fuzz-frame.ts), so this page is its real parent and messages arrive as they do in the app;
// foreign senders are MessageEvents with a forged origin or source, built in the frame's realm,
// and real posts from a child frame on another origin. Runs are seeded: a failure names its seed; set
// SEEDS to it to replay the run.
const SEEDS = [12, 2025];
const MIN_MESSAGES = 10_000;
const BLANK = `${location.origin}/test/frame/fixtures/blank.html`;
const FUZZ_FRAME = `${location.origin}/test/frame/fixtures/fuzz-frame.html`;
const CROSS_ORIGIN_POSTER = `http://127.0.0.1:${location.port}/test/frame/fixtures/post-to-parent.html`;

interface Reply {
  id: string;
  type: string;
  payload: { message?: string; code?: number; chainId?: string };
}

/**
 * Random junk (helpers/random-values.ts) under 32 KB as JSON: the oversized messages are sent on
 * purpose below, and megabytes of junk would only slow the run down.
 */
function smallJunk(random: SeededRandom): unknown {
  for (;;) {
    const junk = randomValue(random, { cloneable: true, maxDepth: 4 });
    let size = 0;
    try {
      size =
        JSON.stringify(junk, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value))?.length ??
        0;
    } catch {
      size = 0; // a cycle: small by construction
    }
    if (size < 32_768) return junk;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadFrame(parent: Document, src: string): Promise<HTMLIFrameElement> {
  const iframe = parent.createElement('iframe');
  iframe.src = src;
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  parent.body.append(iframe);
  await loaded;
  return iframe;
}

/** Everything the frame could do that a refused message must not cause, watched in the frame's window. */
function watchEffects(frame: TestFrameContext, frameWindow: Window & typeof globalThis) {
  const effects = { approvalsDrawn: 0, approvalTexts: [] as string[], serverRequests: [] as string[] };
  const drawn = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof frameWindow.HTMLElement && node.matches('[data-testid="approval"]')) {
          effects.approvalsDrawn++;
          effects.approvalTexts.push(node.textContent ?? '');
        }
  });
  drawn.observe(frame.root, { childList: true, subtree: true });
  const requests = new frameWindow.PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[])
      if (['fetch', 'xmlhttprequest', 'beacon'].includes(entry.initiatorType)) effects.serverRequests.push(entry.name);
  });
  requests.observe({ type: 'resource' });
  return { effects, stop: () => (drawn.disconnect(), requests.disconnect()) };
}

/** The frame's state that a message could change. */
function snapshot(frame: TestFrameContext, frameWindow: Window): string {
  const { context } = frame;
  const root = frameWindow.document.documentElement;
  return JSON.stringify({
    networks: context.networks,
    pendingEmail: context.pendingEmail ?? null,
    pendingEmailChange: context.pendingEmailChange ?? null,
    addresses: context.vault.addresses ?? null,
    user: context.session.user ?? null,
    busy: context.approvals.busy,
    theme: root.dataset.theme ?? null,
    style: root.getAttribute('style'),
  });
}

async function runFuzz(seed: number): Promise<void> {
  const random = createSeededRandom(seed);
  const iframe = await loadFrame(document, FUZZ_FRAME);
  const sibling = await loadFrame(document, BLANK);
  const frameWindow = iframe.contentWindow as Window & typeof globalThis & { startFrame?: StartFuzzFrame };
  if (!frameWindow.startFrame) throw new Error('setup: fuzz-frame.html did not load its script');
  const { frame, channel, warnings } = await frameWindow.startFrame({
    networks: { eip155: 'eip155:1', solana: LOCALNET },
    entropy: Uint8Array.from({ length: 16 }, () => random.int(256)),
  });
  const wallet = frame.addresses;
  const watch = watchEffects(frame, frameWindow);
  let foreignAnswers = 0;
  let sent = 0;
  // Ports handed to the frame by foreign senders (a few, reused: synthetic events transfer nothing). Any message on them is an answer the frame must not give.
  const foreignChannels = Array.from({ length: 8 }, () => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => foreignAnswers++;
    return channel;
  });
  const foreignChannel = () => random.pick(foreignChannels);
  /** A window message the frame must ignore: another origin, another source, no port or two. */
  const sendForeignWindowMessage = (data: unknown) => {
    const { port1, port2 } = foreignChannel();
    const variants: Array<() => MessageEventInit> = [
      () => ({ origin: foreignOrigin(random, location.origin), source: window, ports: [port2] }),
      // The parent's own origin, but not from the parent: the frame itself, a sibling frame, nobody.
      () => ({
        origin: location.origin,
        source: random.pick([null, frameWindow, sibling.contentWindow]),
        ports: [port2],
      }),
      () => ({ origin: foreignOrigin(random, location.origin), source: null, ports: [port2, foreignChannel().port2] }),
    ];
    // Built in the frame's realm, as a message the browser delivers would be.
    frameWindow.dispatchEvent(
      new frameWindow.MessageEvent('message', { data: frameWindow.structuredClone(data), ...random.pick(variants)() }),
    );
    sent++;
    return port1;
  };
  try {
    const before = snapshot(frame, frameWindow);

    // 1. Before the handshake: inits from other origins and other windows, and real posts from a child frame on another origin.
    for (let index = 0; index < 1000; index++)
      sendForeignWindowMessage(random.chance(0.8) ? initMessage(random) : smallJunk(random));
    for (let index = 0; index < 5; index++) {
      const hash = encodeURIComponent(JSON.stringify({ targetOrigin: '*', data: initMessage(random) }));
      (await loadFrame(frameWindow.document, `${CROSS_ORIGIN_POSTER}#${hash}`)).remove();
      sent++;
    }
    await sleep(50);
    expect(channel.hostOrigin, 'a foreign init was accepted').to.equal(undefined);

    // 2. The real host's handshake, and a few valid requests: their ids are now used.
    const { port1: host, port2 } = new MessageChannel();
    const replies: Reply[] = [];
    let ready = false;
    host.onmessage = (event) =>
      (event.data as Reply).type === FRAME_READY_TYPE ? (ready = true) : replies.push(event.data as Reply);
    frameWindow.postMessage(initMessage(random), location.origin, [port2]);
    const controlIds = Array.from({ length: 3 }, () => seededId(random));
    for (const id of controlIds) host.postMessage({ id, type: appRequestType('GET_CHAIN_ID'), payload: {} });
    const usedIds = [...controlIds];
    const mustAnswer = new Set<string>();
    const sentTypes = new Map<string, string>();
    const post = (message: unknown) => {
      host.postMessage(message);
      const id = (message as { id?: unknown } | null)?.id;
      if (typeof id === 'string' && !sentTypes.has(id))
        sentTypes.set(id, String((message as { type?: unknown }).type).slice(0, 64));
      sent++;
    };

    // 3. After it: junk, oversized payloads, replays, requests the handlers refuse, and more foreign messages.
    let rounds = 0;
    while (sent < MIN_MESSAGES) {
      const roll = random.next();
      if (roll < 0.45) {
        const junk = smallJunk(random);
        let received: unknown;
        try {
          received = structuredClone(junk); // what the frame will receive
        } catch (error) {
          if (!(error instanceof DOMException && error.name === 'DataCloneError')) throw error;
          continue;
        }
        const parsed = parseAppMessage(received);
        // Junk that happens to be a valid request becomes a replay: with a fresh id it would be a real request.
        post(parsed.success ? { ...parsed.message, id: random.pick(usedIds) } : junk);
      } else if (roll < 0.48) {
        const message = oversizedMessage(
          random,
          appRequestType(random.pick(['RPC_REQUEST', 'SIGN_OUT', 'CONNECT_OTP', 'GET_USER'] as const)),
        );
        mustAnswer.add(message.id);
        usedIds.push(message.id);
        post(message);
      } else if (roll < 0.63) {
        post({ id: random.pick(usedIds), ...actingRequest(random, wallet) });
      } else if (roll < 0.93) {
        const message: FuzzMessage = refusedRequest(random, wallet);
        mustAnswer.add(message.id);
        usedIds.push(message.id);
        post(message);
      } else if (roll < 0.97) {
        // After the handshake the window carries nothing: a second init, or a request, even from the parent's own origin.
        sendForeignWindowMessage(
          random.chance(0.5) ? initMessage(random) : { id: seededId(random), ...actingRequest(random, wallet) },
        ).postMessage({ id: seededId(random), ...actingRequest(random, wallet) });
      } else {
        // A request on a port the frame never accepted.
        foreignChannel().port1.postMessage({ id: seededId(random), ...actingRequest(random, wallet) });
        sent++;
      }
      if (++rounds % 250 === 0) await sleep(0);
    }

    // Everything sent has been handled once the replies stop coming (handlers are async).
    for (let stable = 0, last = -1; stable < 5;) {
      await sleep(100);
      stable = replies.length === last ? stable + 1 : 0;
      last = replies.length;
    }

    expect(
      ready,
      `the real host got no READY; ${[...new Set(warnings)].filter((w) => /init|origin/i.test(w)).join(' | ')}`,
    ).to.equal(true);
    expect(sent).to.be.at.least(MIN_MESSAGES);
    expect(
      watch.effects.approvalsDrawn,
      `approvals drawn: ${watch.effects.approvalTexts.join(' | ').slice(0, 500)}`,
    ).to.equal(0);
    expect(watch.effects.serverRequests, 'requests to the server').to.deep.equal([]);
    expect(frame.signings, 'keys rebuilt to sign').to.equal(0);
    expect(foreignAnswers, 'answers to foreign channels').to.equal(0);
    expect(snapshot(frame, frameWindow), 'frame state').to.equal(before);
    expect(channel.hostOrigin, 'the channel’s host').to.equal(location.origin);
    const counts = new Map<string, number>();
    for (const reply of replies) counts.set(reply.id, (counts.get(reply.id) ?? 0) + 1);
    const answeredTwice = [...counts].filter(([, count]) => count > 1).map(([id]) => id);
    expect(answeredTwice, 'ids answered more than once (a replay was taken)').to.deep.equal([]);
    const successes = replies.filter((reply) => !reply.type.endsWith('_ERROR') && !controlIds.includes(reply.id));
    const described = successes.map(
      (reply) =>
        `${reply.type} ${JSON.stringify(reply.payload).slice(0, 200)} to a ${sentTypes.get(reply.id)} with id ${reply.id}`,
    );
    expect(
      described.length,
      `successful replies to anything but the valid requests: ${described.join(' | ')}`,
    ).to.equal(0);
    const unanswered = [...mustAnswer].filter((id) => !counts.has(id));
    expect(unanswered.length, `refused requests left without an _ERROR reply (first: ${unanswered[0]})`).to.equal(0);
    expect(warnings.length, 'the frame logged no warning').to.be.greaterThan(1000);

    // 4. The frame still works: a valid request is answered, a valid signing request is drawn (then aborted).
    const answer = (message: FuzzMessage) =>
      new Promise<Reply>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no reply to ${message.type} after the fuzz`)), 5000);
        const previous = host.onmessage;
        host.onmessage = (event) => {
          previous?.call(host, event);
          if ((event.data as Reply).id === message.id) (clearTimeout(timer), resolve(event.data as Reply));
        };
        host.postMessage(message);
      });
    expect(
      (await answer({ id: seededId(random), type: appRequestType('GET_CHAIN_ID'), payload: {} })).payload,
    ).to.deep.equal({ chainId: 'eip155:1' });
    const signing = answer({
      id: seededId(random),
      type: appRequestType('RPC_REQUEST'),
      payload: { method: 'personal_sign', params: ['0x6869', wallet.evmAddress] },
    });
    for (let waited = 0; !frame.context.approvals.busy && waited < 3000; waited += 20) await sleep(20);
    expect(watch.effects.approvalsDrawn, 'the valid request after the fuzz drew no approval').to.equal(1);
    host.postMessage({ id: seededId(random), type: appRequestType('RPC_ABORT'), payload: {} });
    expect((await signing).payload.code).to.equal(4001);
    expect(frame.signings).to.equal(0);
  } finally {
    watch.stop();
    channel.stop();
    for (const { port1 } of foreignChannels) port1.close();
    iframe.remove();
    sibling.remove();
    frame.remove();
  }
}

describe('frame fuzz: transport and handlers (issue 12 part 11; T2, T4, T5)', () => {
  for (const seed of SEEDS) {
    it(`seed ${seed}: ${MIN_MESSAGES}+ malformed, oversized, replayed or foreign messages are not acted on, and the frame still answers`, async function () {
      this.timeout(240_000);
      try {
        await runFuzz(seed);
      } catch (error) {
        throw new Error(
          `frame fuzz failed with seed ${seed} (replay it: SEEDS = [${seed}]): ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    });
  }
});
