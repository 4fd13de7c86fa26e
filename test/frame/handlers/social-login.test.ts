import { expect } from '@open-wc/testing';
import { createAuthApi } from '../../../frame/src/api/auth-api.js';
import { createDeviceIdentity } from '../../../frame/src/custody/device-identity.js';
import { createSocialLogin } from '../../../frame/src/handlers/social-login.js';

// The frame's window is played by a same-origin (localhost) child page of this one, so this page
// is its parent, as the dapp page is the real frame's. The callback page's message is posted for
// real by fixtures/post-to-parent.html, loaded inside that window from either origin.
const SAME_ORIGIN = location.origin;
const OTHER_ORIGIN = `http://127.0.0.1:${location.port}`;
const ATTEMPT_ID = 'attempt_0123456789abcdef';
const AUTHORIZATION_URL = 'http://127.0.0.1:1/authorize?state=s';

type Outcome =
  | { state: 'pending' }
  | { state: 'resolved'; value: { attemptId: string; attemptSecret: string; callbackToken: string } }
  | { state: 'rejected'; error: unknown };

const cleanup: Array<() => void> = [];
afterEach(() => {
  for (const step of cleanup.splice(0)) step();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function setup() {
  // A page of this origin, not about:blank: the check reads location.origin, "null" for about:blank.
  const frame = document.createElement('iframe');
  frame.src = `${SAME_ORIGIN}/test/frame/fixtures/blank.html`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  cleanup.push(() => frame.remove());
  await loaded;
  const target = frame.contentWindow!;
  // The reference server cannot run in this suite: its answer to POST /auth/v1/oauth/start is faked.
  const api = createAuthApi({
    projectId: 'demo-project',
    baseUrl: 'http://127.0.0.1:1',
    fetch: async () =>
      new Response(JSON.stringify({ attemptId: ATTEMPT_ID, authorizationUrl: AUTHORIZATION_URL }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  });
  const social = createSocialLogin({ api, window: target });
  const heard: MessageEvent[] = [];
  target.addEventListener('message', (event) => {
    heard.push(event);
    social.onWindowMessage(event);
  });
  const uri = await social.start({ provider: 'google', record: await createDeviceIdentity() });
  let outcome: Outcome = { state: 'pending' };
  social.waitForResult({ uri }).then(
    (value) => (outcome = { state: 'resolved', value }),
    (error: unknown) => (outcome = { state: 'rejected', error }),
  );

  /** Posts `data` to the frame's window from a child page of `origin`, and waits until it arrived. */
  async function postFromChild(origin: string, data: unknown): Promise<void> {
    const poster = frame.contentDocument!.createElement('iframe');
    poster.src = `${origin}/test/frame/fixtures/post-to-parent.html#${encodeURIComponent(JSON.stringify({ targetOrigin: SAME_ORIGIN, data }))}`;
    frame.contentDocument!.body.append(poster);
    await waitFor(() => heard.some((event) => event.source === poster.contentWindow));
    await settle();
  }

  /** Posts `data` from this page, the frame window's parent. */
  async function postFromParent(data: unknown): Promise<void> {
    target.postMessage(data, SAME_ORIGIN);
    await waitFor(() => heard.some((event) => event.source === window));
    await settle();
  }

  return { postFromChild, postFromParent, outcome: () => outcome };
}

const CALLBACK_TOKEN = 'T'.repeat(43);
const result = (extra: Record<string, unknown> = {}) => ({
  type: 'w3m-oauth-result',
  attemptId: ATTEMPT_ID,
  status: 'done',
  callbackToken: CALLBACK_TOKEN,
  ...extra,
});

describe('createSocialLogin().onWindowMessage (auth server answer faked)', () => {
  it("ignores a result from another origin, from the parent window, with a wrong attempt id or with extra keys; takes the callback page's", async () => {
    const social = await setup();

    await social.postFromChild(OTHER_ORIGIN, result());
    expect(social.outcome().state, 'a result from another origin').to.equal('pending');
    await social.postFromParent(result());
    expect(social.outcome().state, 'a result from the parent window (the dapp page)').to.equal('pending');
    await social.postFromChild(SAME_ORIGIN, result({ attemptId: 'attempt_fedcba9876543210' }));
    expect(social.outcome().state, 'a result for another attempt').to.equal('pending');
    await social.postFromChild(SAME_ORIGIN, result({ email: 'mallory@example.test' }));
    expect(social.outcome().state, 'a result with an extra key').to.equal('pending');

    // The callback page's result: same origin, not the parent, this attempt, exact shape.
    await social.postFromChild(SAME_ORIGIN, result());
    const outcome = social.outcome();
    if (outcome.state !== 'resolved') throw new Error(`the real result was not taken: ${outcome.state}`);
    expect(outcome.value.attemptId).to.equal(ATTEMPT_ID);
    expect(outcome.value.attemptSecret).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(outcome.value.callbackToken, "the page's one-time token, for oauth/complete").to.equal(CALLBACK_TOKEN);
  });

  it('treats a done result without the one-time token as failed: it could complete nothing', async () => {
    const social = await setup();
    await social.postFromChild(SAME_ORIGIN, result({ callbackToken: undefined }));
    expect(social.outcome().state).to.equal('rejected');
  });
});
