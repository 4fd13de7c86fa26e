import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { deepActiveElement, findTabbables } from './focus-utils.js';

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
    this.opener = undefined;
    if (opener?.isConnected) opener.focus();
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
    if (event.key !== 'Escape') return;
    // The dialog owns Escape while open: the page behind must not act on it too.
    event.preventDefault();
    event.stopPropagation();
    this.options.onEscape();
  };

  // Focus that lands outside (a click on the page behind, a script) is pulled back into the dialog.
  private readonly handleFocusIn = (event: FocusEvent) => {
    if (!event.composedPath().includes(this.host)) this.options.container()?.focus();
  };
}
