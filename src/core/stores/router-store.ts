import { computed, map, readonlyType } from 'nanostores';
import type { RouteEntry } from '../types/views.js';

export interface RouterState {
  /** The view stack; the last entry is the view on screen. */
  history: readonly RouteEntry[];
}

/** Written only by the RouterController. */
export const routerStore = map<RouterState>({ history: [{ view: 'Connect', params: undefined }] });
/** The view stack, read-only. */
export const $router = readonlyType(routerStore);
/** The route on screen. */
export const $route = computed(routerStore, (state) => state.history[state.history.length - 1]);
