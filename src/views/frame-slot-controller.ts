import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Where the embedded wallet's frame lies (viewport pixels), or undefined to hide it. */
export type FrameRect = { top: number; left: number; width: number; height: number } | undefined;

/**
 * Keeps the embedded wallet's frame laid over a box of a view (the frame renders its own screen
 * there, so nothing the page does changes what the visitor sees in it): placed when the view
 * renders, followed on resize and scroll, hidden when the view goes away.
 *
 * @example
 * private readonly slot = new FrameSlotController(this, { find: () => this.renderRoot.querySelector('.slot'), place: (rect) => controllers.embeddedWallet?.positionFrame(rect) });
 */
export class FrameSlotController implements ReactiveController {
  private readonly observer = new ResizeObserver(() => this.update());
  private readonly onViewportChange = () => this.update();
  private observed: Element | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: { find(): Element | null; place(rect: FrameRect): void },
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('resize', this.onViewportChange);
    window.addEventListener('scroll', this.onViewportChange, true);
  }

  hostUpdated(): void {
    const slot = this.options.find() ?? undefined;
    if (slot !== this.observed) {
      if (this.observed) this.observer.unobserve(this.observed);
      if (slot) this.observer.observe(slot);
      this.observed = slot;
    }
    this.update();
  }

  hostDisconnected(): void {
    this.observer.disconnect();
    this.observed = undefined;
    window.removeEventListener('resize', this.onViewportChange);
    window.removeEventListener('scroll', this.onViewportChange, true);
    this.options.place(undefined);
  }

  private update(): void {
    if (!this.observed || !this.host.isConnected) return;
    const { top, left, width, height } = this.observed.getBoundingClientRect();
    this.options.place({ top, left, width, height });
  }
}
