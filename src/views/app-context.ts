// How elements receive the app's controllers: a Lit context (the W3C community context protocol)
// instead of a module global. The composition root provides; elements consume; core knows neither.
import { ContextConsumer, ContextEvent, ContextProvider, ContextRoot, createContext } from '@lit/context';
import type { ReactiveControllerHost } from 'lit';
import type { AppControllers } from '../core/app-context.js';
import { AppKitNotCreatedError } from '../core/errors/app-kit-not-created-error.js';

/** The key elements ask for the app by. One per copy of the bundle, like the stores its controllers write. */
export const appContext = createContext<AppControllers | undefined>(Symbol('appkit-controllers'));

// An element may connect before createAppKit runs (the README's CDN snippet puts <w3m-button>
// first). The root, above every provider, keeps such unanswered requests and replays them when a
// provider announces itself. ContextRoot only adds listeners, which the document has too.
new ContextRoot().attach(document as unknown as HTMLElement);

type Host = ReactiveControllerHost & HTMLElement;

/**
 * An element's view of the app: `value` for rendering (undefined means idle: no app yet, or
 * destroyed), `controllers` for actions. Re-renders its host when the app arrives or leaves.
 * @example
 * private readonly app = new AppContextConsumer(this);
 * private handleClick() { this.app.controllers.modal.open(); }
 */
export class AppContextConsumer extends ContextConsumer<typeof appContext, Host> {
  /** `onChange` runs on every delivery: at each connect while an app exists, and when one arrives or leaves. */
  constructor(host: Host, onChange?: (app: AppControllers | undefined) => void) {
    super(host, { context: appContext, subscribe: true, ...(onChange ? { callback: onChange } : {}) });
  }

  /**
   * Asks for the app afresh at every connect. A disconnected element hears nothing, so the app it
   * kept may have been destroyed meanwhile: without an answer now it is idle, not holding that app.
   * (Disconnecting keeps the value: a view's disconnectedCallback may still hand its app a last call.)
   */
  override hostConnected(): void {
    if (this.value !== undefined) {
      this.value = undefined;
      this.host.requestUpdate();
    }
    super.hostConnected();
  }

  /** The controllers, for an action; throws AppKitNotCreatedError when there is no app. */
  get controllers(): AppControllers {
    if (!this.value) throw new AppKitNotCreatedError();
    return this.value;
  }
}

/**
 * Provides the app to every element on the page. Elements sit anywhere (a `<w3m-button>` in the
 * dapp's header, the modal at the end of `<body>`, views in the modal's shadow root), so the
 * provider sits on `<html>`, which holds every one of them. Returns the teardown: elements go idle
 * and their requests go back to the root, so a later app reaches them.
 * @example
 * const stopProviding = provideAppControllers({ controllers });
 * stopProviding(); // on destroy
 */
export function provideAppControllers({ controllers }: { controllers: AppControllers }): () => void {
  const provider = new AppContextProvider(document.documentElement, { context: appContext, initialValue: controllers });
  provider.hostConnected(); // announces itself: the root replays what elements asked before
  return () => provider.stop();
}

class AppContextProvider extends ContextProvider<typeof appContext> {
  stop(): void {
    this.host.removeEventListener('context-request', this.onContextRequest);
    this.host.removeEventListener('context-provider', this.onProviderRequest);
    const consumers = [...this.subscriptions];
    this.setValue(undefined);
    this.clearCallbacks();
    for (const [callback, { consumerHost }] of consumers)
      consumerHost.dispatchEvent(new ContextEvent(appContext, consumerHost, callback, true));
  }
}
