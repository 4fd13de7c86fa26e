import { LitElement, html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import type { AppControllers } from '../core/app-context.js';
import type { NamesController } from '../core/controllers/names-controller.js';
import { StoreController } from '../core/stores/store-controller.js';
import { $namesMessages } from '../core/messages/names-messages.js';
import { DEFAULT_NAME_ZONE, NAME_MESSAGE_MAX_AGE_SECONDS } from '../core/protocol/names-api.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { AppContextConsumer } from './app-context.js';
import { NameAvailabilityController, type NameSuggestion } from './name-availability-controller.js';
import { namesErrorText } from './names-error-text.js';
import {
  currentNameRegistration,
  endNameRegistration,
  startNameRegistration,
  type NameRegistration,
} from './register-name-registration.js';
import { viewStyles } from './view.styles.js';
import { TIMED_OUT, waitAtMost } from './wait-at-most.js';
import { registerAccountNameStyles } from './w3m-register-account-name-view.styles.js';
import '../ui/wui-button.js';
import '../ui/wui-spinner.js';

/**
 * Longest wait for a registration (signature and request) before Register is offered again. A
 * message signed later than its timestamp's NAME_MESSAGE_MAX_AGE_SECONDS is refused by the service
 * anyway, so waiting longer could not succeed.
 */
const REGISTER_WAIT_MS = NAME_MESSAGE_MAX_AGE_SECONDS * 1000;

/**
 * RegisterAccountName (SPEC §2, §4 "ENS name registration"; issue 18): a label typed before the
 * zone, checked as it is typed (SPEC §5's rule at once, then the service's answer: whether it is
 * free and a few free suggestions, which fill the field when picked). Register (or Enter) signs the
 * registration through the connected wallet, the embedded wallet's approval screen included; then
 * RegisterAccountNameSuccess, or back here with the error and the label kept. The names controller
 * does the work; this view renders and forwards.
 */
export class W3mRegisterAccountNameView extends LitElement {
  private readonly texts = new StoreController(this, $namesMessages);
  static override styles = [baseStyles, viewStyles, registerAccountNameStyles];

  @state() private label = '';
  @state() private zone = DEFAULT_NAME_ZONE;
  @state() private registering = false;
  @state() private registerError: string | undefined;

  // At each connect: the names chunk starts loading (the zone comes with it), and a registration
  // this app started in an earlier copy of the view is picked up (see register-name-registration.ts).
  private readonly app = new AppContextConsumer(this, (app) => this.handleApp(app));
  private readonly availability = new NameAvailabilityController(this, {
    load: () => this.loadNames(),
    zone: () => this.zone,
  });

  override render() {
    const availability = this.availability.value;
    const invalid = availability.status === 'invalid';
    return html`<div class="column" data-testid="register-name-view">
      <label for="name-input">${this.texts.value.nameLabel}</label>
      <div class="field ${invalid ? 'invalid' : ''}">
        <input id="name-input" data-testid="register-name-input" .value=${this.label} placeholder=${this.texts.value.namePlaceholder}
          autocomplete="off" autocapitalize="none" spellcheck="false" maxlength="63" ?readonly=${this.registering}
          aria-invalid=${invalid ? 'true' : 'false'} aria-describedby="name-status"
          @input=${this.handleInput} @keydown=${this.handleKeydown} />
        <span class="zone" data-testid="register-name-zone">.${this.zone}</span>
      </div>
      <div class="status" id="name-status" aria-live="polite">${this.renderStatus()}</div>
      ${this.renderSuggestions()}
      ${this.registerError ? html`<p class="error" role="alert" data-testid="register-name-error">${this.registerError}</p>` : nothing}
      <wui-button variant="accent" full-width data-testid="register-name-submit" ?loading=${this.registering}
        ?disabled=${!this.canRegister()} @click=${this.handleRegister}>${this.registering ? this.texts.value.registering : this.texts.value.register}</wui-button>
    </div>`;
  }

  private renderStatus() {
    const availability = this.availability.value;
    switch (availability.status) {
      case 'invalid':
        return html`<p class="error" data-testid="register-name-rule">${this.texts.value.nameRule}</p>`;
      case 'checking':
        return html`<wui-spinner></wui-spinner><p class="secondary">${this.texts.value.checking}</p>`;
      case 'checked':
        if (!availability.typed) return nothing;
        return availability.typed.registered
          ? html`<p class="registered" data-testid="register-name-status" data-registered="true">${this.texts.value.registered}</p>`
          : html`<p class="available" data-testid="register-name-status" data-registered="false">${this.texts.value.available}</p>`;
      case 'failed':
        return html`<div class="failure"><p class="error" role="alert" data-testid="register-name-error">${availability.message}</p>
          <wui-button variant="neutral" size="sm" data-testid="register-name-retry" @click=${this.handleRetry}>${this.texts.value.retry}</wui-button></div>`;
      default:
        return nothing;
    }
  }

  // Free suggestions are buttons that fill the field; a registered one is only named.
  private renderSuggestions() {
    const availability = this.availability.value;
    if (availability.status !== 'checked' || availability.others.length === 0) return nothing;
    return html`<p class="secondary" id="name-suggestions">${this.texts.value.suggestions}</p>
      <ul class="suggestions" aria-labelledby="name-suggestions">
        ${availability.others.map((suggestion) =>
          suggestion.registered
            ? html`<li><span class="suggestion" data-testid="register-name-suggestion" data-name=${suggestion.name}>
                <span class="name">${suggestion.name}</span><span class="registered">${this.texts.value.registered}</span></span></li>`
            : html`<li><button type="button" class="suggestion" data-testid="register-name-suggestion" data-name=${suggestion.name}
                ?disabled=${this.registering} @click=${() => this.handleChoose(suggestion)}>
                <span class="name">${suggestion.name}</span><span class="available">${this.texts.value.available}</span></button></li>`,
        )}
      </ul>`;
  }

  protected override firstUpdated() {
    // The field is what the visitor came for: focused, so typing and Enter work at once.
    this.renderRoot.querySelector('input')?.focus();
  }

  private canRegister(): boolean {
    const availability = this.availability.value;
    return (
      !this.registering &&
      availability.status === 'checked' &&
      availability.label === this.label &&
      availability.typed?.registered === false
    );
  }

  private handleApp(app: AppControllers | undefined) {
    if (!app) return;
    void this.loadNames().then(
      (names) => {
        if (this.app.value === app) this.zone = names.zone;
      },
      // The check says so when it needs the chunk; the zone stays the default meanwhile.
      () => undefined,
    );
    const registration = currentNameRegistration({ app });
    if (registration && !this.registering) {
      this.label = registration.label;
      this.availability.check({ label: registration.label });
      this.follow({ app, registration });
    }
  }

  // Without a name service (no apiUrl) the view says the service did not answer; "Choose name" is hidden then.
  private loadNames(): Promise<NamesController> {
    const names = this.app.value?.names;
    return names ? names.load() : Promise.reject(new Error('No name service: the dapp has no apiUrl'));
  }

  private handleInput(event: InputEvent) {
    this.label = labelOf({ name: (event.target as HTMLInputElement).value.trim(), zone: this.zone });
    this.registerError = undefined;
    this.availability.check({ label: this.label });
  }

  private handleKeydown(event: KeyboardEvent) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    this.handleRegister();
  }

  private handleChoose(suggestion: NameSuggestion) {
    if (this.registering) return;
    this.label = labelOf({ name: suggestion.name, zone: this.zone });
    this.registerError = undefined;
    this.availability.choose({ label: this.label, suggestion });
    this.renderRoot.querySelector('input')?.focus();
  }

  private handleRetry() {
    this.availability.retry();
  }

  private handleRegister() {
    if (!this.canRegister()) return;
    const app = this.app.controllers;
    const label = this.label;
    const registration: NameRegistration = {
      label,
      outcome: this.loadNames().then((names) => names.register({ label })),
    };
    startNameRegistration({ app, registration });
    this.follow({ app, registration });
  }

  /**
   * Waits for a registration's outcome. Only a connected view acts on it: the copy replaced by the
   * embedded wallet's approval screen leaves it to the copy that comes back.
   */
  private follow({ app, registration }: { app: AppControllers; registration: NameRegistration }) {
    this.registering = true;
    this.registerError = undefined;
    const fullName = `${registration.label}.${this.zone}`;
    const settle = (show: () => void) => {
      if (!this.isConnected || this.app.value !== app || currentNameRegistration({ app }) !== registration) return;
      endNameRegistration({ app, registration });
      this.registering = false;
      show();
    };
    waitAtMost({ promise: registration.outcome, timeoutMs: REGISTER_WAIT_MS }).then(
      (record) =>
        settle(() => {
          if (record === TIMED_OUT) this.registerError = this.texts.value.registerError(fullName);
          else app.router.replace({ view: 'RegisterAccountNameSuccess', params: { name: record.name } });
        }),
      (error: unknown) =>
        settle(() => {
          this.registerError = namesErrorText({ error, fallback: this.texts.value.registerError(fullName) });
        }),
    );
  }
}

/**
 * The label of a name in the zone (the field takes a pasted full name too); anything else as is.
 * @example labelOf({ name: 'alice1.reown.id', zone: 'reown.id' }) // 'alice1'
 */
function labelOf({ name, zone }: { name: string; zone: string }): string {
  const suffix = `.${zone}`;
  return name.toLowerCase().endsWith(suffix.toLowerCase()) ? name.slice(0, -suffix.length) : name;
}

defineElement('w3m-register-account-name-view', W3mRegisterAccountNameView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-register-account-name-view': W3mRegisterAccountNameView;
  }
}
