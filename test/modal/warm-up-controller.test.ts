import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { WarmUpController } from '../../src/modal/warm-up-controller.js';
import { waitUntil } from '../helpers/setup-app-kit.js';

/** A dialog-like host that records, on each render, whether it rendered its warm-up. */
class WarmUpHost extends LitElement {
  wanted = true;
  readonly renders: boolean[] = [];
  /** Called when a render shows the warm-up. */
  onWarm: () => void = () => undefined;
  readonly warmUp = new WarmUpController(this, { isWanted: () => this.wanted });

  override render() {
    this.renders.push(this.warmUp.active);
    if (this.warmUp.active) this.onWarm();
    return this.warmUp.active ? html`<p data-testid="warm">warm</p>` : null;
  }
}
customElements.define('test-warm-up-host', WarmUpHost);

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function mount(configure: (host: WarmUpHost) => void = () => undefined): Promise<WarmUpHost> {
  const host = new WarmUpHost();
  configure(host);
  const mounted = await fixture<WarmUpHost>(host);
  if (mounted.renders.length === 0) throw new Error('setup: the host did not render');
  return mounted;
}

describe('WarmUpController', () => {
  it('renders the warm-up once while idle, keeps it through a frame, then drops it for good', async () => {
    const host = await mount();
    expect(host.renders, 'nothing warms up before an idle period').to.deep.equal([false]);
    await waitUntil(() => expect(host.renders).to.include(true));
    await waitUntil(() => expect(host.renders.at(-1)).to.equal(false));
    expect(host.renders).to.deep.equal([false, true, false]);
    await settle(100);
    host.remove();
    document.body.append(host);
    await settle(100);
    expect(host.renders.filter(Boolean), 'a finished warm-up never runs again').to.have.length(1);
  });

  it('does not warm up when it is no longer wanted by its idle period (the dialog opened)', async () => {
    const host = await mount((element) => (element.wanted = false));
    await settle(300);
    expect(host.renders).to.deep.equal([false]);
    expect(host.warmUp.active).to.equal(false);
  });

  it('does not warm up once cancelled', async () => {
    const host = await mount((element) => element.warmUp.cancel());
    await settle(300);
    expect(host.renders).to.deep.equal([false]);
  });

  it('drops a warm-up under way when the host leaves the page', async () => {
    const host = await mount();
    await new Promise<void>((resolve) => (host.onWarm = resolve));
    expect(host.warmUp.active).to.equal(true);
    host.remove();
    expect(host.warmUp.active).to.equal(false);
  });

  it('ends a warm-up under way when cancelled (the dialog opened during its frame), for good', async () => {
    const host = await mount();
    await new Promise<void>((resolve) => (host.onWarm = resolve));
    host.warmUp.cancel();
    expect(host.warmUp.active).to.equal(false);
    await settle(100);
    expect(host.renders.at(-1)).to.equal(false);
    expect(host.renders.filter(Boolean)).to.have.length(1);
  });
});
