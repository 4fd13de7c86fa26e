import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Keeps keyboard focus on a host whose render replaces the control that had it: <w3m-button>'s
 * "Connect Wallet" becomes the account button while the dialog it opened is closing, and focus,
 * just given back to the opener, would otherwise fall to the page's body. Focus goes to the host's
 * first button once it is rendered (the account look loads lazily), unless the visitor moved on.
 * Small and dependency-free: it is in the initial chunk with the buttons.
 */
export class KeepFocusController implements ReactiveController {
  private hadFocus = false;
  private pending = false;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostUpdate(): void {
    this.hadFocus = this.host.matches(':focus-within');
  }

  hostUpdated(): void {
    if (this.hadFocus && !this.host.matches(':focus-within') && isFocusLost()) this.pending = true;
    // A frame later the host's own children have rendered too.
    if (this.pending) requestAnimationFrame(() => this.restore());
  }

  private restore(): void {
    if (!this.pending) return;
    if (!isFocusLost()) {
      this.pending = false; // focus is somewhere the visitor (or the page) put it
      return;
    }
    const button = this.host.shadowRoot && firstButton(this.host.shadowRoot);
    if (!button) return; // not rendered yet: the next update tries again
    this.pending = false;
    button.focus();
  }
}

function isFocusLost(): boolean {
  return !document.activeElement || document.activeElement === document.body;
}

function firstButton(root: ShadowRoot): HTMLElement | undefined {
  const direct = root.querySelector<HTMLElement>('button:not([disabled])');
  if (direct) return direct;
  for (const element of root.querySelectorAll('*')) {
    const found = element.shadowRoot ? firstButton(element.shadowRoot) : undefined;
    if (found) return found;
  }
  return undefined;
}
