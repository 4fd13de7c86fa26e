import type { MapStore } from 'nanostores';
import type { RouterState } from '../stores/router-store.js';
import type { RouteEntry } from '../types/views.js';

export interface RouterControllerParameters {
  store: MapStore<RouterState>;
  /** Whether an account is connected in the active namespace. */
  isConnected: () => boolean;
  /** Called when going back from the last view: the modal closes (SPEC §2). */
  onLastViewPopped: () => void;
}

const ACCOUNT_ROUTE: RouteEntry = { view: 'Account', params: undefined };

/** The view stack and its rules (SPEC §2 "Rules"). */
export class RouterController {
  constructor(private readonly parameters: RouterControllerParameters) {}

  get current(): RouteEntry | undefined {
    const { history } = this.parameters.store.get();
    return history[history.length - 1];
  }

  /** Shows a view on top of the stack; nothing happens if it is already on screen. */
  push(entry: RouteEntry): void {
    if (this.current?.view === entry.view) return;
    const { history } = this.parameters.store.get();
    this.parameters.store.setKey('history', [...history, entry]);
  }

  /** Swaps the view on screen for another. */
  replace(entry: RouteEntry): void {
    const { history } = this.parameters.store.get();
    this.parameters.store.setKey('history', [...history.slice(0, -1), entry]);
  }

  /** Starts a new stack with one view. */
  reset(entry: RouteEntry): void {
    this.parameters.store.setKey('history', [entry]);
  }

  /**
   * Pops the stack. From Connect while connected it shows Account; with one view left it closes
   * the modal instead.
   */
  goBack(): void {
    const { history } = this.parameters.store.get();
    const connected = this.parameters.isConnected();
    if (this.current?.view === 'Connect' && connected) {
      this.reset(ACCOUNT_ROUTE);
      return;
    }
    if (history.length <= 1) {
      this.parameters.onLastViewPopped();
      return;
    }
    const popped = history.slice(0, -1);
    const top = popped[popped.length - 1];
    if (top?.view === 'Connect' && connected) popped[popped.length - 1] = ACCOUNT_ROUTE;
    this.parameters.store.setKey('history', popped);
  }
}
