import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { $modal } from '../../src/core/stores/modal-store.js';
import { deepActiveElement } from '../../src/modal/focus-utils.js';
import {
  queryDeep,
  setupAppKit,
  waitUntil,
  requestAppControllers,
  type AppKitFixture,
} from '../helpers/setup-app-kit.js';

describe('<w3m-modal>', () => {
  let fixture: AppKitFixture;
  let opener: HTMLButtonElement;

  beforeEach(async () => {
    fixture = await setupAppKit();
    opener = document.createElement('button');
    opener.textContent = 'Open';
    opener.addEventListener('click', () => void fixture.appKit.open());
    document.body.append(opener);
  });

  afterEach(() => {
    fixture.teardown();
    opener.remove();
  });

  async function openFromButton() {
    opener.focus();
    opener.click();
    await fixture.modal.updateComplete;
    await waitUntil(() => expect(queryDeep('w3m-modal-card', fixture.modal.shadowRoot!)).to.exist);
  }

  it('is a labelled modal dialog', async () => {
    await openFromButton();
    const card = queryDeep('w3m-modal-card', fixture.modal.shadowRoot!)!;
    expect(card.getAttribute('role')).to.equal('dialog');
    expect(card.getAttribute('aria-modal')).to.equal('true');
    const title = fixture.modal.shadowRoot!.getElementById(card.getAttribute('aria-labelledby')!);
    expect(title?.textContent).to.equal('Connect Wallet');
  });

  it('locks page scroll while open and restores it on close', async () => {
    await openFromButton();
    expect(document.documentElement.style.overflow).to.equal('hidden');
    await fixture.appKit.close();
    await fixture.modal.updateComplete;
    expect(document.documentElement.style.overflow).to.equal('');
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    await openFromButton();
    await sendKeys({ press: 'Escape' });
    await fixture.modal.updateComplete;
    expect($modal.get().open).to.equal(false);
    expect(document.activeElement).to.equal(opener);
  });

  it('closes on an overlay click but not on a click inside the card', async () => {
    await openFromButton();
    queryDeep('w3m-modal-card', fixture.modal.shadowRoot!)!.click();
    expect($modal.get().open).to.equal(true);
    queryDeep('w3m-overlay', fixture.modal.shadowRoot!)!.click();
    expect($modal.get().open).to.equal(false);
  });

  it('keeps focus inside when tabbing past the last and before the first element', async () => {
    await openFromButton();
    const inside = () => deepActiveElement()?.getRootNode() !== document;
    for (let step = 0; step < 8; step++) {
      await sendKeys({ press: 'Tab' });
      expect(inside(), `focus left the dialog after ${step + 1} Tab presses`).to.equal(true);
    }
    for (let step = 0; step < 8; step++) {
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      expect(inside(), `focus left the dialog after ${step + 1} Shift+Tab presses`).to.equal(true);
    }
  });

  it('pulls focus back when something outside takes it', async () => {
    await openFromButton();
    opener.focus();
    expect(deepActiveElement()).not.to.equal(opener);
  });

  it('lets a close guard refuse Escape and the overlay, but not a forced close', async () => {
    await openFromButton();
    const removeGuard = requestAppControllers().modal.addCloseGuard(() => true);
    await sendKeys({ press: 'Escape' });
    queryDeep('w3m-overlay', fixture.modal.shadowRoot!)!.click();
    expect($modal.get().open).to.equal(true);
    removeGuard();
    await fixture.appKit.close();
    expect($modal.get().open).to.equal(false);
  });

  it('shows the alert banner and closes it from its button', async () => {
    await openFromButton();
    requestAppControllers().alert.open({ message: 'Something went wrong', variant: 'error' });
    await fixture.modal.updateComplete;
    const bar = fixture.modal.shadowRoot!.querySelector('wui-alertbar')!;
    await bar.updateComplete;
    expect(bar.shadowRoot!.querySelector('[role="alert"]')?.textContent).to.contain('Something went wrong');
    bar.shadowRoot!.querySelector('button')!.click();
    await fixture.modal.updateComplete;
    expect(fixture.modal.shadowRoot!.querySelector('wui-alertbar')).to.equal(null);
  });

  it('announces toasts in live regions that are on the page before the message, errors assertively', async () => {
    await openFromButton();
    const toast = fixture.modal.shadowRoot!.querySelector('wui-toast');
    if (!toast) throw new Error('setup: the open modal has no <wui-toast>');
    await toast.updateComplete;
    const region = (testId: string) => toast.shadowRoot!.querySelector(`[data-testid="${testId}"]`)!;
    const polite = region('toast-polite');
    expect(polite.getAttribute('aria-live')).to.equal('polite');
    expect(polite.textContent!.trim(), 'empty before any toast').to.equal('');
    requestAppControllers().toast.show({ message: 'Address copied', variant: 'success' });
    await fixture.modal.updateComplete;
    await toast.updateComplete;
    expect(region('toast-polite'), 'the same region element').to.equal(polite);
    expect(polite.textContent).to.contain('Address copied');
    requestAppControllers().toast.show({ message: 'Copy failed', variant: 'error' });
    await fixture.modal.updateComplete;
    await toast.updateComplete;
    expect(region('toast-assertive').getAttribute('role')).to.equal('alert');
    expect(region('toast-assertive').textContent).to.contain('Copy failed');
    expect(polite.textContent!.trim()).to.equal('');
  });

  it('gives focus to the dialog when a view change removes the focused control', async () => {
    await openFromButton();
    const router = fixture.modal.shadowRoot!.querySelector('w3m-router')!;
    const firstRow = () =>
      router.shadowRoot!.querySelector('w3m-connect-view')?.shadowRoot?.querySelector<HTMLElement>('wui-list-item');
    await waitUntil(() => expect(firstRow(), 'a row in the Connect view').to.exist);
    firstRow()!.focus();
    expect(deepActiveElement()?.tagName, 'the row has focus').to.equal('BUTTON');
    requestAppControllers().router.push({ view: 'Networks', params: undefined });
    await waitUntil(() => expect(queryDeep('networks-view', router.shadowRoot!)).to.exist);
    const card = queryDeep('w3m-modal-card', fixture.modal.shadowRoot!);
    // Compared as a boolean: chai's message for two elements would print their whole DOM.
    await waitUntil(() =>
      expect(
        deepActiveElement() === card,
        `focus is on ${deepActiveElement()?.tagName ?? 'nothing'}, not the dialog`,
      ).to.equal(true),
    );
  });

  it('follows the theme mode and variables', async () => {
    await openFromButton();
    expect(fixture.modal.dataset.theme).to.equal('dark');
    fixture.appKit.setThemeMode('light');
    fixture.appKit.setThemeVariables({ '--w3m-accent': 'rgb(255, 0, 0)' });
    await fixture.modal.updateComplete;
    expect(fixture.modal.dataset.theme).to.equal('light');
    expect(getComputedStyle(fixture.modal).getPropertyValue('--w3m-accent').trim()).to.equal('rgb(255, 0, 0)');
  });

  it('warms up once while idle: the Connect view rendered hidden, inert and not a dialog, then dropped', async () => {
    // A second modal, observed from the moment it joins the page (the fixture's may have warmed up already).
    const modal = document.body.appendChild(document.createElement('w3m-modal'));
    try {
      const root = modal.shadowRoot;
      if (!root) throw new Error('setup: <w3m-modal> has no shadow root once on the page');
      expect(root.querySelector('.overlay'), 'nothing rendered before an idle period').to.equal(null);
      const overlay = await new Promise<HTMLElement>((resolve) => {
        const observer = new MutationObserver(() => {
          const found = root.querySelector<HTMLElement>('.overlay');
          if (!found) return;
          observer.disconnect();
          resolve(found);
        });
        observer.observe(root, { childList: true, subtree: true });
      });
      expect(getComputedStyle(overlay).visibility).to.equal('hidden');
      expect(overlay.inert).to.equal(true);
      expect(
        root.querySelector('[role="dialog"], [data-testid="w3m-modal-card"], [data-testid="w3m-overlay"]'),
      ).to.equal(null);
      const router = root.querySelector('w3m-router')!;
      await router.updateComplete;
      expect(router.shadowRoot!.querySelector('w3m-connect-view'), 'the first view warms up too').to.exist;
      await waitUntil(() => expect(root.querySelector('.overlay')).to.equal(null));
      expect($modal.get().open).to.equal(false);
    } finally {
      modal.remove();
    }
  });
});
