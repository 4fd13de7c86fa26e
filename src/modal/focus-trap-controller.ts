import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { deepActiveElement, findTabbables, isInsideComposed, shadowHostsOf } from './focus-utils.js';

export interface FocusTrapOptions {
  /** The dialog's box: it takes focus on activation and holds the tab stops that wrap. */
  container: () => HTMLElement | null;
  /** Escape pressed while the trap is active; the host decides whether to close (rules may refuse). */
  onEscape: () => void;
}

export interface SentinelParameters {
  /** `start` goes first in the container (Shift+Tab onto it wraps to the last stop), `end` last. */
  edge: 'start' | 'end';
}

// Written out in sentinel()'s template too: Lit binds attribute values, not names.
const SENTINEL_ATTRIBUTE = 'data-focus-sentinel';

/**
 * Keeps keyboard focus inside a dialog the way a native modal dialog does (DESIGN §5): focus moves
 * into the container on `activate()`, Tab wraps at both ends, focus taken outside is pulled back,
 * Escape is reported, and `deactivate()` gives focus back to the element that had it before.
 * Escape lives here because it is listened for on the window for exactly as long as the trap.
 * Released when the host leaves the page.
 *
 * @example
 * private readonly focusTrap = new FocusTrapController(this, { container: () => this.card, onEscape: () => this.requestClose('escape') });
 * // in render(), inside the card: ${this.focusTrap.sentinel({ edge: 'start' })} … ${this.focusTrap.sentinel({ edge: 'end' })}
 */
export class FocusTrapController implements ReactiveController {
  private opener: HTMLElement | undefined;
  /** The opener's shadow hosts, innermost first: where focus goes when the opener itself re-rendered away. */
  private openerHosts: HTMLElement[] = [];
  private isActive = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: FocusTrapOptions,
  ) {
    host.addController(this);
  }

  /** Whether the trap holds focus now. */
  get active(): boolean {
    return this.isActive;
  }

  /** Remembers the opener, moves focus into the container once the host has rendered, and starts listening. */
  activate(): void {
    if (this.isActive) return;
    this.isActive = true;
    this.opener = deepActiveElement();
    this.openerHosts = this.opener ? shadowHostsOf(this.opener) : [];
    // Capture on the window: Escape counts even when focus fell to the body (its element re-rendered away).
    window.addEventListener('keydown', this.handleKeydown, true);
    document.addEventListener('focusin', this.handleFocusIn);
    void this.host.updateComplete.then(() => {
      if (this.isActive) this.options.container()?.focus();
    });
  }

  /** Stops listening and gives focus back to the opener if it is still on the page. */
  deactivate(): void {
    if (!this.isActive) return;
    this.isActive = false;
    window.removeEventListener('keydown', this.handleKeydown, true);
    document.removeEventListener('focusin', this.handleFocusIn);
    const opener = this.opener;
    const hosts = this.openerHosts;
    this.opener = undefined;
    this.openerHosts = [];
    if (opener?.isConnected) opener.focus();
    else restoreIntoHosts(hosts);
  }

  hostDisconnected(): void {
    this.deactivate();
  }

  /** An invisible tab stop that sends focus round to the other end of the container. */
  sentinel({ edge }: SentinelParameters): TemplateResult {
    return html`<span tabindex="0" data-focus-sentinel @focus=${edge === 'start' ? this.focusLast : this.focusFirst}></span>`;
  }

  private readonly focusFirst = () => {
    this.tabbables().at(0)?.focus();
  };

  private readonly focusLast = () => {
    this.tabbables().at(-1)?.focus();
  };

  private tabbables(): HTMLElement[] {
    const container = this.options.container();
    if (!container) return [];
    return findTabbables(container).filter((element) => !element.hasAttribute(SENTINEL_ATTRIBUTE));
  }

  private readonly handleKeydown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') this.handleTab(event);
    if (event.key !== 'Escape') return;
    // The dialog owns Escape while open: the page behind must not act on it too.
    event.preventDefault();
    event.stopPropagation();
    this.options.onEscape();
  };

  // From the container itself (where activation puts focus) or from nowhere (the focused element
  // re-rendered away, focus fell to the body), Tab starts at an edge of the dialog: without this,
  // Tab from the container lands on the start sentinel, which wraps to the last stop.
  private handleTab(event: KeyboardEvent) {
    const container = this.options.container();
    const active = deepActiveElement();
    if (!container || (active && active !== container && isInsideComposed(active, this.host))) return;
    event.preventDefault();
    if (event.shiftKey) this.focusLast();
    else this.focusFirst();
  }

  // Focus that lands outside (a click on the page behind, a script) is pulled back into the dialog.
  private readonly handleFocusIn = (event: FocusEvent) => {
    if (!event.composedPath().includes(this.host)) this.options.container()?.focus();
  };
}

/** Frames to wait for a replaced opener's new look (about a second at 60 fps). */
const RESTORE_ATTEMPTS = 60;

// The opener was replaced while the dialog was open (the connect button became the account button):
// focus goes to the first stop of the nearest host still on the page, the same control's new self.
// That look may still be loading (the account button's template is a lazy chunk): tried again each
// frame for a moment, as long as focus is nowhere else.
function restoreIntoHosts(hosts: HTMLElement[], attemptsLeft = RESTORE_ATTEMPTS): void {
  const host = hosts.find((candidate) => candidate.isConnected);
  if (!host) return;
  const firstStop = findTabbables(host.shadowRoot ?? host)[0];
  if (firstStop) firstStop.focus();
  else if (attemptsLeft > 0)
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) restoreIntoHosts(hosts, attemptsLeft - 1);
    });
}
