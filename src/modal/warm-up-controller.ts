import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { afterNextPaint } from './after-next-paint.js';

/** The longest a busy page makes the warm-up wait for an idle period. */
export const WARM_UP_IDLE_TIMEOUT_MS = 2000;
/** Where there is no requestIdleCallback (Safari): this long after the host joined the page. */
export const WARM_UP_FALLBACK_DELAY_MS = 50;

export interface WarmUpOptions {
  /** Whether the warm-up is still worth it when its idle period comes (not once the dialog has opened). */
  isWanted: () => boolean;
}

/**
 * Has a dialog render itself once, hidden, while the page is idle, then drop that render after its
 * frame (issue 14 part 2). The first open pays costs that happen once per page: compiling the
 * render code, preparing templates, building style sheets, shaping text, decoding icons. Paid
 * while idle, they leave the click only the work of showing (the click answered within one frame).
 * While `active`, the host renders its closed state hidden and inert; otherwise as it would anyway.
 *
 * @example
 * private readonly warmUp = new WarmUpController(this, { isWanted: () => !this.modal.value.open });
 * // in render(): if (!open && !this.warmUp.active) return nothing;
 */
export class WarmUpController implements ReactiveController {
  private state: 'waiting' | 'active' | 'done' = 'waiting';
  private cancelScheduled: (() => void) | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: WarmUpOptions,
  ) {
    host.addController(this);
  }

  /** Whether the host should render its hidden warm-up now. */
  get active(): boolean {
    return this.state === 'active';
  }

  /** Gives up the warm-up, waiting or under way (the dialog opened: there is nothing left to warm). */
  cancel(): void {
    this.cancelScheduled?.();
    this.cancelScheduled = undefined;
    const wasActive = this.state === 'active';
    this.state = 'done';
    if (wasActive) this.host.requestUpdate();
  }

  hostConnected(): void {
    if (this.state !== 'waiting' || this.cancelScheduled) return;
    this.cancelScheduled = whenIdle(() => {
      this.cancelScheduled = undefined;
      if (this.state !== 'waiting') return;
      if (!this.options.isWanted()) {
        this.state = 'done';
        return;
      }
      this.state = 'active';
      this.host.requestUpdate();
      // Kept through one frame so style and layout run too; dropped in a task after that paint.
      void this.host.updateComplete.then(() => {
        this.cancelScheduled = afterNextPaint(() => this.finish());
      });
    });
  }

  hostDisconnected(): void {
    this.cancelScheduled?.();
    this.cancelScheduled = undefined;
    // A host put back on the page (moved by the dapp) may try again; a finished one never does.
    if (this.state === 'active') this.finish();
  }

  private finish(): void {
    this.cancelScheduled = undefined;
    if (this.state !== 'active') return;
    this.state = 'done';
    this.host.requestUpdate();
  }
}

function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: WARM_UP_IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, WARM_UP_FALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}
