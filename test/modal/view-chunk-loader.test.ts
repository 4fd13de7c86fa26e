import { expect } from '@open-wc/testing';
import { ViewChunkLoader } from '../../src/modal/view-chunk-loader.js';

/** A loader whose calls the test settles by hand; `define` makes a settle define the view's tag. */
function manualLoader() {
  const calls: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const load = () =>
    new Promise<unknown>((resolve, reject) => calls.push({ resolve: () => resolve(undefined), reject }));
  return { load, calls };
}

let tagCount = 0;
const uniqueTag = () => `test-chunk-view-${++tagCount}`;
const defineTag = (tag: string) => customElements.define(tag, class extends HTMLElement {});

describe('ViewChunkLoader', () => {
  let changes: number;
  let loader: ViewChunkLoader;
  const settled = () => new Promise((resolve) => setTimeout(resolve));

  beforeEach(() => {
    changes = 0;
    loader = new ViewChunkLoader({ onChange: () => changes++ });
  });

  it('is ready at once for a defined view, without loading', () => {
    const tag = uniqueTag();
    defineTag(tag);
    const { load, calls } = manualLoader();
    expect(loader.stateOf({ tag, load })).to.equal('ready');
    expect(calls).to.have.length(0);
  });

  it('loads a chunk once while it is on the way, then is ready', async () => {
    const tag = uniqueTag();
    const { load, calls } = manualLoader();
    expect(loader.stateOf({ tag, load })).to.equal('loading');
    expect(loader.stateOf({ tag, load })).to.equal('loading');
    expect(calls).to.have.length(1);
    defineTag(tag);
    calls[0]!.resolve();
    await settled();
    expect(changes).to.equal(1);
    expect(loader.stateOf({ tag, load })).to.equal('ready');
  });

  it('fails when the chunk fails, and loads it again after retry()', async () => {
    const tag = uniqueTag();
    const { load, calls } = manualLoader();
    loader.stateOf({ tag, load });
    calls[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    await settled();
    expect(changes).to.equal(1);
    expect(loader.stateOf({ tag, load })).to.equal('failed');
    expect(calls, 'no new load before retry()').to.have.length(1);
    loader.retry();
    expect(changes).to.equal(2);
    expect(loader.stateOf({ tag, load })).to.equal('loading');
    expect(calls).to.have.length(2);
  });

  it('fails, instead of waiting forever, when a chunk loads without defining its view', async () => {
    const tag = uniqueTag();
    const { load, calls } = manualLoader();
    loader.stateOf({ tag, load });
    calls[0]!.resolve();
    await settled();
    expect(loader.stateOf({ tag, load })).to.equal('failed');
  });

  it('fails for an undefined view that has no chunk to load', () => {
    expect(loader.stateOf({ tag: uniqueTag() })).to.equal('failed');
  });
});
