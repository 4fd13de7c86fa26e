import { LitElement, css, html, nothing } from 'lit';
import { $features } from '../core/stores/features-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import type { SocialProvider } from '../core/types/auth-client.js';
import { detectPlatform, filterSocials } from '../core/utils/filter-socials.js';
import { socialProviderName } from '../ui/social-icons.js';
import type { W3mEventMap } from '../ui/emit.js';
import { defineElement } from '../ui/define-element.js';
import { AppContextConsumer } from './app-context.js';
import '../ui/wui-social-button.js';

/** Socials this release can sign in with: farcaster needs a hosted relay and is hidden, not faked. */
const REDIRECT_SOCIALS: readonly string[] = ['google', 'github', 'apple', 'facebook', 'x', 'discord'];

/**
 * The Connect view's social buttons, in the order of `features.socials` (SPEC §9 defaults),
 * filtered for the platform (SPEC §5): the first one in full, the rest as icons. The click opens
 * the sign-in window at once, inside the click, so popup blockers let it through.
 */
export class W3mSocialLoginWidget extends LitElement {
  static override styles = css`
    :host { display: flex; flex-direction: column; gap: 8px; }
    .icons { display: grid; grid-template-columns: repeat(auto-fill, minmax(52px, 1fr)); gap: 8px; }
  `;

  private readonly features = new StoreController(this, $features);
  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);

  override render() {
    const providers = socialProviders(this.features.value.socials);
    if (providers.length === 0) return nothing;
    const [first, ...rest] = providers;
    const label = (provider: SocialProvider) => this.messages.value.continueWith(socialProviderName(provider));
    return html`
      <wui-social-button .provider=${first!} variant="full" .label=${label(first!)} @w3m-social-select=${this.handleClick}></wui-social-button>
      ${rest.length ? html`<div class="icons">${rest.map((provider) => html`<wui-social-button .provider=${provider} variant="icon" .label=${label(provider)} @w3m-social-select=${this.handleClick}></wui-social-button>`)}</div>` : nothing}
    `;
  }

  private handleClick(event: W3mEventMap['w3m-social-select']) {
    void this.app.controllers.embeddedWallet?.connectSocial({ provider: event.detail.provider as SocialProvider });
  }
}

/** The social buttons to show: the configured list, platform-filtered, without those not built. */
export function socialProviders(socials: readonly string[] | false): SocialProvider[] {
  if (!socials) return [];
  const platform = detectPlatform({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    telegram: Boolean((window as Window & { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp),
  });
  return filterSocials({ socials: [...socials], platform }).filter((provider): provider is SocialProvider =>
    REDIRECT_SOCIALS.includes(provider),
  );
}

defineElement('w3m-social-login-widget', W3mSocialLoginWidget);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-social-login-widget': W3mSocialLoginWidget;
  }
}
