import { expect, fixture as render, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { AppKitNotCreatedError } from '../../src/core/errors/app-kit-not-created-error.js';
import { $modal } from '../../src/core/stores/modal-store.js';
import type { W3mButton } from '../../src/modal/w3m-button.js';
import { AppContextConsumer } from '../../src/views/app-context.js';
import type { W3mSwitchActiveChainView } from '../../src/views/w3m-switch-active-chain-view.js';
import '../../src/views/w3m-switch-active-chain-view.js';
import {
  OFFLINE_NETWORKS,
  queryDeep,
  requestAppControllers,
  setupAppKit,
  waitUntil,
  type AppKitFixture,
} from '../helpers/setup-app-kit.js';

// Controllers are compared by identity (=== … to.equal(true)): printing a diff of the whole app graph hangs the reporter.

/** The smallest consumer: what it renders says whether the context reached it. */
class AppContextProbe extends LitElement {
  readonly app = new AppContextConsumer(this);
  override render() {
    return html`<span data-testid="probe">${this.app.value ? 'app' : 'idle'}</span>`;
  }
}
customElements.define('app-context-probe', AppContextProbe);

/** An error thrown by an event listener reaches window.onerror, not the caller of click(); this catches it. */
function errorThrownBy(action: () => void): unknown {
  const original = window.onerror;
  let thrown: unknown;
  window.onerror = (_message, _source, _line, _column, error) => {
    thrown = error;
    return true;
  };
  try {
    action();
  } finally {
    window.onerror = original;
  }
  return thrown;
}

async function probeText(probe: AppContextProbe): Promise<string | undefined> {
  await probe.updateComplete;
  return queryDeep('probe', probe.shadowRoot!)?.textContent ?? undefined;
}

describe('app context (src/views/app-context.ts)', () => {
  const fixtures: AppKitFixture[] = [];
  afterEach(() => {
    for (const fixture of fixtures.splice(0)) fixture.teardown();
  });

  it('an element created before createAppKit renders idle, then receives the app when it is provided', async () => {
    const probe = await render<AppContextProbe>(html`<app-context-probe></app-context-probe>`);
    expect(await probeText(probe)).to.equal('idle');
    expect(probe.app.value === undefined, 'no app').to.equal(true);
    const fixture = await setupAppKit({ wallet: false });
    fixtures.push(fixture);
    expect(probe.app.value === fixture.controllers, 'the controllers the composition root built').to.equal(true);
    expect(await probeText(probe)).to.equal('app');
  });

  it('<w3m-button> placed before createAppKit shows "Connect Wallet" and opens the modal once the app exists', async () => {
    const button = await render<W3mButton>(html`<w3m-button></w3m-button>`);
    expect(queryDeep('connect-button', button.shadowRoot!)?.textContent?.trim()).to.equal('Connect Wallet');
    fixtures.push(await setupAppKit({ wallet: false }));
    queryDeep('connect-button', button.shadowRoot!)!.click();
    expect($modal.get().open).to.equal(true);
    expect(requestAppControllers().router.current?.view).to.equal('Connect');
  });

  it('<w3m-button> clicked before createAppKit opens the modal as soon as the app is created', async () => {
    const button = await render<W3mButton>(html`<w3m-button></w3m-button>`);
    expect(errorThrownBy(() => queryDeep('connect-button', button.shadowRoot!)!.click())).to.equal(undefined);
    expect($modal.get().open).to.equal(false);
    fixtures.push(await setupAppKit({ wallet: false }));
    await waitUntil(() => expect($modal.get().open).to.equal(true));
  });

  it('an action with no app throws AppKitNotCreatedError ("createAppKit() has not run") instead of doing nothing', async () => {
    const probe = await render<AppContextProbe>(html`<app-context-probe></app-context-probe>`);
    expect(() => probe.app.controllers).to.throw(AppKitNotCreatedError, 'createAppKit() has not run');
    const view = await render<W3mSwitchActiveChainView>(
      html`<w3m-switch-active-chain-view .network=${OFFLINE_NETWORKS[0]}></w3m-switch-active-chain-view>`,
    );
    const error = errorThrownBy(() => queryDeep('switch-active-chain-connect', view.shadowRoot!)!.click());
    expect(error).to.be.instanceOf(AppKitNotCreatedError);
    expect((error as AppKitNotCreatedError).shortMessage).to.equal('createAppKit() has not run');
  });

  it('after the app is destroyed elements stop reaching it, and the next app reaches them', async () => {
    const probe = await render<AppContextProbe>(html`<app-context-probe></app-context-probe>`);
    const button = await render<W3mButton>(html`<w3m-button></w3m-button>`);
    const first = await setupAppKit({ wallet: false });
    expect(probe.app.value === first.controllers).to.equal(true);
    first.teardown();
    expect(probe.app.value === undefined, 'no app').to.equal(true);
    expect(await probeText(probe)).to.equal('idle');
    expect(() => probe.app.controllers).to.throw(AppKitNotCreatedError);
    expect(() => requestAppControllers()).to.throw('no app provides controllers');
    // Had the button kept the destroyed app, this click would open the modal of nobody.
    queryDeep('connect-button', button.shadowRoot!)!.click();
    expect($modal.get().open).to.equal(false);

    const second = await setupAppKit({ wallet: false });
    fixtures.push(second);
    expect(second.controllers === first.controllers).to.equal(false);
    expect(probe.app.value === second.controllers, 'the next app').to.equal(true);
    await waitUntil(() => expect($modal.get().open, 'the click made without an app opens the next one').to.equal(true));
  });

  it('an element disconnected while an app is destroyed receives the next app when it connects again', async () => {
    const probe = await render<AppContextProbe>(html`<app-context-probe></app-context-probe>`);
    const first = await setupAppKit({ wallet: false });
    const parent = probe.parentElement!;
    probe.remove();
    first.teardown();
    const second = await setupAppKit({ wallet: false });
    fixtures.push(second);
    parent.append(probe);
    expect(probe.app.value === second.controllers, 'the next app').to.equal(true);
  });

  it('an element disconnected while its app is destroyed is idle when it connects again with no app', async () => {
    const probe = await render<AppContextProbe>(html`<app-context-probe></app-context-probe>`);
    const first = await setupAppKit({ wallet: false });
    expect(await probeText(probe)).to.equal('app');
    const parent = probe.parentElement!;
    probe.remove();
    first.teardown();
    parent.append(probe);
    // Keeping the destroyed app would send this element's actions to controllers nobody shows.
    expect(probe.app.value === undefined, 'no app').to.equal(true);
    expect(await probeText(probe)).to.equal('idle');
    expect(() => probe.app.controllers).to.throw(AppKitNotCreatedError);
    const second = await setupAppKit({ wallet: false });
    fixtures.push(second);
    expect(probe.app.value === second.controllers, 'the next app').to.equal(true);
  });
});
