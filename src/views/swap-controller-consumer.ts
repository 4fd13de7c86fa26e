import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SwapController } from '../core/controllers/swap-controller.js';
import { startSwap } from '../core/controllers/start-swap.js';
import { AppContextConsumer } from './app-context.js';

type Host = ReactiveControllerHost & HTMLElement;

/**
 * A swap view's link to the app's swap controller: built on first use (start-swap.ts), the quote
 * refreshing while the view is connected (SwapController.watch), `onStart` run at each connect.
 * @example
 * private readonly swap = new SwapControllerConsumer(this, (swap) => void swap.open());
 */
export class SwapControllerConsumer implements ReactiveController {
  readonly app: AppContextConsumer;
  private stopWatching: (() => void) | undefined;

  constructor(
    private readonly host: Host,
    private readonly onStart?: (swap: SwapController) => void,
  ) {
    this.app = new AppContextConsumer(host, () => this.start());
    host.addController(this);
  }

  /** The controller, once the app is there (undefined without one, or without a server). */
  get value(): SwapController | undefined {
    const app = this.app.value;
    return app ? startSwap({ controllers: app }) : undefined;
  }

  hostDisconnected(): void {
    this.stopWatching?.();
    this.stopWatching = undefined;
  }

  private start(): void {
    const swap = this.value;
    if (!swap || !this.host.isConnected) return;
    this.stopWatching?.();
    this.stopWatching = swap.watch();
    this.onStart?.(swap);
  }
}
