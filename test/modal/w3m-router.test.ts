import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { en } from '../../src/core/messages/en.js';
import type { ViewName } from '../../src/core/types/views.js';
import type { ViewEntry } from '../../src/modal/view-table.js';
import { W3mRouter } from '../../src/modal/w3m-router.js';

/** The router with a stand-in view whose chunk the test controls (the real table's chunks always load in tests). */
class RouterWithStandInView extends W3mRouter {
  static entry: ViewEntry<ViewName>;

  protected override entryFor(): ViewEntry<ViewName> {
    return RouterWithStandInView.entry;
  }
}
customElements.define('test-router-stand-in-view', RouterWithStandInView);

describe('<w3m-router>', () => {
  let loadCalls: number;

  /** A view whose first load fails like a dropped network does, and whose second load defines it. */
  function standInView(tag: string): ViewEntry<ViewName> {
    return {
      tag,
      load: async () => {
        loadCalls++;
        if (loadCalls === 1) throw new TypeError('Failed to fetch dynamically imported module');
        customElements.define(tag, class extends HTMLElement {});
      },
      render: () => html`<div data-testid="stand-in-view">${tag}</div>`,
      title: () => 'Stand-in',
    };
  }

  const query = (router: W3mRouter, testId: string) =>
    router.shadowRoot!.querySelector<HTMLElement>(`[data-testid="${testId}"]`);

  beforeEach(() => {
    loadCalls = 0;
  });

  it('says a view failed to load and loads it again from the Retry button', async () => {
    RouterWithStandInView.entry = standInView('test-router-retried-view');
    const router = await fixture<W3mRouter>(html`<test-router-stand-in-view></test-router-stand-in-view>`);
    await waitUntil(() => query(router, 'router-load-failed'), 'the failure never showed');
    const failure = query(router, 'router-load-failed')!;
    expect(failure.getAttribute('role')).to.equal('alert');
    expect(failure.textContent).to.contain(en.viewLoadFailed);
    expect(router.shadowRoot!.querySelector('wui-spinner'), 'no spinner once failed').to.equal(null);
    const retry = query(router, 'router-retry')!;
    expect(retry.textContent).to.equal(en.tryAgain);
    retry.click();
    await waitUntil(() => query(router, 'stand-in-view'), 'the view never showed after Retry');
    expect(loadCalls).to.equal(2);
  });

  it('shows a spinner while the chunk is on the way', async () => {
    RouterWithStandInView.entry = {
      ...standInView('test-router-pending-view'),
      load: () => new Promise(() => undefined),
    };
    const router = await fixture<W3mRouter>(html`<test-router-stand-in-view></test-router-stand-in-view>`);
    expect(router.shadowRoot!.querySelector('wui-spinner')?.label).to.equal(en.loading);
    expect(query(router, 'router-load-failed')).to.equal(null);
  });
});
