import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface RovingTabindexOptions {
  /** The list's items in order, as rendered now (hosts that delegate focus to their button). */
  items: () => HTMLElement[];
}

/**
 * Roving tabindex for a list or grid (WAI-ARIA APG): the list is one Tab stop, the item last focused
 * (the first enabled one to begin with), and the arrow keys move between items (moveFocusInList).
 * Every other item gets `tabindex="-1"`, which takes a focus-delegating host's button out of the Tab
 * order while a click or `focus()` still reaches it. Re-applied after each render: rows come and go
 * with a search.
 *
 * @example
 * private readonly roving = new RovingTabindexController(this, { items: () => [...this.renderRoot.querySelectorAll('wui-list-item')] });
 */
export class RovingTabindexController implements ReactiveController {
  private current: HTMLElement | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: RovingTabindexOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('focusin', this.syncToFocus);
    this.host.addEventListener('keydown', this.syncToFocus);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('focusin', this.syncToFocus);
    this.host.removeEventListener('keydown', this.syncToFocus);
  }

  hostUpdated(): void {
    this.apply();
  }

  private apply(): void {
    const items = this.options.items();
    const enabled = items.filter((item) => !(item as HTMLElement & { disabled?: boolean }).disabled);
    if (!this.current || !enabled.includes(this.current)) this.current = enabled[0];
    for (const item of items) item.tabIndex = item === this.current ? 0 : -1;
  }

  // Focus moved onto an item (arrows, a click, a script): that item is the list's Tab stop from now
  // on. Checked on keydown too, after the list's own handler moved focus: a focus() while the page
  // is not the focused window fires no focusin.
  private readonly syncToFocus = () => {
    const item = this.options.items().find((candidate) => candidate.matches(':focus-within'));
    if (!item || item === this.current) return;
    this.current = item;
    this.apply();
  };
}
