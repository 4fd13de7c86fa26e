import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { KeepFocusController } from '../../src/ui/keep-focus-controller.js';
import { deepActiveElement } from '../../src/modal/focus-utils.js';

/** The connected look, rendered by a child element (its button appears a render later). */
class SwapLook extends LitElement {
  override render() {
    return html`<button data-testid="account">Account</button>`;
  }
}
customElements.define('test-swap-look', SwapLook);

/** A <w3m-button>-like host: the connect button, then the account look in its place. */
class SwapHost extends LitElement {
  @property({ type: Boolean }) connected = false;
  readonly keepFocus = new KeepFocusController(this);
  override render() {
    return this.connected
      ? html`<test-swap-look></test-swap-look>`
      : html`<button data-testid="connect">Connect</button>`;
  }
}
customElements.define('test-swap-host', SwapHost);

describe('KeepFocusController', () => {
  const focusedTestId = () => deepActiveElement()?.dataset.testid;

  it('moves focus to the new button when a render removes the focused one', async () => {
    const host = await fixture<SwapHost>(html`<test-swap-host></test-swap-host>`);
    host.renderRoot.querySelector<HTMLButtonElement>('[data-testid="connect"]')!.focus();
    expect(focusedTestId()).to.equal('connect');
    host.connected = true;
    await host.updateComplete;
    await waitUntil(() => focusedTestId() === 'account', 'focus did not reach the account button');
  });

  it('leaves focus alone when the host did not have it', async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div><input aria-label="Elsewhere" /><test-swap-host></test-swap-host></div>`,
    );
    const host = page.querySelector<SwapHost>('test-swap-host')!;
    const elsewhere = page.querySelector('input')!;
    elsewhere.focus();
    host.connected = true;
    await host.updateComplete;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement === elsewhere, 'focus stayed where the visitor put it').to.equal(true);
  });
});
