import { LitElement, html } from 'lit';
import { property, state } from 'lit/decorators.js';
import { baseStyles } from './base.styles.js';
import { wuiOtpInputStyles } from './wui-otp-input.styles.js';
import { defineElement } from './define-element.js';
import { emit } from './emit.js';

/**
 * A one-time code typed into single-digit boxes. Typing moves to the next box, Backspace on an
 * empty box goes back, arrows move, non-digits are ignored, and a pasted or autofilled code
 * ("123456", "123 456", "12-34-56") fills the boxes from the one it lands in.
 * @event w3m-otp-change - any box changed by the user; detail `{ value }`, the digits typed so far
 * @event w3m-otp-complete - the last empty box was filled; detail `{ value }`, once per completion
 * @csspart box - each digit's native input
 */
export class WuiOtpInput extends LitElement {
  static override styles = [baseStyles, wuiOtpInputStyles];

  /** Number of digits. */
  @property({ type: Number }) length = 6;
  @property({ type: Boolean }) disabled = false;
  /** Marks the code as wrong: red boxes and `aria-invalid`. */
  @property({ type: Boolean }) error = false;
  /** Accessible name of the group of boxes. */
  @property() label = 'Verification code';
  /** Accessible name of one box, from its 1-based position. */
  @property({ attribute: false }) digitLabel = (position: number, length: number) => `Digit ${position} of ${length}`;
  /** Announced politely as digits are typed: how many of the boxes are filled. */
  @property({ attribute: false }) progressLabel = (entered: number, length: number) =>
    `${entered} of ${length} digits entered`;

  @state() private digits: string[] = [];
  private completed = false;

  /** The digits typed so far, empty boxes skipped. */
  get value(): string {
    return this.digits.join('');
  }

  /** Empties every box and focuses the first. Emits no event: the caller knows it cleared. */
  async clear(): Promise<void> {
    this.digits = this.digits.map(() => '');
    this.completed = false;
    await this.focusFirst();
  }

  /** Focuses the first box, once it is rendered. */
  async focusFirst(): Promise<void> {
    await this.updateComplete;
    this.boxes()[0]?.focus();
  }

  override willUpdate(changed: Map<string, unknown>) {
    if (changed.has('length')) {
      const length = Math.max(1, Math.floor(this.length) || 1);
      this.digits = Array.from({ length }, (_, index) => this.digits[index] ?? '');
    }
  }

  override render() {
    const { length } = this.digits;
    return html`<div class="boxes" role="group" aria-label=${this.label}>${this.digits.map(
      (digit, index) => html`<input
      part="box"
      data-index=${index}
      .value=${digit}
      inputmode="numeric"
      autocomplete="one-time-code"
      maxlength="1"
      aria-label=${this.digitLabel(index + 1, length)}
      aria-invalid=${this.error ? 'true' : 'false'}
      ?disabled=${this.disabled}
      @input=${this.handleInput}
      @keydown=${this.handleKeydown}
      @paste=${this.handlePaste}
      @focus=${this.handleFocus}
    />`,
    )}</div><span class="visually-hidden" aria-live="polite" data-testid="otp-progress">${
      this.value ? this.progressLabel(this.value.length, length) : ''
    }</span>`;
  }

  private boxes(): HTMLInputElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLInputElement>('input')];
  }

  private handleInput(event: InputEvent) {
    const box = event.target as HTMLInputElement;
    const index = Number(box.dataset.index);
    const digits = box.value.replace(/\D/g, '');
    // One digit when typed; several when the browser autofills the code into one box; none for a letter.
    if (digits) this.fillFrom(index, digits);
    else if (!box.value) this.setDigits(index, ['']);
    // The box shows its digit, whatever was typed: a letter goes, an autofilled code keeps its first digit.
    box.value = this.digits[index] ?? '';
  }

  private handleKeydown(event: KeyboardEvent) {
    const box = event.target as HTMLInputElement;
    const index = Number(box.dataset.index);
    if (/^\d$/.test(event.key) && box.value && !event.ctrlKey && !event.metaKey) {
      // maxlength="1" would swallow a digit typed into a full box unless its text is selected.
      event.preventDefault();
      this.fillFrom(index, event.key);
    } else if (event.key === 'Backspace' && !box.value && index > 0) {
      event.preventDefault();
      this.setDigits(index - 1, ['']);
      this.focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      this.focusBox(index + (event.key === 'ArrowLeft' ? -1 : 1));
    }
  }

  private handlePaste(event: ClipboardEvent) {
    event.preventDefault();
    const digits = (event.clipboardData?.getData('text') ?? '').replace(/\D/g, '');
    if (digits) this.fillFrom(Number((event.target as HTMLInputElement).dataset.index), digits);
  }

  private handleFocus(event: FocusEvent) {
    // Selected, a digit from a virtual keyboard (no usable key in keydown) replaces the box's digit.
    (event.target as HTMLInputElement).select();
  }

  private fillFrom(index: number, digits: string) {
    const written = [...digits].slice(0, this.digits.length - index);
    this.setDigits(index, written);
    this.focusBox(Math.min(index + written.length, this.digits.length - 1));
  }

  private setDigits(index: number, written: string[]) {
    const digits = [...this.digits];
    digits.splice(index, written.length, ...written);
    if (digits.join() === this.digits.join()) return;
    this.digits = digits;
    const value = this.value;
    emit({ host: this, name: 'w3m-otp-change', detail: { value } });
    const isFull = digits.every(Boolean);
    if (isFull && !this.completed) emit({ host: this, name: 'w3m-otp-complete', detail: { value } });
    this.completed = isFull;
  }

  private focusBox(index: number) {
    this.boxes()[index]?.focus();
  }
}

defineElement('wui-otp-input', WuiOtpInput);
declare global {
  interface HTMLElementTagNameMap {
    'wui-otp-input': WuiOtpInput;
  }
}
