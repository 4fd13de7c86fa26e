import type { ReadableAtom } from 'nanostores';
import type { AdapterControllers, AdapterHost } from '../src/core/types/adapter.js';

/**
 * The wagmi connectors' way to the modal: the app `createAppKit` attached the adapter to, its
 * controllers once its core started. A connector made before that (the remembered one, for wagmi's
 * reconnect on mount) waits here.
 */
export interface ModalLink {
  /** The attached app's controllers, or undefined before its core started. */
  readonly controllers: AdapterControllers | undefined;
  /**
   * Resolves with the controllers once the core has started and the modal is no longer restoring
   * its EVM connection: what it says then is what a reload restored.
   */
  settled(): Promise<AdapterControllers>;
  attach(host: AdapterHost): void;
  detach(): void;
}

/**
 * @example
 * const link = createModalLink();
 * adapter.attach = (host) => { link.attach(host); return () => link.detach(); };
 * const controllers = await link.settled();
 */
export function createModalLink(): ModalLink {
  let host: AdapterHost | undefined;
  let controllers: AdapterControllers | undefined;
  let announceHost: (host: AdapterHost) => void = () => undefined;
  let attached = new Promise<AdapterHost>((resolve) => (announceHost = resolve));

  return {
    get controllers() {
      return controllers;
    },
    async settled() {
      const current = host ?? (await attached);
      const started = await current.controllers;
      await until(current.stores.chains, (chains) => chains.eip155?.account.status !== 'reconnecting');
      return started;
    },
    attach(next) {
      host = next;
      announceHost(next);
      void next.controllers.then((started) => {
        if (host === next) controllers = started;
      });
    },
    detach() {
      host = undefined;
      controllers = undefined;
      attached = new Promise<AdapterHost>((resolve) => (announceHost = resolve));
    },
  };
}

/** Resolves once the store's value passes `done` (at once when it does already). */
function until<Value>(store: ReadableAtom<Value>, done: (value: Value) => boolean): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe: (() => void) | undefined;
    let finished = false;
    unsubscribe = store.subscribe((value) => {
      if (finished || !done(value)) return;
      finished = true;
      unsubscribe?.();
      resolve();
    });
    if (finished) unsubscribe();
  });
}
