import { expect } from '@open-wc/testing';
import { HttpError } from '../../../src/core/errors/internal-errors.js';
import { createServerSiwx } from '../../../src/core/siwx/create-server-siwx.js';

// The default config's email capture calls against a recorded fetch: what each request carries,
// and that the verified email's token goes with the next authenticate, once.
const ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const ACCOUNT = `eip155:1:${ADDRESS}`;

interface Sent {
  path: string;
  body?: Record<string, unknown>;
}

function setup({ answers }: { answers: Record<string, Array<{ status: number; body: unknown }>> }) {
  const sent: Sent[] = [];
  const storage = new Map<string, string>();
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = url.pathname.replace('/siwx/v1/', '');
    sent.push({ path, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
    const answer = answers[path]?.shift() ?? { status: 500, body: { error: 'unexpected' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  const siwx = createServerSiwx({
    apiUrl: 'http://api.test',
    projectId: 'p1',
    emailCapture: true,
    page: { host: 'dapp.test', origin: 'https://dapp.test' },
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    fetch,
  });
  return { siwx, sent };
}

const ok = (body: unknown) => ({ status: 200, body });

describe('createServerSiwx with emailCapture', () => {
  it('says it captures emails; without the option it does not', () => {
    expect(setup({ answers: {} }).siwx.emailCapture).to.equal(true);
    expect(createServerSiwx({ apiUrl: 'http://api.test', projectId: 'p1' }).emailCapture).to.equal(false);
  });

  it('otp → verify → authenticate: the uuid goes to verify, the email token to authenticate only once', async () => {
    const { siwx, sent } = setup({
      answers: {
        nonce: [ok({ nonce: 'abcdefgh1', token: 'nt1' }), ok({ nonce: 'abcdefgh2', token: 'nt2' })],
        'email/otp': [ok({ uuid: 'u-1' })],
        'email/verify': [ok({ emailToken: 'email-token' })],
        authenticate: [ok({ token: 's1' }), ok({ token: 's2' })],
      },
    });
    await siwx.requestEmailOtp!({ email: 'ada@example.com', account: ACCOUNT });
    await siwx.confirmEmailOtp!({ code: '123456' });
    const message = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' });
    const { serializedMessage, ...data } = message;
    await siwx.addSession({ data, message: serializedMessage, signature: '0x01' });
    expect(sent.find((request) => request.path === 'email/otp')?.body).to.deep.equal({
      email: 'ada@example.com',
      account: ACCOUNT,
    });
    expect(sent.find((request) => request.path === 'email/verify')?.body).to.deep.equal({
      uuid: 'u-1',
      code: '123456',
    });
    const authenticates = () => sent.filter((request) => request.path === 'authenticate');
    expect(authenticates()[0]?.body?.emailToken).to.equal('email-token');

    const second = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' });
    const { serializedMessage: text, ...secondData } = second;
    await siwx.addSession({ data: secondData, message: text, signature: '0x02' });
    expect(authenticates()[1]?.body).not.to.have.property('emailToken');
  });

  it("a refused code keeps the challenge for the next try; the server's code reaches the caller", async () => {
    const { siwx, sent } = setup({
      answers: {
        'email/otp': [ok({ uuid: 'u-1' })],
        'email/verify': [{ status: 400, body: { error: 'wrong', code: 'CODE_INVALID' } }, ok({ emailToken: 't' })],
      },
    });
    await siwx.requestEmailOtp!({ email: 'ada@example.com', account: ACCOUNT });
    const refused = await siwx.confirmEmailOtp!({ code: '000000' }).catch((error: unknown) => error);
    expect(refused).to.be.instanceOf(HttpError);
    expect((refused as HttpError).code).to.equal('CODE_INVALID');
    await siwx.confirmEmailOtp!({ code: '123456' });
    expect(
      sent.filter((request) => request.path === 'email/verify').map((request) => request.body?.uuid),
    ).to.deep.equal(['u-1', 'u-1']);
  });

  it('a code with no challenge (none mailed, or already accepted) is expired, without asking the server', async () => {
    const { siwx, sent } = setup({
      answers: { 'email/otp': [ok({ uuid: 'u-1' })], 'email/verify': [ok({ emailToken: 't' })] },
    });
    const none = await siwx.confirmEmailOtp!({ code: '123456' }).catch((error: unknown) => error);
    expect((none as { code?: string }).code).to.equal('CODE_EXPIRED');
    await siwx.requestEmailOtp!({ email: 'ada@example.com', account: ACCOUNT });
    await siwx.confirmEmailOtp!({ code: '123456' });
    const again = await siwx.confirmEmailOtp!({ code: '123456' }).catch((error: unknown) => error);
    expect((again as { code?: string }).code).to.equal('CODE_EXPIRED');
    expect(sent.filter((request) => request.path === 'email/verify')).to.have.length(1);
  });

  it('a refused code request keeps the pending challenge; a new code drops the earlier proof', async () => {
    const { siwx, sent } = setup({
      answers: {
        nonce: [ok({ nonce: 'abcdefgh1', token: 'nt1' })],
        'email/otp': [
          ok({ uuid: 'u-1' }),
          { status: 429, body: { error: 'slow down', code: 'RATE_LIMITED' } },
          ok({ uuid: 'u-2' }),
        ],
        'email/verify': [ok({ emailToken: 'email-token' })],
        authenticate: [ok({ token: 's1' })],
      },
    });
    await siwx.requestEmailOtp!({ email: 'ada@example.com', account: ACCOUNT });
    const refused = await siwx.requestEmailOtp!({ email: 'ada@example.com', account: ACCOUNT }).catch((error) => error);
    expect((refused as HttpError).code).to.equal('RATE_LIMITED');
    await siwx.confirmEmailOtp!({ code: '123456' });
    expect(sent.find((request) => request.path === 'email/verify')?.body?.uuid).to.equal('u-1');
    await siwx.requestEmailOtp!({ email: 'bob@example.com', account: ACCOUNT });
    const { serializedMessage, ...data } = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' });
    await siwx.addSession({ data, message: serializedMessage, signature: '0x01' });
    expect(sent.find((request) => request.path === 'authenticate')?.body).not.to.have.property('emailToken');
  });
});
