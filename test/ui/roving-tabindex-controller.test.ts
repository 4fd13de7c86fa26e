import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { RovingTabindexController } from '../../src/ui/roving-tabindex-controller.js';
import { moveFocusInList } from '../../src/ui/move-focus-in-list.js';
import { deepActiveElement, findTabbables } from '../../src/modal/focus-utils.js';
import '../../src/ui/wui-list-item.js';

/** A view-like host: a field, a list of rows that delegate focus, and a button after it. */
class RovingHost extends LitElement {
  @property({ attribute: false }) names = ['One', 'Two', 'Three'];
  @property({ attribute: false }) disabledNames: string[] = [];
  readonly roving = new RovingTabindexController(this, { items: () => this.rows() });

  rows(): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLElement>('wui-list-item')];
  }

  override render() {
    return html`<input aria-label="Search" data-testid="before" />
      <div role="list" @keydown=${(event: KeyboardEvent) => moveFocusInList({ event, items: this.rows() })}>
        ${this.names.map(
          (name) =>
            html`<wui-list-item role="listitem" .name=${name} .disabled=${this.disabledNames.includes(name)}></wui-list-item>`,
        )}
      </div>
      <button data-testid="after">After</button>`;
  }
}
customElements.define('test-roving-host', RovingHost);

describe('RovingTabindexController', () => {
  let host: RovingHost;

  beforeEach(async () => {
    host = await fixture<RovingHost>(html`<test-roving-host></test-roving-host>`);
    await Promise.all(host.rows().map((row) => (row as LitElement).updateComplete));
    if (host.rows().length !== 3) throw new Error('setup: the rows did not render');
  });

  /** The focused element's own test id, or the name of the row its button belongs to. */
  const focused = () => {
    const active = deepActiveElement();
    const row =
      (active?.getRootNode() as ShadowRoot | Document) instanceof ShadowRoot
        ? ((active!.getRootNode() as ShadowRoot).host as HTMLElement & { name?: string })
        : undefined;
    return row?.name ?? active?.dataset.testid;
  };
  const shiftTab = async () => {
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
  };

  it('makes the list one Tab stop, starting on the first row', async () => {
    expect(host.rows().map((row) => row.tabIndex)).to.deep.equal([0, -1, -1]);
    host.renderRoot.querySelector<HTMLElement>('[data-testid="before"]')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal('One');
    await sendKeys({ press: 'Tab' });
    expect(focused(), 'Tab leaves the list after one row').to.equal('after');
  });

  it('remembers the row the arrows moved to as the stop Tab comes back to', async () => {
    host.rows()[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(focused()).to.equal('Two');
    expect(host.rows().map((row) => row.tabIndex)).to.deep.equal([-1, 0, -1]);
    await shiftTab();
    expect(focused()).to.equal('before');
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal('Two');
  });

  it('moves the stop to the first enabled row when its row goes away, and the focus trap agrees', async () => {
    host.rows()[2]!.focus();
    host.names = ['One', 'Two'];
    host.disabledNames = ['One'];
    await host.updateComplete;
    expect(host.rows().map((row) => row.tabIndex)).to.deep.equal([-1, 0]);
    const stops = findTabbables(host.shadowRoot!).map((element) => element.dataset.testid ?? element.tagName);
    expect(stops, 'only the stop row counts as a tab stop').to.deep.equal([
      'before',
      'WUI-LIST-ITEM',
      'BUTTON',
      'after',
    ]);
  });
});
