import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/ui/wui-email-input.js';
import type { WuiEmailInput } from '../../src/ui/wui-email-input.js';
import { isValidEmail } from '../../src/core/utils/is-valid-email.js';

async function setup(template = html`<wui-email-input></wui-email-input>`) {
  const element = await fixture<WuiEmailInput>(template);
  const input = element.shadowRoot!.querySelector<HTMLInputElement>('[data-testid="email-input"]');
  const submit = element.shadowRoot!.querySelector<HTMLButtonElement>('[data-testid="email-submit"]');
  if (!input || !submit) throw new Error('<wui-email-input> rendered no input or no submit button');
  const submitted: string[] = [];
  element.addEventListener('w3m-email-submit', (event) => submitted.push(event.detail.email));
  const error = () => element.shadowRoot!.querySelector<HTMLElement>('[data-testid="email-error"]');
  return { element, input, submit, submitted, error };
}

async function setValue(element: WuiEmailInput, value: string) {
  element.value = value;
  await element.updateComplete;
}

describe('<wui-email-input>', () => {
  it('is an email field named by its placeholder, with a named submit button', async () => {
    const { input, submit } = await setup();
    expect([input.type, input.autocomplete, input.placeholder, input.getAttribute('aria-label')]).to.deep.equal([
      'email',
      'email',
      'Email',
      'Email',
    ]);
    expect(submit.getAttribute('aria-label')).to.equal('Continue');
    expect(submit.querySelector('svg')).to.exist;
  });

  it('takes translated texts', async () => {
    const { input, submit } = await setup(
      html`<wui-email-input placeholder="E-Mail" label="Deine E-Mail" submit-label="Weiter"></wui-email-input>`,
    );
    expect([input.placeholder, input.getAttribute('aria-label'), submit.getAttribute('aria-label')]).to.deep.equal([
      'E-Mail',
      'Deine E-Mail',
      'Weiter',
    ]);
  });

  it('emits w3m-email-change as the user types and keeps the value', async () => {
    const { element, input } = await setup();
    const changes: string[] = [];
    element.addEventListener('w3m-email-change', (event) => changes.push(event.detail.email));
    input.focus();
    await sendKeys({ type: 'ada' });
    expect(changes).to.deep.equal(['a', 'ad', 'ada']);
    expect(element.value).to.equal('ada');
  });

  it('refuses to submit "a@" by Enter or by the button', async () => {
    const { element, input, submit, submitted } = await setup();
    input.focus();
    await sendKeys({ type: 'a@' });
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect(submit.disabled).to.equal(true);
    submit.click();
    expect(submitted).to.deep.equal([]);
  });

  it('submits "ada@example.com" by Enter with the address as detail', async () => {
    const { element, input } = await setup();
    input.focus();
    await sendKeys({ type: 'ada@example.com' });
    const event = oneEvent(element, 'w3m-email-submit');
    await sendKeys({ press: 'Enter' });
    const { detail, bubbles, composed } = await event;
    expect(detail).to.deep.equal({ email: 'ada@example.com' });
    expect([bubbles, composed]).to.deep.equal([true, true]);
  });

  it('submits by the button, trimmed, once the address is valid', async () => {
    const { element, submit, submitted } = await setup();
    await setValue(element, '  ada@example.com ');
    expect(submit.disabled).to.equal(false);
    submit.click();
    expect(submitted).to.deep.equal(['ada@example.com']);
  });

  it('accepts exactly what isValidEmail accepts', async () => {
    const { element, submit, submitted } = await setup();
    const cases = [
      'ada@example.com',
      'a.b+tag@sub.example.co',
      'a@',
      'ada@example',
      'ada@example.c',
      'ada@exa_mple.com',
      'a b@example.com',
      `${'a'.repeat(242)}@example.com`,
      `${'a'.repeat(243)}@example.com`,
    ];
    for (const email of cases) {
      submitted.length = 0;
      await setValue(element, email);
      submit.click();
      expect(submitted.length === 1, email).to.equal(isValidEmail(email));
    }
  });

  it('shows a spinner instead of the arrow while loading, disables submitting and keeps the field focused', async () => {
    const { element, input, submit, submitted } = await setup(
      html`<wui-email-input value="ada@example.com"></wui-email-input>`,
    );
    input.focus();
    element.loading = true;
    await element.updateComplete;
    expect(submit.disabled).to.equal(true);
    expect(submit.querySelector('wui-spinner')).to.exist;
    expect(submit.querySelector(':scope > svg')).to.equal(null);
    expect([input.readOnly, input.getAttribute('aria-busy')]).to.deep.equal([true, 'true']);
    expect(element.shadowRoot!.activeElement).to.equal(input);
    await sendKeys({ press: 'Enter' });
    expect(submitted).to.deep.equal([]);
    element.loading = false;
    await element.updateComplete;
    expect(submit.querySelector('wui-spinner')).to.equal(null);
    expect(submit.disabled).to.equal(false);
  });

  it('disables the field and the button when disabled', async () => {
    const { input, submit } = await setup(html`<wui-email-input disabled value="ada@example.com"></wui-email-input>`);
    expect([input.disabled, submit.disabled]).to.deep.equal([true, true]);
  });

  it('announces an error message under the field and marks the field invalid', async () => {
    const { element, input, error } = await setup();
    expect(error()).to.equal(null);
    expect(input.getAttribute('aria-invalid')).to.equal('false');
    element.errorMessage = 'Invalid email';
    await element.updateComplete;
    expect(error()!.getAttribute('role')).to.equal('alert');
    expect(error()!.textContent).to.equal('Invalid email');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.getAttribute('aria-describedby')).to.equal(error()!.id);
  });

  it('keeps a hostile value, placeholder and error message as text and runs nothing', async () => {
    const hostile = '<img src=x onerror=window.pwn=1>';
    const { input, error, element } = await setup(
      html`<wui-email-input .value=${hostile} .placeholder=${hostile} .errorMessage=${hostile}></wui-email-input>`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(element.shadowRoot!.querySelector('img')).to.equal(null);
    expect([input.value, input.placeholder, error()!.textContent]).to.deep.equal([hostile, hostile, hostile]);
    expect((window as { pwn?: unknown }).pwn).to.equal(undefined);
  });
});
