import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { LitElement } from 'lit';
import { FocusTrapController } from '../../src/modal/focus-trap-controller.js';
import { deepActiveElement } from '../../src/modal/focus-utils.js';

/** A dialog-like host: a box with three stops between the trap's two sentinels. */
class TrapHost extends LitElement {
  escapes = 0;
  readonly trap = new FocusTrapController(this, { container: () => this.box, onEscape: () => this.escapes++ });

  get box(): HTMLElement {
    const box = this.renderRoot.querySelector<HTMLElement>('.box');
    if (!box) throw new Error('TrapHost: rendered no .box');
    return box;
  }

  byTestId(testId: string): HTMLElement {
    const element = this.renderRoot.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
    if (!element) throw new Error(`TrapHost: no [data-testid="${testId}"]`);
    return element;
  }

  override render() {
    return html`<div class="box" tabindex="-1">
      ${this.trap.sentinel({ edge: 'start' })}
      <button data-testid="first">First</button>
      <input data-testid="middle" aria-label="Middle" />
      <button data-testid="last">Last</button>
      ${this.trap.sentinel({ edge: 'end' })}
    </div>`;
  }
}
customElements.define('test-focus-trap-host', TrapHost);

describe('FocusTrapController', () => {
  let opener: HTMLButtonElement;
  let outside: HTMLButtonElement;
  let host: TrapHost;

  beforeEach(async () => {
    const page = await fixture<HTMLDivElement>(html`<div>
      <button data-testid="opener">Open</button>
      <button data-testid="outside">Outside</button>
      <test-focus-trap-host></test-focus-trap-host>
    </div>`);
    opener = page.querySelector('[data-testid="opener"]')!;
    outside = page.querySelector('[data-testid="outside"]')!;
    host = page.querySelector('test-focus-trap-host')!;
    if (!opener || !outside || !host) throw new Error('setup: the page did not render');
    opener.focus();
  });

  async function activate() {
    host.trap.activate();
    await host.updateComplete;
    expect(deepActiveElement(), 'focus moves into the container').to.equal(host.box);
  }

  it('moves focus into the container and gives it back to the opener', async () => {
    await activate();
    expect(host.trap.active).to.equal(true);
    host.trap.deactivate();
    expect(host.trap.active).to.equal(false);
    expect(document.activeElement).to.equal(opener);
  });

  it('wraps Tab from the last stop to the first, and Shift+Tab back', async () => {
    await activate();
    host.byTestId('last').focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(host.byTestId('first'));
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(deepActiveElement()).to.equal(host.byTestId('last'));
  });

  it('pulls focus taken outside back into the container while active, and only then', async () => {
    await activate();
    outside.focus();
    expect(deepActiveElement()).to.equal(host.box);
    host.trap.deactivate();
    outside.focus();
    expect(document.activeElement).to.equal(outside);
  });

  it('reports Escape while active and keeps it from the page', async () => {
    let pageSawEscape = false;
    const onPageKeydown = (event: KeyboardEvent) => (pageSawEscape ||= event.key === 'Escape');
    document.addEventListener('keydown', onPageKeydown);
    try {
      await activate();
      await sendKeys({ press: 'Escape' });
      expect(host.escapes).to.equal(1);
      expect(pageSawEscape, 'the page behind saw Escape').to.equal(false);
      host.trap.deactivate();
      await sendKeys({ press: 'Escape' });
      expect(host.escapes, 'Escape after deactivate').to.equal(1);
      expect(pageSawEscape).to.equal(true);
    } finally {
      document.removeEventListener('keydown', onPageKeydown);
    }
  });

  it('lets go when the host leaves the page: focus back to the opener, no more listening', async () => {
    await activate();
    host.remove();
    expect(host.trap.active).to.equal(false);
    expect(document.activeElement).to.equal(opener);
    outside.focus();
    expect(document.activeElement, 'focus outside stays outside').to.equal(outside);
    await sendKeys({ press: 'Escape' });
    expect(host.escapes).to.equal(0);
  });

  it('leaves focus alone on deactivate when the opener is gone', async () => {
    await activate();
    opener.remove();
    host.trap.deactivate();
    expect(deepActiveElement()).to.equal(host.box);
  });

  it('starts Tab at the first stop and Shift+Tab at the last when the container itself has focus', async () => {
    await activate();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement(), 'Tab from the container').to.equal(host.byTestId('first'));
    host.box.focus();
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(deepActiveElement(), 'Shift+Tab from the container').to.equal(host.byTestId('last'));
  });

  it('brings Tab back into the dialog when the focused element was removed (focus fell to the body)', async () => {
    await activate();
    const middle = host.byTestId('middle');
    middle.focus();
    middle.remove();
    expect(document.activeElement).to.equal(document.body);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(host.byTestId('first'));
  });
});

/** An opener that re-renders its button away while the dialog is open, as <w3m-button> does on connecting. */
class SwappingOpener extends LitElement {
  connected = false;
  override render() {
    return this.connected
      ? html`<button data-testid="account">Account</button>`
      : html`<button data-testid="connect">Connect</button>`;
  }
}
customElements.define('test-swapping-opener', SwappingOpener);

describe('FocusTrapController, opener replaced while open', () => {
  it("gives focus to the first stop of the opener's host when the opener itself is gone", async () => {
    const page = await fixture<HTMLDivElement>(html`<div>
      <test-swapping-opener></test-swapping-opener>
      <test-focus-trap-host></test-focus-trap-host>
    </div>`);
    const opener = page.querySelector<SwappingOpener>('test-swapping-opener');
    const host = page.querySelector<TrapHost>('test-focus-trap-host');
    if (!opener || !host) throw new Error('setup: the page did not render');
    await opener.updateComplete;
    opener.renderRoot.querySelector<HTMLButtonElement>('[data-testid="connect"]')!.focus();
    host.trap.activate();
    await host.updateComplete;
    opener.connected = true;
    opener.requestUpdate();
    await opener.updateComplete;
    host.trap.deactivate();
    expect(deepActiveElement()?.dataset.testid).to.equal('account');
  });
});
