// How <w3m-button> and <w3m-network-button> reach the app without loading it (issue 14 part 1):
// the small app `createAppKit` returns at once, asked for with a one-time request of the W3C
// community context protocol. No @lit/context here: that and the controllers come with the core
// chunk, after the first paint (src/views/app-context.ts).
import type { OpenModalParameters } from '../core/controllers/modal-controller.js';
import type { AppKitOptions } from '../core/types/options.js';

/** What the buttons may ask of the app before (and after) its core chunk has loaded. */
export interface AppShell {
  /** The dapp's options (the network button reads its switching rules). */
  readonly options: AppKitOptions;
  /**
   * Opens the modal: in the same task when its chunks have loaded, else as soon as they have.
   * Rejects when a chunk failed to load; the next call tries again.
   */
  open(parameters?: OpenModalParameters): Promise<void>;
  /** Starts loading the modal's chunks, when a click is likely (pointer over, focus, press). */
  prefetch(): void;
}

/** The key of the shell's context; one per copy of the bundle, like the stores the buttons read. */
export const appShellContext = Symbol('appkit-shell');

/**
 * A one-time `context-request` (the community protocol's event, so a provider of another key
 * ignores it and a provider of this key answers synchronously).
 */
export class AppShellRequestEvent extends Event {
  readonly context = appShellContext;
  readonly subscribe = false;

  constructor(
    readonly contextTarget: Element,
    readonly callback: (shell: AppShell) => void,
  ) {
    super('context-request', { bubbles: true, composed: true });
  }
}

/**
 * The app on the page, asked for from `host`; undefined before `createAppKit` ran, after the app
 * was destroyed, or when `host` is not in the page (it hears no provider).
 * @example
 * requestAppShell(this)?.prefetch();
 */
export function requestAppShell(host: Element): AppShell | undefined {
  let shell: AppShell | undefined;
  host.dispatchEvent(new AppShellRequestEvent(host, (value) => (shell = value)));
  return shell;
}
