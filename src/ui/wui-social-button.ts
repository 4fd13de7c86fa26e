import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { baseStyles } from './base.styles.js';
import { wuiSocialButtonStyles } from './wui-social-button.styles.js';
import { defineElement } from './define-element.js';
import { emit } from './emit.js';
import { renderSocialIcon, socialProviderName, type SocialProvider } from './social-icons.js';
import './wui-spinner.js';

/**
 * A sign-in button for one social provider: a square icon (`variant="icon"`, the label becomes
 * its accessible name) or the icon with the label (`variant="full"`).
 * @event w3m-social-select - the button was pressed; detail `{ provider }`
 * @csspart button - the native button
 */
export class WuiSocialButton extends LitElement {
  static override styles = [baseStyles, wuiSocialButtonStyles];

  @property() provider: SocialProvider = 'google';
  @property({ reflect: true }) variant: 'icon' | 'full' = 'full';
  /** Visible or accessible text; "Continue with <Provider>" when empty. */
  @property() label = '';
  @property({ type: Boolean }) loading = false;
  @property({ type: Boolean }) disabled = false;

  override render() {
    const label = this.label || `Continue with ${socialProviderName(this.provider)}`;
    const isIcon = this.variant === 'icon';
    return html`<button
      part="button"
      class=${this.variant}
      data-testid="social-${this.provider}"
      ?disabled=${this.disabled || this.loading}
      aria-busy=${this.loading ? 'true' : 'false'}
      aria-label=${isIcon ? label : nothing}
      title=${isIcon ? label : nothing}
      @click=${this.handleClick}
    >${this.loading ? html`<wui-spinner></wui-spinner>` : renderSocialIcon(this.provider)}${isIcon ? nothing : html`<span>${label}</span>`}</button>`;
  }

  private handleClick() {
    emit({ host: this, name: 'w3m-social-select', detail: { provider: this.provider } });
  }
}

defineElement('wui-social-button', WuiSocialButton);
declare global {
  interface HTMLElementTagNameMap {
    'wui-social-button': WuiSocialButton;
  }
}
