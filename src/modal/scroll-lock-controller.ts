import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Locks the page's scroll while a dialog is shown (DESIGN §5) and puts back whatever overflow the
 * page had set. Let go on `deactivate()` and when the host leaves the page, so a dialog removed
 * while open never leaves the page unscrollable.
 *
 * @example
 * private readonly scrollLock = new ScrollLockController(this); // scrollLock.activate() when opened
 */
export class ScrollLockController implements ReactiveController {
  private previousOverflow: string | undefined;

  constructor(host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** Whether the page's scroll is locked by this controller. */
  get active(): boolean {
    return this.previousOverflow !== undefined;
  }

  /** Locks the page's scroll; a second call keeps the value saved by the first. */
  activate(): void {
    if (this.active) return;
    const root = document.documentElement;
    this.previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
  }

  /** Puts the page's own overflow back. */
  deactivate(): void {
    if (this.previousOverflow === undefined) return;
    document.documentElement.style.overflow = this.previousOverflow;
    this.previousOverflow = undefined;
  }

  hostDisconnected(): void {
    this.deactivate();
  }
}
