import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { ScrollLockController } from '../../src/modal/scroll-lock-controller.js';

class LockHost extends LitElement {
  readonly lock = new ScrollLockController(this);
}
customElements.define('test-scroll-lock-host', LockHost);

describe('ScrollLockController', () => {
  const root = document.documentElement;
  let host: LockHost;

  beforeEach(async () => {
    root.style.overflow = 'scroll'; // the page's own value, to be put back
    host = await fixture<LockHost>(html`<test-scroll-lock-host></test-scroll-lock-host>`);
  });

  afterEach(() => {
    root.style.overflow = '';
  });

  it('locks the page and puts its own overflow back', () => {
    host.lock.activate();
    expect(root.style.overflow).to.equal('hidden');
    host.lock.activate(); // a second activate must not save 'hidden' as the page's value
    host.lock.deactivate();
    expect(root.style.overflow).to.equal('scroll');
    expect(host.lock.active).to.equal(false);
  });

  it('does not touch the page when deactivated without a lock', () => {
    root.style.overflow = 'auto';
    host.lock.deactivate();
    expect(root.style.overflow).to.equal('auto');
  });

  it('lets go when the host leaves the page, and locks again once back', () => {
    host.lock.activate();
    const parent = host.parentElement!;
    host.remove();
    expect(root.style.overflow).to.equal('scroll');
    expect(host.lock.active).to.equal(false);
    parent.append(host);
    host.lock.activate();
    expect(root.style.overflow).to.equal('hidden');
  });
});
