import { expect } from '@open-wc/testing';
import { map } from 'nanostores';
import { SiwxEmailStep } from '../../../src/core/controllers/siwx-email-step.js';
import { INITIAL_SIWX_EMAIL_STATE, type SiwxEmailState } from '../../../src/core/stores/siwx-email-store.js';
import type { SiwxConfig } from '../../../src/core/types/siwx.js';

const ACCOUNT = 'eip155:1:0x8ba1f109551bD432803012645Ac136ddd64DBA72';

/** The step over a config whose two email calls are recorded and answered by `answers`. */
function setup() {
  let clock = 1_000_000;
  const sent: string[] = [];
  const answers = { otp: [] as Array<() => Promise<void>>, confirm: [] as Array<() => Promise<void>> };
  const config = {
    emailCapture: true,
    requestEmailOtp: async ({ email }: { email: string }) => {
      sent.push(email);
      await answers.otp.shift()?.();
    },
    confirmEmailOtp: async () => answers.confirm.shift()?.(),
  } as unknown as SiwxConfig;
  const store = map<SiwxEmailState>({ ...INITIAL_SIWX_EMAIL_STATE });
  const step = new SiwxEmailStep({ store, config, now: () => clock });
  return { step, store, sent, answers, tick: (ms: number) => (clock += ms) };
}

describe('SiwxEmailStep', () => {
  it('sending: busy while the mail goes, then the 30 s cooldown (SPEC §9); resend waits it out', async () => {
    const { step, store, sent, tick } = setup();
    step.begin({ email: 'wallet@example.com' });
    expect(store.get()).to.deep.equal({ email: 'wallet@example.com', status: 'idle' });
    const sending = step.send({ email: 'ada@example.com', account: ACCOUNT });
    expect(store.get().status).to.equal('sending');
    expect(await sending).to.equal(true);
    expect(store.get()).to.deep.equal({ email: 'ada@example.com', status: 'idle', resendAvailableAt: 1_030_000 });

    tick(29_000);
    expect(await step.resend({ account: ACCOUNT })).to.equal(false);
    expect(sent).to.deep.equal(['ada@example.com']);
    tick(1_000);
    expect(await step.resend({ account: ACCOUNT })).to.equal(true);
    expect(sent).to.deep.equal(['ada@example.com', 'ada@example.com']);
    expect(store.get().resendAvailableAt).to.equal(1_060_000);
  });

  it('a refused code keeps the address and the cooldown; a second request waits for the first', async () => {
    const { step, store, answers } = setup();
    await step.send({ email: 'ada@example.com', account: ACCOUNT });
    answers.confirm.push(async () => {
      throw Object.assign(new Error('wrong'), { code: 'CODE_INVALID' });
    });
    const first = step.verify({ code: '000000' });
    expect(await step.verify({ code: '111111' })).to.equal(false, 'ignored while the first is checked');
    expect(await first).to.equal(false);
    expect(store.get()).to.deep.equal({
      email: 'ada@example.com',
      status: 'idle',
      resendAvailableAt: 1_030_000,
      error: 'CODE_INVALID',
    });
    expect(await step.verify({ code: '123456' })).to.equal(true);
    expect(store.get().error).to.equal(undefined);
  });

  it('an answer for an earlier step (begin() since) changes nothing', async () => {
    const { step, store, answers } = setup();
    let answer!: () => void;
    answers.otp.push(() => new Promise<void>((resolve) => (answer = resolve)));
    const sending = step.send({ email: 'old@example.com', account: ACCOUNT });
    step.begin({ email: 'new@example.com' });
    answer();
    expect(await sending).to.equal(false);
    expect(store.get()).to.deep.equal({ email: 'new@example.com', status: 'idle' });
  });

  it('continuing with the address whose code waits mails nothing; another address, or after a spent code, does', async () => {
    const { step, store, sent, answers } = setup();
    await step.send({ email: 'ada@example.com', account: ACCOUNT });
    answers.confirm.push(async () => {
      throw Object.assign(new Error('wrong'), { code: 'CODE_INVALID' });
    });
    await step.verify({ code: '000000' });
    expect(await step.send({ email: 'ada@example.com', account: ACCOUNT })).to.equal(true);
    expect(sent).to.deep.equal(['ada@example.com'], 'the first code stands');
    expect(store.get().error).to.equal(undefined);
    answers.confirm.push(async () => {
      throw Object.assign(new Error('gone'), { code: 'CODE_EXPIRED' });
    });
    await step.verify({ code: '111111' });
    await step.send({ email: 'ada@example.com', account: ACCOUNT });
    await step.send({ email: 'bob@example.com', account: ACCOUNT });
    expect(sent).to.deep.equal(['ada@example.com', 'ada@example.com', 'bob@example.com']);
  });

  it('expire(): the step starts over with the address and says why', () => {
    const { step, store } = setup();
    step.begin({ email: 'ada@example.com' });
    step.expire();
    expect(store.get()).to.deep.equal({ email: 'ada@example.com', status: 'idle', error: 'EMAIL_TOKEN_INVALID' });
  });
});
