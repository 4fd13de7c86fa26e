import { nextGridIndex } from './next-grid-index.js';

export interface MoveFocusInListParameters {
  /** The keydown that reached the list. */
  event: KeyboardEvent;
  /** The list's items in order; each takes focus itself or delegates it to its button. */
  items: readonly HTMLElement[];
  /** 1 for a vertical list (the default), the column count for a grid. */
  columns?: number;
}

/**
 * Arrow keys, Home and End between the items of a list or grid of buttons (WAI-ARIA listbox-like
 * keys; every item stays a tab stop too). Acts only when an item has focus, so arrows typed in a
 * search field above the list keep moving its caret. Returns whether focus moved.
 * @example
 * private handleKeydown(event: KeyboardEvent) {
 *   moveFocusInList({ event, items: [...this.renderRoot.querySelectorAll('wui-list-item')] });
 * }
 */
export function moveFocusInList({ event, items, columns = 1 }: MoveFocusInListParameters): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  const index = items.findIndex((item) => item.matches(':focus-within'));
  if (index < 0) return false;
  const target = nextGridIndex({ index, key: event.key, count: items.length, columns });
  if (target === undefined) return false;
  event.preventDefault();
  items[target]?.focus();
  return true;
}
