import type { MapStore } from 'nanostores';
import type { ChainNamespace } from '../types/caip.js';
import type { ModalState } from '../stores/modal-store.js';
import type { RouteEntry } from '../types/views.js';
import type { RouterController } from './router-controller.js';
import type { EventsController } from './events-controller.js';

/** Where a request to close came from (STYLE #11). */
export type CloseSource = 'escape' | 'overlay' | 'close-button' | 'back' | 'api';

/** A rule that may refuse to close the modal (SPEC §2, e.g. UnsupportedChain). Returns true to refuse. */
export type CloseGuard = (parameters: { source: CloseSource; view: RouteEntry['view'] | undefined }) => boolean;

export interface ModalControllerParameters {
  store: MapStore<ModalState>;
  router: RouterController;
  events: EventsController;
  isConnected: () => boolean;
}

export interface OpenModalParameters {
  /** The view to open on; defaults to Account when connected, else Connect. */
  view?: RouteEntry;
  /** Lists only this namespace's wallets on the Connect view. */
  namespace?: ChainNamespace;
}

/** Opens and closes the modal; every close request goes through the guards. */
export class ModalController {
  private readonly closeGuards = new Set<CloseGuard>();

  constructor(private readonly parameters: ModalControllerParameters) {}

  open(options: OpenModalParameters = {}): void {
    const { store, router, events, isConnected } = this.parameters;
    const fallback: RouteEntry = isConnected()
      ? { view: 'Account', params: undefined }
      : { view: 'Connect', params: undefined };
    router.reset(options.view ?? fallback);
    store.setKey('activeChain', options.namespace);
    if (store.get().open) return;
    store.setKey('open', true);
    events.track({ event: 'MODAL_OPEN', properties: { connected: isConnected() } });
  }

  /** Closes unless a guard refuses; returns whether the modal is now closed. */
  requestClose(source: CloseSource): boolean {
    const view = this.parameters.router.current?.view;
    for (const guard of this.closeGuards) if (guard({ source, view })) return false;
    this.close();
    return true;
  }

  /** Closes without asking the guards (used after a successful connection). */
  close(): void {
    const { store, events, isConnected } = this.parameters;
    if (!store.get().open) return;
    store.setKey('open', false);
    store.setKey('activeChain', undefined);
    events.track({ event: 'MODAL_CLOSE', properties: { connected: isConnected() } });
  }

  /** Narrows the Connect view to one namespace's wallets (SwitchActiveChain), or lifts the filter. */
  setNamespaceFilter(namespace: ChainNamespace | undefined): void {
    this.parameters.store.setKey('activeChain', namespace);
  }

  setLoading(loading: boolean): void {
    this.parameters.store.setKey('loading', loading);
  }

  /** Adds a rule that can refuse close requests; returns its removal. */
  addCloseGuard(guard: CloseGuard): () => void {
    this.closeGuards.add(guard);
    return () => this.closeGuards.delete(guard);
  }
}
