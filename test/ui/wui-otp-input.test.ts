import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/ui/wui-otp-input.js';
import type { WuiOtpInput } from '../../src/ui/wui-otp-input.js';

type Recorded = { change: string[]; complete: string[] };

async function setup(template = html`<wui-otp-input></wui-otp-input>`) {
  const element = await fixture<WuiOtpInput>(template);
  const boxes = [...element.shadowRoot!.querySelectorAll('input')];
  if (boxes.length === 0) throw new Error('<wui-otp-input> rendered no boxes');
  const events: Recorded = { change: [], complete: [] };
  element.addEventListener('w3m-otp-change', (event) => events.change.push(event.detail.value));
  element.addEventListener('w3m-otp-complete', (event) => events.complete.push(event.detail.value));
  const focusedIndex = () => boxes.indexOf(element.shadowRoot!.activeElement as HTMLInputElement);
  const shown = () => boxes.map((box) => box.value);
  return { element, boxes, events, focusedIndex, shown };
}

function paste(target: HTMLInputElement, text: string) {
  const clipboardData = new DataTransfer();
  clipboardData.setData('text/plain', text);
  const event = new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true, composed: true });
  target.dispatchEvent(event);
  return event;
}

describe('<wui-otp-input>', () => {
  it('renders 6 labelled numeric one-digit boxes in a labelled group', async () => {
    const { element, boxes } = await setup();
    expect(boxes).to.have.length(6);
    expect(boxes.map((box) => box.getAttribute('aria-label'))).to.deep.equal(
      [1, 2, 3, 4, 5, 6].map((n) => `Digit ${n} of 6`),
    );
    for (const box of boxes) {
      expect([box.inputMode, box.autocomplete, box.maxLength]).to.deep.equal(['numeric', 'one-time-code', 1]);
    }
    expect(element.shadowRoot!.querySelector('[role="group"]')?.getAttribute('aria-label')).to.equal(
      'Verification code',
    );
  });

  it('announces how many digits are typed in a polite live region, with a translatable text', async () => {
    const { element, boxes } = await setup(
      html`<wui-otp-input .progressLabel=${(entered: number, total: number) => `${entered}/${total} Ziffern`}></wui-otp-input>`,
    );
    const progress = element.shadowRoot!.querySelector('[data-testid="otp-progress"]')!;
    expect(progress.getAttribute('aria-live')).to.equal('polite');
    expect(progress.textContent!.trim(), 'nothing to say before typing').to.equal('');
    boxes[0]!.focus();
    await sendKeys({ type: '12' });
    await element.updateComplete;
    expect(progress.textContent!.trim()).to.equal('2/6 Ziffern');
  });

  it('takes another length and translated labels', async () => {
    const { boxes } = await setup(
      html`<wui-otp-input length="4" .digitLabel=${(n: number, total: number) => `Ziffer ${n} von ${total}`}></wui-otp-input>`,
    );
    expect(boxes.map((box) => box.getAttribute('aria-label'))).to.deep.equal([
      'Ziffer 1 von 4',
      'Ziffer 2 von 4',
      'Ziffer 3 von 4',
      'Ziffer 4 von 4',
    ]);
  });

  it('moves to the next box as digits are typed, emitting each change, and ignores non-digits', async () => {
    const { element, boxes, events, focusedIndex, shown } = await setup();
    boxes[0]!.focus();
    await sendKeys({ type: '12' });
    expect(shown()).to.deep.equal(['1', '2', '', '', '', '']);
    expect(focusedIndex()).to.equal(2);
    await sendKeys({ type: 'a-' });
    await element.updateComplete;
    expect(shown()).to.deep.equal(['1', '2', '', '', '', '']);
    expect(focusedIndex()).to.equal(2);
    await sendKeys({ type: '3' });
    expect(element.value).to.equal('123');
    expect(events.change).to.deep.equal(['1', '12', '123']);
    expect(events.complete).to.deep.equal([]);
  });

  it('emits complete exactly once when the last box is filled, and again only after a box was emptied', async () => {
    const { element, boxes, events, focusedIndex } = await setup();
    boxes[0]!.focus();
    await sendKeys({ type: '123456' });
    expect(events.complete).to.deep.equal(['123456']);
    expect(focusedIndex()).to.equal(5);
    await sendKeys({ type: '7' }); // replaces the last digit: a change, still complete
    expect(element.value).to.equal('123457');
    expect(events.complete).to.deep.equal(['123456']);
    await sendKeys({ press: 'Backspace' });
    expect(element.value).to.equal('12345');
    await sendKeys({ type: '8' });
    expect(events.complete).to.deep.equal(['123456', '123458']);
    expect(events.change.at(-1)).to.equal('123458');
  });

  it('Backspace on an empty box clears the previous one and moves there', async () => {
    const { element, boxes, events, focusedIndex, shown } = await setup();
    boxes[0]!.focus();
    await sendKeys({ type: '123' });
    expect(focusedIndex()).to.equal(3);
    await sendKeys({ press: 'Backspace' });
    await element.updateComplete;
    expect(shown()).to.deep.equal(['1', '2', '', '', '', '']);
    expect(focusedIndex()).to.equal(2);
    expect(events.change.at(-1)).to.equal('12');
  });

  it('moves with the arrow keys and stays inside the boxes', async () => {
    const { boxes, focusedIndex } = await setup();
    boxes[0]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(focusedIndex()).to.equal(0);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedIndex()).to.equal(2);
    await sendKeys({ press: 'ArrowLeft' });
    expect(focusedIndex()).to.equal(1);
    boxes[5]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedIndex()).to.equal(5);
  });

  for (const text of ['123456', '123 456', '12-34-56']) {
    it(`fills every box from a paste of "${text}" and completes once`, async () => {
      const { element, boxes, events, focusedIndex, shown } = await setup();
      boxes[0]!.focus();
      // Cancelled, so the browser does not also insert the text into the box (maxlength would cut it to "1").
      expect(paste(boxes[0]!, text).defaultPrevented).to.equal(true);
      await element.updateComplete;
      expect(shown()).to.deep.equal(['1', '2', '3', '4', '5', '6']);
      expect(events.change).to.deep.equal(['123456']);
      expect(events.complete).to.deep.equal(['123456']);
      expect(focusedIndex()).to.equal(5);
    });
  }

  it('spreads a code the browser autofills into one box', async () => {
    const { element, boxes, events, shown } = await setup();
    boxes[0]!.value = '123456';
    boxes[0]!.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    await element.updateComplete;
    expect(shown()).to.deep.equal(['1', '2', '3', '4', '5', '6']);
    expect(events.complete).to.deep.equal(['123456']);
  });

  it('fills from the box pasted into, drops what does not fit, and ignores a paste without digits', async () => {
    const { element, boxes, events, shown } = await setup();
    paste(boxes[3]!, 'code: 98765');
    await element.updateComplete;
    expect(shown()).to.deep.equal(['', '', '', '9', '8', '7']);
    expect(element.value).to.equal('987');
    paste(boxes[0]!, 'abc');
    await element.updateComplete;
    expect(events.change).to.deep.equal(['987']);
    expect(events.complete).to.deep.equal([]);
  });

  it('clear() empties every box and focuses the first', async () => {
    const { element, boxes, events, focusedIndex, shown } = await setup();
    paste(boxes[0]!, '123456');
    await element.updateComplete;
    boxes[4]!.focus();
    await element.clear();
    expect(shown()).to.deep.equal(['', '', '', '', '', '']);
    expect(element.value).to.equal('');
    expect(focusedIndex()).to.equal(0);
    await sendKeys({ type: '654321' });
    expect(events.complete).to.deep.equal(['123456', '654321']);
  });

  it('focusFirst() focuses the first box even when called before the first render', async () => {
    const element = document.createElement('wui-otp-input');
    document.body.append(element);
    try {
      await element.focusFirst();
      expect(element.shadowRoot!.activeElement).to.equal(element.shadowRoot!.querySelector('input'));
    } finally {
      element.remove();
    }
  });

  it('marks every box invalid on error and disables them when disabled', async () => {
    const { element, boxes } = await setup(
      html`<wui-otp-input error style="--wui-error: rgb(255, 0, 0)"></wui-otp-input>`,
    );
    expect(boxes.map((box) => box.getAttribute('aria-invalid'))).to.deep.equal(Array(6).fill('true'));
    expect(getComputedStyle(boxes[0]!).borderTopColor).to.equal('rgb(255, 0, 0)');
    element.error = false;
    element.disabled = true;
    await element.updateComplete;
    expect(boxes.map((box) => box.getAttribute('aria-invalid'))).to.deep.equal(Array(6).fill('false'));
    expect(boxes.every((box) => box.disabled)).to.equal(true);
  });

  it('keeps a pasted hostile string as text and runs nothing', async () => {
    const { element, boxes } = await setup(
      html`<wui-otp-input .label=${'<img src=x onerror=window.pwn=1>'}></wui-otp-input>`,
    );
    paste(boxes[0]!, '<img src=x onerror=window.pwn=1>');
    await element.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(element.shadowRoot!.querySelector('img')).to.equal(null);
    expect(element.shadowRoot!.querySelector('[role="group"]')!.getAttribute('aria-label')).to.equal(
      '<img src=x onerror=window.pwn=1>',
    );
    expect((window as { pwn?: unknown }).pwn).to.equal(undefined);
  });
});
