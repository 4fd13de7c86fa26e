import { expect, fixture, html } from '@open-wc/testing';
import type { AppControllers } from '../../src/core/app-context.js';
import {
  INITIAL_SIWX_EMAIL_STATE,
  siwxEmailStore,
  type SiwxEmailState,
} from '../../src/core/stores/siwx-email-store.js';
import type { SiwxAccess } from '../../src/core/types/siwx.js';
import type { WuiButton } from '../../src/ui/wui-button.js';
import { provideAppControllers } from '../../src/views/app-context.js';
import type { W3mDataCaptureView } from '../../src/views/w3m-data-capture-view.js';
import '../../src/views/w3m-data-capture-view.js';

/** A stand-in for the siwx controller: records calls with their parameters. */
function fakeSiwx({ closeBlocked = false } = {}) {
  const calls: Array<[string, unknown?]> = [];
  const siwx: SiwxAccess = {
    sign: async () => void calls.push(['sign']),
    cancel: async () => void calls.push(['cancel']),
    isCloseBlocked: () => closeBlocked,
    submitEmail: async (parameters) => void calls.push(['submitEmail', parameters]),
    submitEmailCode: async (parameters) => void calls.push(['submitEmailCode', parameters]),
    resendEmailCode: async () => void calls.push(['resendEmailCode']),
  };
  return { siwx, calls };
}

async function setup({ state, closeBlocked = false }: { state: SiwxEmailState; closeBlocked?: boolean }) {
  const { siwx, calls } = fakeSiwx({ closeBlocked });
  const controllers = {
    options: { metadata: { name: 'Demo dapp', description: '', url: location.origin, icons: [] } },
    siwx,
  } as unknown as AppControllers;
  const stop = provideAppControllers({ controllers });
  siwxEmailStore.set(state);
  const view = await fixture<W3mDataCaptureView>(html`<w3m-data-capture-view></w3m-data-capture-view>`);
  const emailInput = view.shadowRoot?.querySelector('wui-email-input');
  if (!view.shadowRoot?.querySelector('[data-testid="data-capture-view"]') || !emailInput)
    throw new Error('setup: the view did not render');
  await emailInput.updateComplete;
  const input = emailInput.shadowRoot!.querySelector<HTMLInputElement>('input')!;
  return { view, calls, stop, input, emailInput };
}

const part = <T extends HTMLElement = HTMLElement>(view: W3mDataCaptureView, testId: string) =>
  view.shadowRoot!.querySelector<T>(`[data-testid="${testId}"]`);

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
}

describe('<w3m-data-capture-view>', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    siwxEmailStore.set({ ...INITIAL_SIWX_EMAIL_STATE });
  });

  it('shows the prefilled address, focused; Enter submits it', async () => {
    const setupResult = await setup({ state: { email: 'wallet@example.com', status: 'idle' } });
    stop = setupResult.stop;
    const { view, input, calls } = setupResult;
    expect(input.value).to.equal('wallet@example.com');
    expect(input.getAttribute('aria-label')).to.equal('Email address');
    expect((input.getRootNode() as ShadowRoot).activeElement).to.equal(input);
    expect(part(view, 'data-capture-intro')!.textContent).to.equal(
      'Demo dapp asks for your email address before you sign in with your wallet.',
    );
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    expect(calls).to.deep.equal([['submitEmail', { email: 'wallet@example.com' }]]);
  });

  it('Continue submits what was typed, only once it is an address; Cancel cancels', async () => {
    const setupResult = await setup({ state: { email: '', status: 'idle' } });
    stop = setupResult.stop;
    const { view, input, calls } = setupResult;
    const continueButton = part<WuiButton>(view, 'data-capture-continue')!;
    expect(continueButton.disabled).to.equal(true);
    type(input, 'ada@');
    await view.updateComplete;
    expect(continueButton.disabled).to.equal(true);
    type(input, ' ada@example.com ');
    await view.updateComplete;
    expect(continueButton.disabled).to.equal(false);
    continueButton.shadowRoot!.querySelector('button')!.click();
    part<WuiButton>(view, 'data-capture-cancel')!.shadowRoot!.querySelector('button')!.click();
    expect(calls).to.deep.equal([['submitEmail', { email: 'ada@example.com' }], ['cancel']]);
  });

  it('while the code is mailed: Continue spins, Cancel waits, the field keeps its text', async () => {
    const setupResult = await setup({ state: { email: 'ada@example.com', status: 'sending' } });
    stop = setupResult.stop;
    const { view, emailInput } = setupResult;
    expect(part<WuiButton>(view, 'data-capture-continue')!.loading).to.equal(true);
    expect(part<WuiButton>(view, 'data-capture-cancel')!.disabled).to.equal(true);
    expect(emailInput.loading).to.equal(true);
  });

  it('a refusal shows under the field in words, and Continue is there to try again', async () => {
    const setupResult = await setup({ state: { email: 'ada@example.com', status: 'idle', error: 'RATE_LIMITED' } });
    stop = setupResult.stop;
    const { view, emailInput, calls } = setupResult;
    await emailInput.updateComplete;
    const error = emailInput.shadowRoot!.querySelector('[data-testid="email-error"]')!;
    expect(error.textContent).to.equal('Too many codes were requested. Wait a minute, then try again.');
    expect(error.getAttribute('role')).to.equal('alert');
    siwxEmailStore.setKey('error', 'SEND_FAILED');
    await view.updateComplete;
    await emailInput.updateComplete;
    expect(emailInput.shadowRoot!.querySelector('[data-testid="email-error"]')!.textContent).to.contain(
      'could not send the code',
    );
    part<WuiButton>(view, 'data-capture-continue')!.shadowRoot!.querySelector('button')!.click();
    expect(calls).to.deep.equal([['submitEmail', { email: 'ada@example.com' }]]);
  });

  it('says that cancelling disconnects only while sign-in is required', async () => {
    const required = await setup({ state: { email: '', status: 'idle' }, closeBlocked: true });
    expect(part(required.view, 'data-capture-intro')!.textContent).to.contain('Canceling will disconnect you.');
    required.stop();
    required.view.remove();
    const optional = await setup({ state: { email: '', status: 'idle' } });
    stop = optional.stop;
    expect(part(optional.view, 'data-capture-intro')!.textContent).not.to.contain('Canceling');
  });
});
