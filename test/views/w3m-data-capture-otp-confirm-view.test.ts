import { expect, fixture, html } from '@open-wc/testing';
import type { AppControllers } from '../../src/core/app-context.js';
import {
  INITIAL_SIWX_EMAIL_STATE,
  siwxEmailStore,
  type SiwxEmailState,
} from '../../src/core/stores/siwx-email-store.js';
import type { SiwxAccess } from '../../src/core/types/siwx.js';
import type { WuiButton } from '../../src/ui/wui-button.js';
import type { WuiOtpInput } from '../../src/ui/wui-otp-input.js';
import { provideAppControllers } from '../../src/views/app-context.js';
import type { W3mDataCaptureOtpConfirmView } from '../../src/views/w3m-data-capture-otp-confirm-view.js';
import '../../src/views/w3m-data-capture-otp-confirm-view.js';

const EMAIL = 'ada@example.com';

async function setup({ state }: { state: SiwxEmailState }) {
  const calls: Array<[string, unknown?]> = [];
  const siwx: SiwxAccess = {
    sign: async () => void calls.push(['sign']),
    cancel: async () => void calls.push(['cancel']),
    isCloseBlocked: () => false,
    submitEmail: async (parameters) => void calls.push(['submitEmail', parameters]),
    submitEmailCode: async (parameters) => void calls.push(['submitEmailCode', parameters]),
    resendEmailCode: async () => void calls.push(['resendEmailCode']),
  };
  const router = { goBack: () => void calls.push(['goBack']) };
  const stop = provideAppControllers({ controllers: { siwx, router } as unknown as AppControllers });
  siwxEmailStore.set(state);
  const view = await fixture<W3mDataCaptureOtpConfirmView>(
    html`<w3m-data-capture-otp-confirm-view></w3m-data-capture-otp-confirm-view>`,
  );
  const otp = view.shadowRoot?.querySelector<WuiOtpInput>('wui-otp-input');
  if (!view.shadowRoot?.querySelector('[data-testid="data-capture-otp-view"]') || !otp)
    throw new Error('setup: the view did not render');
  await otp.updateComplete;
  return { view, otp, calls, stop };
}

const part = <T extends HTMLElement = HTMLElement>(view: W3mDataCaptureOtpConfirmView, testId: string) =>
  view.shadowRoot!.querySelector<T>(`[data-testid="${testId}"]`);

const click = (button: HTMLElement | null) => {
  const native = button?.shadowRoot?.querySelector('button');
  if (!native) throw new Error('no button to click');
  native.click();
};

/** Types `code` into the boxes as a visitor would, digit by digit. */
async function typeCode(otp: WuiOtpInput, code: string) {
  const boxes = [...otp.shadowRoot!.querySelectorAll('input')];
  for (const [index, digit] of [...code].entries()) {
    boxes[index]!.value = digit;
    boxes[index]!.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    await otp.updateComplete;
  }
}

describe('<w3m-data-capture-otp-confirm-view>', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    siwxEmailStore.set({ ...INITIAL_SIWX_EMAIL_STATE });
  });

  it('names the address; the first box has focus; the sixth digit submits the code', async () => {
    const setupResult = await setup({
      state: { email: EMAIL, status: 'idle', resendAvailableAt: Date.now() + 30_000 },
    });
    stop = setupResult.stop;
    const { view, otp, calls } = setupResult;
    expect(part(view, 'data-capture-sent-to')!.textContent).to.equal(`Enter the 6-digit code we sent to ${EMAIL}`);
    expect(otp.shadowRoot!.activeElement).to.equal(otp.shadowRoot!.querySelector('input'));
    await typeCode(otp, '123456');
    expect(calls).to.deep.equal([['submitEmailCode', { code: '123456' }]]);
  });

  it('Resend counts down the cooldown, then mails a new code', async () => {
    const setupResult = await setup({
      state: { email: EMAIL, status: 'idle', resendAvailableAt: Date.now() + 30_000 },
    });
    stop = setupResult.stop;
    const { view, calls } = setupResult;
    const resend = part<WuiButton>(view, 'data-capture-otp-resend')!;
    expect(resend.disabled).to.equal(true);
    expect(resend.textContent!.trim()).to.match(/^Resend code in (30|29) s$/);
    siwxEmailStore.setKey('resendAvailableAt', Date.now() - 1);
    // The view's clock ticks every second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await view.updateComplete;
    expect(resend.disabled).to.equal(false);
    expect(resend.textContent!.trim()).to.equal('Resend code');
    click(resend);
    expect(calls).to.deep.equal([['resendEmailCode']]);
  });

  it('a wrong code: the reason, red boxes emptied for the next try; the address stays', async () => {
    const setupResult = await setup({ state: { email: EMAIL, status: 'idle' } });
    stop = setupResult.stop;
    const { view, otp } = setupResult;
    await typeCode(otp, '000000');
    siwxEmailStore.set({ email: EMAIL, status: 'verifying' });
    await view.updateComplete;
    expect(otp.disabled).to.equal(true);
    expect(part(view, 'data-capture-otp-error')).to.equal(null);
    siwxEmailStore.set({ email: EMAIL, status: 'idle', error: 'CODE_INVALID' });
    await view.updateComplete;
    await otp.updateComplete;
    const error = part(view, 'data-capture-otp-error')!;
    expect(error.textContent).to.equal('That code is not right. Check the mail and enter it again.');
    expect(error.parentElement!.getAttribute('role')).to.equal('alert');
    expect(otp.error).to.equal(true);
    expect(otp.value).to.equal('');
    expect(part(view, 'data-capture-otp-retry')).to.equal(null);
    expect(part(view, 'data-capture-sent-to')!.textContent).to.contain(EMAIL);
  });

  it('a failure to reach the server keeps the digits and offers Try again with them', async () => {
    const setupResult = await setup({ state: { email: EMAIL, status: 'idle' } });
    stop = setupResult.stop;
    const { view, otp, calls } = setupResult;
    await typeCode(otp, '123456');
    siwxEmailStore.set({ email: EMAIL, status: 'verifying' });
    await view.updateComplete;
    siwxEmailStore.set({ email: EMAIL, status: 'idle', error: 'VERIFY_FAILED' });
    await view.updateComplete;
    expect(otp.value).to.equal('123456');
    click(part(view, 'data-capture-otp-retry'));
    expect(calls).to.deep.equal([
      ['submitEmailCode', { code: '123456' }],
      ['submitEmailCode', { code: '123456' }],
    ]);
  });

  it('Use another email goes back; Cancel cancels', async () => {
    const setupResult = await setup({ state: { email: EMAIL, status: 'idle' } });
    stop = setupResult.stop;
    const { view, calls } = setupResult;
    expect(part(view, 'data-capture-otp-back')!.textContent!.trim()).to.equal('Use another email');
    click(part(view, 'data-capture-otp-back'));
    click(part(view, 'data-capture-otp-cancel'));
    expect(calls).to.deep.equal([['goBack'], ['cancel']]);
  });
});
