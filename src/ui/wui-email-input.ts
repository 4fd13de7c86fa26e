import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { EMAIL_REGEX } from 'valibot';
import { baseStyles } from './base.styles.js';
import { wuiEmailInputStyles } from './wui-email-input.styles.js';
import { defineElement } from './define-element.js';
import { emit } from './emit.js';
import { renderIcon } from './icons.js';
import './wui-spinner.js';

/**
 * The rule of `isValidEmail` (src/core/utils/is-valid-email.ts): valibot's `email()` check, whose
 * requirement is `EMAIL_REGEX`, and at most 254 characters. A ui primitive may not import core
 * (DESIGN §3), so the rule is restated from the same regex; test/ui checks that the two agree.
 */
function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_REGEX.test(value);
}

/**
 * An email field with a submit arrow inside it. Enter or the arrow submits, and only a valid
 * address (SPEC §5 "Email must be a valid e-mail address") is submitted; the arrow stays disabled
 * until then. While `loading` the arrow becomes a spinner and the field is read-only, keeping its
 * focus.
 * @event w3m-email-change - the user edited the field; detail `{ email }`
 * @event w3m-email-submit - a valid address was submitted; detail `{ email }`, trimmed
 * @csspart input - the native input
 * @csspart submit - the submit button
 */
export class WuiEmailInput extends LitElement {
  static override styles = [baseStyles, wuiEmailInputStyles];

  @property() value = '';
  @property() placeholder = 'Email';
  /** Accessible name of the field; the placeholder when empty. */
  @property() label = '';
  /** Accessible name of the submit button. */
  @property({ attribute: 'submit-label' }) submitLabel = 'Continue';
  /** Shown under the field and announced; empty hides it. */
  @property({ attribute: 'error-message' }) errorMessage = '';
  @property({ type: Boolean }) loading = false;
  @property({ type: Boolean }) disabled = false;

  override render() {
    const canSubmit = this.canSubmit();
    return html`<div class="field">
        <input
          part="input"
          data-testid="email-input"
          type="email"
          autocomplete="email"
          autocapitalize="off"
          spellcheck="false"
          .value=${this.value}
          placeholder=${this.placeholder}
          aria-label=${this.label || this.placeholder}
          aria-invalid=${this.errorMessage ? 'true' : 'false'}
          aria-describedby=${this.errorMessage ? 'error' : nothing}
          aria-busy=${this.loading ? 'true' : 'false'}
          ?readonly=${this.loading}
          ?disabled=${this.disabled}
          @input=${this.handleInput}
          @keydown=${this.handleKeydown}
        />
        <button part="submit" data-testid="email-submit" aria-label=${this.submitLabel} ?disabled=${!canSubmit} @click=${this.handleSubmit}>
          ${this.loading ? html`<wui-spinner></wui-spinner>` : renderIcon('forward')}
        </button>
      </div>
      ${this.errorMessage ? html`<p id="error" class="error" role="alert" data-testid="email-error">${this.errorMessage}</p>` : nothing}`;
  }

  private canSubmit(): boolean {
    return !this.loading && !this.disabled && isEmail(this.value.trim());
  }

  private handleInput(event: InputEvent) {
    this.value = (event.target as HTMLInputElement).value;
    emit({ host: this, name: 'w3m-email-change', detail: { email: this.value } });
  }

  private handleKeydown(event: KeyboardEvent) {
    if (event.key === 'Enter' && !event.isComposing) this.handleSubmit();
  }

  private handleSubmit() {
    if (this.canSubmit()) emit({ host: this, name: 'w3m-email-submit', detail: { email: this.value.trim() } });
  }
}

defineElement('wui-email-input', WuiEmailInput);
declare global {
  interface HTMLElementTagNameMap {
    'wui-email-input': WuiEmailInput;
  }
}
