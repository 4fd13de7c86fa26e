/** Where a view's element stands: defined, its chunk on the way, or its chunk failed to arrive. */
export type ViewChunkState = 'ready' | 'loading' | 'failed';

export interface ViewChunkParameters {
  /** The view's tag; defined once its chunk has run. */
  tag: string;
  /** Loads the chunk that defines `tag`; none for a view of the initial chunk. */
  load?: () => Promise<unknown>;
}

export interface ViewChunkLoaderParameters {
  /** Called when a load settles or a retry starts, so the element renders the new state. */
  onChange: () => void;
}

/**
 * Loads views' chunks for an element that shows them, so that every wait ends: a chunk that fails
 * (network drop, a deploy that replaced it) or that loads without defining its view is `failed`
 * until `retry()`, never a spinner forever. Keyed by the loader, so views sharing a chunk share
 * its fate. Its life is its element's: a new element tries failed chunks again.
 *
 * @example
 * private readonly chunks = new ViewChunkLoader({ onChange: () => this.requestUpdate() });
 * // in render(): const state = this.chunks.stateOf({ tag, load }); // 'ready' | 'loading' | 'failed'
 */
export class ViewChunkLoader {
  /** Chunks on the way or failed; a chunk that arrived leaves, its tag says 'ready' from then on. */
  private readonly states = new Map<() => Promise<unknown>, 'loading' | 'failed'>();
  private readonly onChange: () => void;

  constructor({ onChange }: ViewChunkLoaderParameters) {
    this.onChange = onChange;
  }

  /** The view's state; starts loading its chunk when it is neither defined, loading nor failed. */
  stateOf({ tag, load }: ViewChunkParameters): ViewChunkState {
    if (customElements.get(tag)) return 'ready';
    if (!load) return 'failed';
    const known = this.states.get(load);
    if (known) return known;
    this.states.set(load, 'loading');
    void load()
      .then(
        () => customElements.get(tag),
        () => undefined,
      )
      .then((defined) => {
        if (defined) this.states.delete(load);
        else this.states.set(load, 'failed');
        this.onChange();
      });
    return 'loading';
  }

  /** Forgets the failures, so the next `stateOf` loads those chunks again. */
  retry(): void {
    for (const [load, state] of this.states) if (state === 'failed') this.states.delete(load);
    this.onChange();
  }
}
