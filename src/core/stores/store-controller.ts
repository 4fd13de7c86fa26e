import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ReadableAtom } from 'nanostores';

/**
 * Re-renders a Lit element when a store changes, subscribing only while it is connected.
 * @example private readonly account = new StoreController(this, $account); // this.account.value
 */
export class StoreController<Value> implements ReactiveController {
  private unsubscribe?: () => void;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly store: ReadableAtom<Value>,
  ) {
    host.addController(this);
  }

  get value(): Value {
    return this.store.get();
  }

  hostConnected(): void {
    this.unsubscribe = this.store.listen(() => this.host.requestUpdate());
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }
}
